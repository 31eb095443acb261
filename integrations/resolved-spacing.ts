/**
 * Tailwind's spacing as lengths. Tailwind 4 writes every spacing utility as a multiple of its `--spacing` step
 * (`.mt-4{margin-top:calc(var(--spacing) * 4)}`); the store never changes the step, so this plugin writes the
 * length itself (`.mt-4{margin-top:1rem}`). The rules mean the same, and a catalogue page, which carries its rules
 * inline (src/server/layout/critical-styles.ts), is about 1.7 KB lighter: a hundred-odd spacing utilities a page
 * (issue 53).
 *
 * The step is read from the stylesheet's own `--spacing` declaration; a stylesheet without one, or one that sets it
 * more than once, is left as it is.
 */
import type { Plugin } from 'vite';
import { cssTransform } from './css-transform.ts';

const STEP = /--spacing:\s*([\d.]+)rem\s*[;}]/g;
const MULTIPLE = /calc\(var\(--spacing\)\s*\*\s*(-?[\d.]+)\)/g;
const SINGLE = /var\(--spacing\)/g;

/** A length as CSS writes it shortest: `.625rem`, `-.125rem`, `0`. */
function rem(value: number): string {
  if (value === 0) return '0';
  return `${Number(value.toFixed(4))}rem`.replace(/^(-?)0\./, '$1.');
}

export function withResolvedSpacing(css: string): string {
  const steps = [...css.matchAll(STEP)].map((match) => Number(match[1]));
  if (steps.length !== 1 || !Number.isFinite(steps[0])) return css;
  const step = steps[0]!;
  return css.replace(MULTIPLE, (_, factor: string) => rem(step * Number(factor))).replace(SINGLE, rem(step));
}

export function resolvedSpacing(): Plugin {
  return cssTransform('matjar:resolved-spacing', (css) => css.includes('var(--spacing)'), withResolvedSpacing);
}
