/** Where the e-cards go: the recipient's e-mail address and Qatar mobile number, each read in its own direction. */
import { displayQatarPhone } from '@/lib/phone.ts';

export default function RecipientLines({ recipient }: { recipient: { email: string | null; telephone: string | null } }) {
  return (
    <span className="block">
      {recipient.email && <bdi className="block">{recipient.email}</bdi>}
      {recipient.telephone && (
        <bdi dir="ltr" className="block">
          {displayQatarPhone(recipient.telephone)}
        </bdi>
      )}
    </span>
  );
}
