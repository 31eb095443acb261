/** An address as the shopper reads it (name, street lines, area and zone, mobile), the island's twin of the account's. */
import { displayQatarPhone } from '@/lib/phone.ts';

type Props = { name: string; lines: string[]; telephone: string | null };

export default function AddressLines({ name, lines, telephone }: Props) {
  return (
    <address className="not-italic leading-relaxed text-ink-800">
      <span className="block font-semibold text-ink-900">{name}</span>
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
      {telephone && (
        <bdi dir="ltr" className="block">
          {displayQatarPhone(telephone)}
        </bdi>
      )}
    </address>
  );
}
