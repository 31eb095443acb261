/** Astro's island `<style>` is taken out of a page as it streams, however the chunks split it; other answers pass. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ISLAND_STYLE_ELEMENT, withoutIslandStyle } from '@/server/layout/island-style.ts';

function streamed(chunks: string[], type = 'text/html; charset=utf-8'): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 404, headers: { 'content-type': type, 'content-length': '999', 'x-kept': 'yes' } });
}

describe('withoutIslandStyle', () => {
  it("is Astro's own element", () => {
    const scripts = readFileSync(new URL('../../../../../node_modules/astro/dist/runtime/server/astro-island-styles.js', import.meta.url), 'utf8');
    expect(ISLAND_STYLE_ELEMENT).toBe(`<style>${/ISLAND_STYLES = "([^"]+)"/.exec(scripts)?.[1]}</style>`);
  });

  it('removes the element wherever the chunks split it, and keeps everything else', async () => {
    const page = `<body><p>أهلا</p>${ISLAND_STYLE_ELEMENT}<script>1</script><astro-island></astro-island></body>`;
    for (let split = 0; split <= page.length; split += 7) {
      const answer = withoutIslandStyle(streamed([page.slice(0, split), page.slice(split)]));
      expect(await answer.text()).toBe('<body><p>أهلا</p><script>1</script><astro-island></astro-island></body>');
      expect(answer.status).toBe(404);
      expect(answer.headers.get('x-kept')).toBe('yes');
      expect(answer.headers.get('content-length')).toBeNull();
    }
  });

  it('leaves answers that are not HTML as they are', async () => {
    const json = streamed([ISLAND_STYLE_ELEMENT], 'application/json');
    expect(withoutIslandStyle(json)).toBe(json);
  });
});
