/** Names (spec §5): the account forms' field rule, the full-name split and join. */
import { describe, expect, it } from 'vitest';
import { joinFullName, nameProblem, NAME_PART_MAX_LENGTH, splitFullName } from '@/domain/names.ts';

describe('name rule: letters of any script, hyphens and apostrophes', () => {
  it.each(['Ali', 'محمد', 'آل ثاني', "O'Brien", 'O’Brien', 'Al-Thani', 'José', 'Zoë Anne'])('accepts %s', (name) => {
    expect(nameProblem(name)).toBeNull();
  });

  it('ignores surrounding spaces', () => {
    expect(nameProblem('  Sara  ')).toBeNull();
  });

  it.each(['Ali2', 'a_b', 'Sara!', '<b>x</b>', '-Ali', "Ali'", 'Ali--Hassan', 'Ali  Hassan', 'R2-D2', '😀'])('refuses %s', (name) => {
    expect(nameProblem(name)).toBe('invalidName');
  });

  it('requires a name', () => {
    expect(nameProblem('')).toBe('required');
    expect(nameProblem('   ')).toBe('required');
  });

  it('bounds the length', () => {
    expect(nameProblem('a'.repeat(NAME_PART_MAX_LENGTH))).toBeNull();
    expect(nameProblem('a'.repeat(NAME_PART_MAX_LENGTH + 1))).toBe('invalidName');
  });
});

describe('full-name split', () => {
  it('splits at the first space', () => {
    expect(splitFullName('Ali Hassan Al-Thani')).toEqual({ firstname: 'Ali', lastname: 'Hassan Al-Thani' });
    expect(splitFullName('  محمد   العلي ')).toEqual({ firstname: 'محمد', lastname: 'العلي' });
  });

  it('uses "-" for missing parts', () => {
    expect(splitFullName('Ali')).toEqual({ firstname: 'Ali', lastname: '-' });
    expect(splitFullName('   ')).toEqual({ firstname: '-', lastname: '-' });
  });

  it('joins back without placeholders', () => {
    expect(joinFullName({ firstname: 'Ali', lastname: '-' })).toBe('Ali');
    expect(joinFullName({ firstname: 'Ali', lastname: 'Hassan' })).toBe('Ali Hassan');
  });
});
