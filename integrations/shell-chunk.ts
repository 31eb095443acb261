/**
 * The client build's chunk of the store shell (src/layouts/shell.client.ts): the shell and every module it imports
 * statically, in one file. Left to the bundler, each module the shell shares with another script (the locale
 * list, the inline-JSON reader, Vite's preload helper…) became a chunk of its own, and a new guest's page made a
 * request for each. The shell runs on every page that runs script, so a script loaded later that needs one of
 * those modules finds it in the shell's file, already loaded.
 */
import { fileURLToPath } from 'node:url';

const SHELL = fileURLToPath(new URL('../src/layouts/shell.client.ts', import.meta.url));
/** StoreLayout's `<script>`, which only imports the shell: in the same file, the page loads one. */
const LAYOUT_SCRIPT = `${fileURLToPath(new URL('../src/layouts/StoreLayout.astro', import.meta.url))}?astro&type=script`;

/** The bundler's few helpers (module namespace objects, CommonJS wrappers): in the shell, not a request of their own. */
const BUNDLER_RUNTIME = '\0rolldown/runtime.js';

type ModuleInfo = { importedIds: readonly string[] };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

let closure: Set<string> | null = null;

/** The shell and what it imports statically, transitively (a dynamic import starts a chunk of its own). */
function shellModules(context: ChunkingContext): Set<string> {
  if (closure) return closure;
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(SHELL);
  closure = found;
  return found;
}

/** A code-splitting group (Rolldown's `output.codeSplitting.groups`) naming the shell's modules `shell`. */
export const shellChunk = {
  name: (id: string, context: ChunkingContext): string | null =>
    id.startsWith(LAYOUT_SCRIPT) || id === BUNDLER_RUNTIME || shellModules(context).has(id) ? 'shell' : null,
};
