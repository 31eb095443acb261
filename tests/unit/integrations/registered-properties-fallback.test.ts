import { expect, it } from 'vitest';
import { withoutRegisteredProperties } from '../../../integrations/registered-properties-fallback.ts';

// The shape Tailwind 4 writes (minified): the fallback for browsers without @property, then the registrations.
const TAILWIND =
  '.shadow{box-shadow:var(--tw-shadow)}' +
  '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){' +
  '*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-translate-x:0}}}' +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
  '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}';

it("gives every browser Tailwind's fallback and drops the @property rules", () => {
  expect(withoutRegisteredProperties(TAILWIND)).toBe(
    '.shadow{box-shadow:var(--tw-shadow)}@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-translate-x:0}}',
  );
});

it('reads the fallback as Tailwind writes it in development too (npm run dev), unminified', () => {
  const development =
    '@layer properties {\n  @supports ((-webkit-hyphens: none) and (not (margin-trim: block))) or ((-moz-orient: inline) and (not (color:rgb(from red r g b)))) {\n' +
    '    *, ::before, ::after, ::backdrop {\n      --tw-shadow: 0 0 #0000;\n    }\n  }\n}\n' +
    '@property --tw-shadow {\n  syntax: "*";\n  inherits: false;\n  initial-value: 0 0 #0000;\n}\n';
  const css = withoutRegisteredProperties(development);
  expect(css).not.toMatch(/@property|@supports|margin-trim/);
  expect(css.replace(/\s+/g, ' ')).toBe('@layer properties { *, ::before, ::after, ::backdrop { --tw-shadow: 0 0 #0000; } } ');
});

it('leaves a stylesheet without @property as it is', () => {
  expect(withoutRegisteredProperties('.a{color:red}')).toBe('.a{color:red}');
});

it('fails the build when Tailwind writes its fallback differently', () => {
  expect(() => withoutRegisteredProperties('@property --tw-x{syntax:"*";inherits:false}')).toThrow(/fallback/);
});
