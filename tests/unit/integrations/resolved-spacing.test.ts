import { expect, it } from 'vitest';
import { withResolvedSpacing } from '../../../integrations/resolved-spacing.ts';

it('writes each spacing utility as its length, from the stylesheet’s own step', () => {
  const css =
    ':root,:host{--spacing:.25rem}.mt-1{margin-top:var(--spacing)}.mt-4{margin-top:calc(var(--spacing) * 4)}' +
    '.-ms-2{margin-inline-start:calc(var(--spacing) * -2)}.py-2\\.5{padding-block:calc(var(--spacing) * 2.5)}' +
    '.top-0{top:calc(var(--spacing) * 0)}.h-x{height:calc(calc(var(--spacing) * 12) + 1px)}';
  expect(withResolvedSpacing(css)).toBe(
    ':root,:host{--spacing:.25rem}.mt-1{margin-top:.25rem}.mt-4{margin-top:1rem}' +
      '.-ms-2{margin-inline-start:-.5rem}.py-2\\.5{padding-block:.625rem}' +
      '.top-0{top:0}.h-x{height:calc(3rem + 1px)}',
  );
});

it('reads the step as Tailwind writes it in development (npm run dev), unminified', () => {
  expect(withResolvedSpacing(':root, :host {\n  --spacing: 0.25rem;\n}\n.mt-4 {\n  margin-top: calc(var(--spacing) * 4);\n}')).toContain(
    'margin-top: 1rem;',
  );
});

it('leaves a stylesheet alone that does not set the step once', () => {
  const without = '.mt-4{margin-top:calc(var(--spacing) * 4)}';
  expect(withResolvedSpacing(without)).toBe(without);
  const twice = ':root{--spacing:.25rem}.dense{--spacing:.2rem}.mt-4{margin-top:calc(var(--spacing) * 4)}';
  expect(withResolvedSpacing(twice)).toBe(twice);
});
