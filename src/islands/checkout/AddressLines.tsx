/** An address as the shopper reads it (name, street lines, area and zone, mobile), the island's twin of the account's. */
import type { Locale } from '@/lib/i18n/locales.ts';
import { displayQatarPhone } from '@/domain/phone.ts';

type Props = {
  locale: Locale;
  name: string;
  street: string[];
  /** Area and zone, joined with the language's comma. */
  place: string[];
  telephone: string | null;
  customerAddressId?: number | null;
  inline?: boolean;
};

/** `inline` inside a label (phrasing content only): the same lines without the `<address>` element. */
export default function AddressLines({ locale, name, street, place, telephone, inline = false }: Props) {
  const Wrapper = inline ? 'span' : 'address';
  const lines = [...street, place.join(locale === 'ar' ? '، ' : ', ')].filter(Boolean);
  return (
    <Wrapper className="block not-italic leading-relaxed text-ink-800">
      <span className="block font-semibold text-ink-900">{name}</span>
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
      {telephone && (
        <span className="block">
          <bdi dir="ltr">{displayQatarPhone(telephone)}</bdi>
        </span>
      )}
    </Wrapper>
  );
}
