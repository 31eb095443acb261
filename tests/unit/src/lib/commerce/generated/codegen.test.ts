/**
 * The committed operation types (src/lib/commerce/generated/) are what the generator makes now from the two SDLs
 * and the documents in src/lib/commerce/operations/: a changed SDL or document without `npm run generate:graphql`
 * fails here, and `astro check` then holds every caller, mapper and zod check to the new types.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config, { GENERATED_DIR } from '../../../../../../codegen.ts';

const root = resolve(import.meta.dirname, '../../../../../..');

describe('generated GraphQL types', () => {
  it('match what the generator makes from the SDLs and the operations', { timeout: 90_000 }, async () => {
    const outputs: { filename: string; content: string }[] = await generate({ ...config, cwd: root, silent: true }, false);
    const generated = new Map(outputs.map((output) => [resolve(root, output.filename), output.content]));
    const committed = readdirSync(resolve(root, GENERATED_DIR)).map((name) => resolve(root, GENERATED_DIR, name));

    expect([...generated.keys()].sort()).toEqual(committed.sort());
    for (const [path, content] of generated) {
      expect(readFileSync(path, 'utf8'), `${path} is stale: run npm run generate:graphql`).toBe(content);
    }
  });
});
