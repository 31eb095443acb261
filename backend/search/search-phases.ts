/**
 * Where a search spends its time, phase by phase, for whoever asks (`npm run bench:search` prints the slowest
 * queries with theirs). Nothing is measured unless `recordSearchPhases` runs the search: a search is synchronous,
 * so the phases it passes through while recording are its own. A phase inside another (typo expansion inside
 * analyze, the match that checks a "did you mean" correction) counts for the inner one only, so the phases add up
 * to the time they cover.
 */
import { performance } from 'node:perf_hooks';

export type SearchPhase =
  /** The keyword's words, synonyms and prefixes as an index query (typo expansion apart). */
  | 'analyze'
  /** Index words a few edits away from a word the index does not hold. */
  | 'typo expansion'
  /** The index's matches with their bm25 scores. */
  | 'match'
  /** Closeness ranking of the best matches, then the order of all. */
  | 'rank'
  /** The matches that are sellable: their count and the page asked for. */
  | 'page'
  /** Price, category and brand facets over every match. */
  | 'aggregate'
  /** The corrected keyword of a search that found nothing. */
  | 'did you mean';

/** Milliseconds spent in each phase, in the order first entered. */
export type SearchPhaseTimes = Map<SearchPhase, number>;

interface OpenPhase {
  phase: SearchPhase;
  start: number;
  /** Time spent in phases inside this one, not counted for it. */
  inner: number;
}

let recording: { times: SearchPhaseTimes; open: OpenPhase[] } | null = null;

/** Runs `work` as `phase` of the search being recorded; just runs it when none is. */
export function searchPhase<T>(phase: SearchPhase, work: () => T): T {
  const current = recording;
  if (current === null) return work();
  const open: OpenPhase = { phase, start: performance.now(), inner: 0 };
  current.open.push(open);
  try {
    return work();
  } finally {
    current.open.pop();
    const elapsed = performance.now() - open.start;
    current.times.set(phase, (current.times.get(phase) ?? 0) + elapsed - open.inner);
    const outer = current.open.at(-1);
    if (outer) outer.inner += elapsed;
  }
}

/** Runs a search (`work`) and answers its result with the time it spent in each phase. */
export function recordSearchPhases<T>(work: () => T): { result: T; phases: SearchPhaseTimes } {
  if (recording !== null) throw new Error('search phases are already being recorded');
  const times: SearchPhaseTimes = new Map();
  recording = { times, open: [] };
  try {
    return { result: work(), phases: times };
  } finally {
    recording = null;
  }
}
