/** A page's own styles: the rules whose classes its markup names, and every rule that names none. */
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { classesInMarkup, criticalStyles, parseStylesheet, requiredClasses } from '@/server/layout/critical-styles.ts';

describe('requiredClasses', () => {
  it('reads escaped Tailwind classes, and not those inside :not(), :is(), :where() or :has()', () => {
    expect(requiredClasses('.lg\\:flex')).toEqual(['lg:flex']);
    expect(requiredClasses('.w-1\\/2')).toEqual(['w-1/2']);
    expect(requiredClasses('.\\[overflow-wrap\\:anywhere\\]')).toEqual(['[overflow-wrap:anywhere]']);
    expect(requiredClasses('.group-hover\\:underline:is(:where(.group):hover *)')).toEqual(['group-hover:underline']);
    expect(requiredClasses('.space-y-1>:not(:last-child)')).toEqual(['space-y-1']);
    expect(requiredClasses('.card .name:hover')).toEqual(['card', 'name']);
    expect(requiredClasses('[dir=rtl] a, body')).toEqual([]);
  });
});

describe('classesInMarkup', () => {
  it('reads every class attribute, entities decoded, wherever it is', () => {
    const html =
      '<body class="flex  font-arabic"><a class="[&amp;::-webkit-details-marker]:hidden">x</a>' +
      '<noscript><p class="later"></p></noscript><template><b class="in-template"></b></template><p data-class="no"></p></body>';
    expect([...classesInMarkup(html)].sort()).toEqual(['[&::-webkit-details-marker]:hidden', 'flex', 'font-arabic', 'in-template', 'later'].sort());
  });
});

describe('criticalStyles', () => {
  const stylesheet = parseStylesheet(
    '@layer theme,base,utilities;' +
      "@font-face{font-family:X;src:url(x.woff2)}" +
      '@layer base{*,:after{box-sizing:border-box}body{margin:0}}' +
      '@layer utilities{.flex{display:flex}.grid{display:grid}.lg\\:flex{}@media (min-width:64rem){.lg\\:flex{display:flex}.lg\\:grid{display:grid}}' +
      '.hover\\:underline:hover{text-decoration:underline}.a .b,.c{color:red}}' +
      '@keyframes spin{to{rotate:1turn}}',
  );

  it('keeps the rules the classes can use, and those that need no class', () => {
    const css = criticalStyles(stylesheet, new Set(['flex', 'lg:flex', 'hover:underline', 'b']));
    expect(css).toBe(
      '@layer theme,base,utilities;@font-face{font-family:X;src:url(x.woff2)}@layer base{*,:after{box-sizing:border-box}body{margin:0}}' +
        '@layer utilities{.flex{display:flex}.lg\\:flex{}@media (min-width:64rem){.lg\\:flex{display:flex}}' +
        '.hover\\:underline:hover{text-decoration:underline}}@keyframes spin{to{rotate:1turn}}',
    );
  });

  it('keeps only the selectors of a list that apply, and drops at-rules left empty', () => {
    expect(criticalStyles(stylesheet, new Set(['a', 'b', 'c']))).toContain('.a .b,.c{color:red}');
    expect(criticalStyles(stylesheet, new Set(['c']))).toContain('.c{color:red}');
    expect(criticalStyles(stylesheet, new Set(['flex']))).not.toContain('@media');
  });

  it('leaves the parsed stylesheet whole for the next page', () => {
    criticalStyles(stylesheet, new Set());
    expect(criticalStyles(stylesheet, new Set(['grid']))).toContain('.grid{display:grid}');
  });

  it('keeps exactly the selectors whose classes the page has, in every kind of block, and nothing else', () => {
    // As Tailwind writes it: its banner comment, then a newline before the first block.
    const css =
      '/*! tailwindcss */\n@layer a{:root{--x:1}.p,.q .r{color:red}.s:not(.t){color:blue}}@layer a,b;' +
      '@layer b{@media (width>=40rem){.u{display:flex}.v>.w{gap:0}}@supports (display:grid){@media print{.x{display:grid}}}}' +
      '.y:hover,.z::after,[dir=rtl] .y{content:""}@keyframes k{0%{opacity:0}to{opacity:1}}@font-face{font-family:F;src:url(f.woff2)}';
    const all = (text: string) => {
      const selectors: string[] = [];
      postcss.parse(text).walkRules((rule) => {
        selectors.push(...rule.selectors);
      });
      return selectors;
    };
    for (const classes of [[], ['p'], ['q', 'r', 's', 'u'], ['v', 'w', 'x', 'y'], ['p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z']]) {
      const page = new Set(classes);
      const cut = criticalStyles(parseStylesheet(css), page);
      expect(() => postcss.parse(cut)).not.toThrow();
      expect(all(cut), classes.join()).toEqual(all(css).filter((selector) => requiredClasses(selector).every((name) => page.has(name))));
      expect(cut).toContain('@font-face{font-family:F;src:url(f.woff2)}');
      expect(cut.startsWith('/*! tailwindcss */\n@layer a{:root{--x:1}')).toBe(true);
      expect(cut).toContain('@layer a,b;');
    }
  });
});
