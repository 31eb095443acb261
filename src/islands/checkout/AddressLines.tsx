/**
 * An address as the shopper reads it (name, the blue plate and landmark in the shopper's words, area and
 * municipality, mobile), the island's twin of the account's.
 */
import type { Locale } from '@/lib/i18n/locales.ts';
import { displayQatarPhone } from '@/domain/phone.ts';
import { shownStreetLines, type AddressWords } from '@/lib/shown-address.ts';

type Props = {
  locale: Locale;
  name: string;
  street: string[];
  /** The words of the plate and the landmark (src/components/account/build-account-texts.ts `addressWords`). */
  words: AddressWords;
  /** Area and municipality, joined with the language's comma. */
  place: string[];
  telephone: string | null;
  customerAddressId?: number | null;
  inline?: boolean;
};

/** `inline` inside a label (phrasing content only): the same lines without the `<address>` element. */
export default function AddressLines({ locale, name, street, words, place, telephone, inline = false }: Props) {
  const Wrapper = inline ? 'span' : 'address';
  const lines = [...shownStreetLines(street, words), place.join(locale === 'ar' ? '، ' : ', ')].filter(Boolean);
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
