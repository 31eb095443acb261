/**
 * Astro writes one `<style>` before the first island of a page, in the body, where HTML allows no `<style>` (the
 * Nu HTML checker's error on every page with an island). Its rule is in global.css instead, and this takes Astro's
 * element out of the page as the page streams. The text is Astro's own (astro/dist/runtime/server/scripts.js);
 * tests/unit/src/server/layout/island-style.test.ts fails when an Astro upgrade changes it.
 */
export const ISLAND_STYLE_ELEMENT = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** Passes text through without `text`, wherever the chunks split it. */
export function removingText(text: string): TransformStream<string, string> {
  let carry = '';
  return new TransformStream<string, string>({
    transform(chunk, controller) {
      const joined = (carry + chunk).replaceAll(text, '');
      // The end that could be the start of the text stays for the next chunk.
      const cut = Math.max(0, joined.length - (text.length - 1));
      carry = joined.slice(cut);
      if (cut > 0) controller.enqueue(joined.slice(0, cut));
    },
    flush(controller) {
      if (carry) controller.enqueue(carry);
    },
  });
}

/** An HTML answer without Astro's island `<style>`; anything else as it is. */
export function withoutIslandStyle(response: Response): Response {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const body = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(removingText(ISLAND_STYLE_ELEMENT)).pipeThrough(new TextEncoderStream());
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
