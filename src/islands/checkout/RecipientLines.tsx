/** Where the e-cards go: the recipient's e-mail address and Qatar mobile number, each read in its own direction. */
import { displayQatarPhone } from '@/domain/phone.ts';

export default function RecipientLines({ recipient }: { recipient: { email: string | null; telephone: string | null } }) {
  return (
    <span className="block">
      {recipient.email && (
        <span className="block">
          <bdi>{recipient.email}</bdi>
        </span>
      )}
      {recipient.telephone && (
        <span className="block">
          <bdi dir="ltr">{displayQatarPhone(recipient.telephone)}</bdi>
        </span>
      )}
    </span>
  );
}
