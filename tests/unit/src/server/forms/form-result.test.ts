/**
 * A form posted without JavaScript: the Action runs, its result waits in the session, the post answers 303 to the
 * page's GET, and that GET (and only that one) hands the result and the typed fields to the page, once.
 */
import { describe, expect, it, vi } from 'vitest';

const results: { name: string; payload: unknown }[] = [];
let handlerResult: { data?: unknown; error?: unknown } = { data: { ok: true } };

vi.mock('astro:actions', () => ({
  getActionContext: (context: { request: Request; url: URL }) => {
    const name = context.url.searchParams.get('_action');
    return {
      action: name && context.request.method === 'POST' ? { calledFrom: 'form', name, handler: async () => handlerResult } : undefined,
      setActionResult: (actionName: string, payload: unknown) => results.push({ name: actionName, payload }),
      serializeActionResult: (result: { data?: unknown; error?: { status: number } }) =>
        result.error
          ? { type: 'error', status: result.error.status, contentType: 'application/json', body: JSON.stringify(result.error) }
          : { type: 'data', status: 200, contentType: 'application/json+devalue', body: JSON.stringify(result.data) },
    };
  },
}));

const { answerFormAction, postedFields, resultLocation, showsFormResult } = await import('@/server/forms/form-result.ts');

/** A session kept in memory across the post and the GET, as Astro's is across requests. */
function memorySession() {
  const data = new Map<string, unknown>();
  return {
    set: (key: string, value: unknown) => data.set(key, structuredClone(value)),
    get: async (key: string) => data.get(key),
    delete: (key: string) => data.delete(key),
  };
}

function post(path: string, fields: Record<string, string>, session: ReturnType<typeof memorySession>) {
  const url = new URL(path, 'http://shop.test');
  const body = new URLSearchParams(fields).toString();
  const headers = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) };
  const request = new Request(url, { method: 'POST', body, headers });
  return answerFormAction({ request, url, session } as never);
}

async function get(location: string, session: ReturnType<typeof memorySession>) {
  const url = new URL(location, 'http://shop.test');
  const request = new Request(url);
  expect(await answerFormAction({ request, url, session } as never)).toBeNull();
  return request;
}

describe('a form posted to an Action', () => {
  it('answers 303 to the same page without the Action, and that GET shows the result and the fields once', async () => {
    const session = memorySession();
    results.length = 0;
    handlerResult = { error: { status: 400, code: 'BAD_REQUEST' } };
    const answer = await post('/en/contact?x=1&_action=engagement.contact', { locale: 'en', name: 'Noura', message: 'Hello' }, session);
    expect(answer?.status).toBe(303);
    expect(answer?.headers.get('cache-control')).toBe('no-store');
    const location = answer?.headers.get('location') ?? '';
    expect(location).toMatch(/^\/en\/contact\?x=1&_result=[\w-]+$/);

    const page = await get(location, session);
    expect(showsFormResult(page)).toBe(true);
    expect(postedFields(page).get('name')).toBe('Noura');
    expect(results).toEqual([{ name: 'engagement.contact', payload: expect.objectContaining({ type: 'error', status: 400 }) }]);

    // A reload, a step back: the result was shown once; the page is the plain page.
    const again = await get(location, session);
    expect(showsFormResult(again)).toBe(false);
    expect(results).toHaveLength(1);
  });

  it('never shows a result on another page, or under another id', async () => {
    const session = memorySession();
    results.length = 0;
    handlerResult = { data: { ok: true } };
    const location = (await post('/en/cart?_action=cart.addItem', { locale: 'en', sku: 'A', qty: '1' }, session))?.headers.get('location') ?? '';
    expect(showsFormResult(await get(location.replace('/en/cart', '/en/checkout'), session))).toBe(false);
    expect(showsFormResult(await get('/en/cart?_result=someone-else', session))).toBe(false);
    expect(results).toHaveLength(0);
    expect(showsFormResult(await get(location, session))).toBe(true);
  });

  it('keeps nothing of a body larger than a form of ours', async () => {
    const session = memorySession();
    handlerResult = { error: { status: 413, code: 'CONTENT_TOO_LARGE' } };
    const location = (await post('/en/contact?_action=engagement.contact', { message: 'x'.repeat(70_000) }, session))?.headers.get('location') ?? '';
    const page = await get(location, session);
    expect(showsFormResult(page)).toBe(true);
    expect(postedFields(page).size).toBe(0);
  });

  it('leaves Actions called by islands and plain pages alone', async () => {
    const session = memorySession();
    const url = new URL('http://shop.test/en/cart');
    expect(await answerFormAction({ request: new Request(url), url, session } as never)).toBeNull();
    expect(resultLocation(new URL('http://shop.test/ar/cart?_action=cart.addItem&_result=old'), 'new')).toBe('/ar/cart?_result=new');
  });
});
