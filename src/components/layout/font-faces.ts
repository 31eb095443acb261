/**
 * The locale fonts of FontFaces.astro: which files, which ranges, and the CSS that declares them.
 */
import type { Locale } from '@/lib/i18n/locales.ts';
import { KUFI_CORE_UNICODE_RANGE } from './kufi-core.ts';
import { LATIN_CORE_UNICODE_RANGE } from './latin-core.ts';
import kufiCore400 from '@/assets/fonts/noto-kufi-arabic-core-400.woff2?url';
import kufiCore700 from '@/assets/fonts/noto-kufi-arabic-core-700.woff2?url';
import interCore400 from '@/assets/fonts/inter-core-400.woff2?url';
import interCore700 from '@/assets/fonts/inter-core-700.woff2?url';
import kufiArabic400 from '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-400-normal.woff2?url';
import kufiArabic700 from '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-700-normal.woff2?url';
import kufiLatin400 from '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-latin-400-normal.woff2?url';
import kufiLatin700 from '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-latin-700-normal.woff2?url';
import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';

// Unicode ranges copied from @fontsource's own CSS so the browser downloads a subset only when a page uses it.
const ARABIC_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

type Face = { family: string; weight: 400 | 700; url: string; range: string };

/**
 * The faces of a locale, in the order CSS tries them: where two faces of one family and weight cover a character,
 * the one declared last is used. So on Arabic pages the core cut (kufi-core.ts: the store's Arabic and Latin
 * characters, 14.6 KB a weight) draws every character it has, and the whole Arabic face (44 KB) or Latin one (10 KB)
 * is downloaded only by a page showing some other character; the same goes for Inter and its core cut on English
 * pages (latin-core.ts: 11 KB instead of 24).
 */
function facesOf(locale: Locale): Face[] {
  return locale === 'ar'
    ? [
        { family: 'Noto Kufi Arabic', weight: 400, url: kufiArabic400, range: ARABIC_RANGE },
        { family: 'Noto Kufi Arabic', weight: 700, url: kufiArabic700, range: ARABIC_RANGE },
        // Arabic pages still show Latin text (prices, "EN", e-mail addresses): same family keeps it harmonious.
        { family: 'Noto Kufi Arabic', weight: 400, url: kufiLatin400, range: LATIN_RANGE },
        { family: 'Noto Kufi Arabic', weight: 700, url: kufiLatin700, range: LATIN_RANGE },
        { family: 'Noto Kufi Arabic', weight: 400, url: kufiCore400, range: KUFI_CORE_UNICODE_RANGE },
        { family: 'Noto Kufi Arabic', weight: 700, url: kufiCore700, range: KUFI_CORE_UNICODE_RANGE },
      ]
    : [
        { family: 'Inter', weight: 400, url: inter400, range: LATIN_RANGE },
        { family: 'Inter', weight: 700, url: inter700, range: LATIN_RANGE },
        { family: 'Inter', weight: 400, url: interCore400, range: LATIN_CORE_UNICODE_RANGE },
        { family: 'Inter', weight: 700, url: interCore700, range: LATIN_CORE_UNICODE_RANGE },
      ];
}

// Until Inter arrives, English text is drawn in a local Arial-metric font scaled to Inter's metrics (the values
// next/font and fontaine compute), so the swap does not re-wrap lines and push the page down (layout shift).
// Liberation Sans is Arial-metric and is what Linux machines have.
const INTER_FALLBACK =
  "@font-face{font-family:'Inter Fallback';src:local('Arial'),local('ArialMT'),local('Liberation Sans'),local('LiberationSans');" +
  'size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%;}';

/**
 * The page's @font-face rules, inlined in its head. The text depends only on the build (fingerprinted URLs) and the
 * locale, so its CSP hash is stable (content-security-policy.ts).
 */
export function fontFaceCss(locale: Locale): string {
  const faces = facesOf(locale).map(
    (face) =>
      `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;font-weight:${face.weight};` +
      `src:url(${face.url}) format('woff2');unicode-range:${face.range};}`,
  );
  return faces.join('') + (locale === 'en' ? INTER_FALLBACK : '');
}
