import { expect, it } from 'vitest';
import { withResolvedTheme } from '../../../integrations/resolved-theme.ts';

it('writes a theme colour, radius, weight and text size where it is used, and keeps the declarations', () => {
  const theme = ':root,:host{--color-ink-700:#3f3f48;--radius-2xl:1rem;--font-weight-bold:700;--text-sm:.875rem;--text-sm--line-height:calc(1.25 / .875)}';
  const css =
    `${theme}.text-ink-700{color:var(--color-ink-700)}.rounded-2xl{border-radius:var(--radius-2xl)}` +
    '.font-bold{--tw-font-weight:var(--font-weight-bold);font-weight:var(--font-weight-bold)}' +
    '.text-sm{font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--line-height))}';
  expect(withResolvedTheme(css)).toBe(
    `${theme}.text-ink-700{color:#3f3f48}.rounded-2xl{border-radius:1rem}` +
      '.font-bold{--tw-font-weight:700;font-weight:700}' +
      '.text-sm{font-size:.875rem;line-height:var(--tw-leading,calc(1.25 / .875))}',
  );
});

it('reads the theme as Tailwind writes it in development (npm run dev), unminified', () => {
  expect(withResolvedTheme(':root, :host {\n  --color-brand-700: #8a1538;\n}\n.text-brand-700 {\n  color: var(--color-brand-700);\n}')).toContain(
    'color: #8a1538;',
  );
});

it('keeps a reference whose value is longer, set twice, made of another variable, or not a theme value', () => {
  const css =
    ':root{--color-amber-300:oklch(87.9% .169 91.605);--color-ink-900:#18181d;--color-link:var(--color-ink-900)}' +
    '@media (prefers-contrast:more){:root{--color-ink-900:#000}}' +
    '.a{color:var(--color-amber-300)}.b{color:var(--color-ink-900)}.c{color:var(--color-link)}' +
    '.d{--tw-shadow:0 1px 2px #0000;box-shadow:var(--tw-shadow)}.e{color:var(--color-unknown)}';
  expect(withResolvedTheme(css)).toBe(css);
});

it('keeps the variables of a color-mix, which the minifier would otherwise compute into numbers the HTML checker refuses', () => {
  const css = ':root{--color-white:#fff}@supports (color:color-mix(in lab, red, red)){.bg-white\\/90{background-color:color-mix(in oklab,var(--color-white) 90%,transparent)}}.text-white{color:var(--color-white)}';
  expect(withResolvedTheme(css)).toBe(css.replace('.text-white{color:var(--color-white)}', '.text-white{color:#fff}'));
});
