import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { memoryAllocatorEnv } from '../../../../scripts/lib/memory-allocator.ts';

const folder = mkdtempSync(join(tmpdir(), 'matjar-malloc-'));
const library = join(folder, 'libjemalloc.so.2');
writeFileSync(library, '');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it.runIf(process.platform === 'linux')('preloads the library named by SERVER_MALLOC', () => {
  expect(memoryAllocatorEnv({ SERVER_MALLOC: library })).toEqual({ LD_PRELOAD: library });
});

it('keeps the system allocator when asked, when a preload is already set, or when the library is missing', () => {
  expect(memoryAllocatorEnv({ SERVER_MALLOC: 'system' })).toEqual({});
  expect(memoryAllocatorEnv({ SERVER_MALLOC: library, LD_PRELOAD: '/opt/other.so' })).toEqual({});
  expect(memoryAllocatorEnv({ SERVER_MALLOC: join(folder, 'missing.so') })).toEqual({});
});
