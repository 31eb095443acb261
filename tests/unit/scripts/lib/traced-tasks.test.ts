import { describe, expect, it } from 'vitest';
import { longestRendererTask } from '../../../../scripts/lib/traced-tasks.ts';

const thread = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name } });
const task = (pid: number, tid: number, ms: number, name = 'ThreadControllerImpl::RunTask') => ({ name, ph: 'X', ts: 1000, dur: ms * 1000, pid, tid });
const framed = (pid: number, tid: number, frame: string) => ({ name: 'EventDispatch', ph: 'X', ts: 1000, dur: 100, pid, tid, args: { data: { frame } } });

describe('longestRendererTask', () => {
  it("is the longest main-thread task of the frames' renderers, the page left and the page shown alike", () => {
    const events = [thread(1, 1, 'CrRendererMain'), thread(2, 7, 'CrRendererMain'), framed(1, 1, 'LEFT'), framed(2, 7, 'SHOWN'), task(1, 1, 38.5), task(2, 7, 61.25), task(2, 7, 12)];
    expect(longestRendererTask(events, ['LEFT', 'SHOWN'])).toBe(61.25);
    expect(longestRendererTask(events, ['LEFT'])).toBe(38.5);
  });

  it('leaves out a renderer of another page (a prerender started meanwhile), the browser, the compositor and the raster workers', () => {
    const events = [
      thread(1, 1, 'CrRendererMain'),
      thread(1, 2, 'Compositor'),
      thread(3, 3, 'CrRendererMain'),
      thread(9, 9, 'CrBrowserMain'),
      framed(1, 1, 'SHOWN'),
      { name: 'Layout', ph: 'X', ts: 1000, dur: 100, pid: 3, tid: 3, args: { beginData: { frame: 'PRERENDER' } } },
      task(1, 1, 20),
      task(1, 2, 90),
      task(3, 3, 550),
      task(9, 9, 120),
      { name: 'Paint', ph: 'X', ts: 1000, dur: 200_000, pid: 1, tid: 1 },
    ];
    expect(longestRendererTask(events, ['SHOWN'])).toBe(20);
  });

  it('reads the older name of a task too; 0 with no task, NaN when no event names the frames', () => {
    expect(longestRendererTask([thread(3, 3, 'CrRendererMain'), framed(3, 3, 'A'), task(3, 3, 55, 'RunTask')], ['A'])).toBe(55);
    expect(longestRendererTask([thread(3, 3, 'CrRendererMain'), framed(3, 3, 'A')], ['A'])).toBe(0);
    expect(longestRendererTask([thread(3, 3, 'CrRendererMain'), task(3, 3, 55)], ['A'])).toBeNaN();
  });
});
