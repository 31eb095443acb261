/** The middleware's Action step (src/server/middleware/answer-action.ts). */
import { describe, expect, it } from 'vitest';
import { answerAction } from '@/server/middleware/answer-action.ts';

const actionRequest = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return { url, request: new Request(url, { method: 'POST' }), session: undefined } as unknown as Parameters<typeof answerAction>[0];
};

describe("an Action's request", () => {
  it("answers an unreadable body 400 in the shopper's language, without running the Action", async () => {
    let ran = false;
    const next = async () => {
      ran = true;
      return new Response('{}');
    };
    const response = await answerAction(actionRequest('/_actions/cart.addItem'), next, { readable: false, locale: null }, 'en');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(ran).toBe(false);
  });

  it("translates zod's refusal of an island's input", async () => {
    const refusal = { type: 'AstroActionInputError', issues: [{ path: ['qty'], message: 'Too big' }] };
    const next = async () => new Response(JSON.stringify(refusal), { status: 400, headers: { 'content-type': 'application/json' } });
    const response = await answerAction(actionRequest('/_actions/cart.addItem'), next, { readable: true, locale: null }, 'ar');
    const body = (await response.json()) as { fields: Record<string, string[]> };
    expect(response.status).toBe(400);
    expect(body.fields.qty?.[0]).not.toBe('Too big');
  });
});
