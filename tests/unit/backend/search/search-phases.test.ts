import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordSearchPhases, searchPhase } from '../../../../backend/search/search-phases.ts';

/** A clock the test moves: each phase below spends exactly the milliseconds it says. */
let clock = 0;
const spend = (milliseconds: number) => {
  clock += milliseconds;
};

afterEach(() => vi.restoreAllMocks());

describe('search phases', () => {
  it('counts a phase inside another for the inner one only, and adds up repeated phases', () => {
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const { result, phases } = recordSearchPhases(() => {
      const found = searchPhase('analyze', () => {
        spend(2);
        searchPhase('typo expansion', () => spend(5));
        return 'plan';
      });
      searchPhase('match', () => spend(3));
      searchPhase('match', () => spend(4));
      return found;
    });
    expect(result).toBe('plan');
    expect([...phases]).toEqual([['typo expansion', 5], ['analyze', 2], ['match', 7]]);
  });

  it('measures nothing when no search is being recorded', () => {
    const now = vi.spyOn(performance, 'now');
    expect(searchPhase('rank', () => 42)).toBe(42);
    expect(now).not.toHaveBeenCalled();
  });

  it('stops recording when the search throws', () => {
    expect(() => recordSearchPhases(() => searchPhase('match', () => {
      throw new Error('broken index');
    }))).toThrow('broken index');
    expect(recordSearchPhases(() => 1).phases.size).toBe(0);
  });
});
