/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are probed by the assertions themselves, so they stay loosely typed */
/**
 * The contact form reaches the store (issue 55): Magento's `contactUs(input: ContactUsInput!)` keeps the message,
 * puts a copy in the development outbox addressed to the store's support address, and an editor reads the messages
 * through the admin REST API (`GET /V1/contact-messages`, what `npm run editor -- messages` prints). Input is
 * bounded and checked; a refusal is Magento's input error, never a 500.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, call, graphql, startAdminBackend, type AdminTestBackend } from '../../helpers/admin-api.ts';

const CONTACT_US = 'mutation($input: ContactUsInput!) { contactUs(input: $input) { status } }';

let backend: AdminTestBackend;
let admin: ReturnType<typeof adminClient>;
beforeAll(async () => {
  backend = await startAdminBackend();
  admin = adminClient(backend.url);
});
afterAll(() => backend.stop());

describe('contactUs', () => {
  it('keeps the message, sends it to the store through the outbox, and shows it to an editor, newest first', async () => {
    const input = { name: 'مريم الكواري', email: 'Maryam@Example.qa', telephone: '+974 5512 3456', comment: 'هل يتوفر آيفون 15 باللون الأزرق؟' };
    const sent = await graphql<{ contactUs: { status: boolean } }>(backend.url, CONTACT_US, { input }, 'ar');
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.contactUs.status).toBe(true);
    await graphql(backend.url, CONTACT_US, { input: { name: 'Noura', email: 'noura@example.qa', comment: 'Second message' } }, 'en');

    const outbox = (await (await fetch(`${backend.url}/__dev/outbox?to=support@matjar.qa`)).json()) as { messages: { body: string }[] };
    expect(outbox.messages[1]?.body).toContain('هل يتوفر آيفون 15 باللون الأزرق؟');
    expect(outbox.messages[1]?.body).toContain('maryam@example.qa');
    expect(outbox.messages[0]?.body).toContain('Second message');

    const listed = await admin<{ items: any[]; total_count: number }>('GET', '/rest/V1/contact-messages');
    expect(listed.status).toBe(200);
    expect(listed.body.total_count).toBe(2);
    expect(listed.body.items[0]).toMatchObject({ name: 'Noura', email: 'noura@example.qa', telephone: null, comment: 'Second message', store_code: 'en' });
    expect(listed.body.items[1]).toMatchObject({ name: 'مريم الكواري', email: 'maryam@example.qa', telephone: '+974 5512 3456', store_code: 'ar' });
    expect(listed.body.items[1].created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    // What an editor reads with `npm run editor -- messages`.
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/editor.ts', 'messages'], { env: { ...process.env, COMMERCE_URL: backend.url } });
    expect(stdout).toContain('2 messages');
    expect(stdout).toContain('مريم الكواري <maryam@example.qa>, +974 5512 3456');
    expect(stdout.indexOf('Second message')).toBeLessThan(stdout.indexOf('هل يتوفر آيفون 15 باللون الأزرق؟'));
  });

  it('keeps the messages from anyone but an editor', async () => {
    expect((await call(backend.url, 'GET', '/rest/V1/contact-messages')).status).toBe(401);
  });

  it('refuses a missing, malformed or overlong field with an input error', async () => {
    const valid = { name: 'Noura', email: 'noura@example.qa', comment: 'Hello' };
    for (const input of [
      { ...valid, name: '' },
      { ...valid, name: 'n'.repeat(101) },
      { ...valid, email: 'not-an-email' },
      { ...valid, comment: '   ' },
      { ...valid, comment: 'c'.repeat(2001) },
      { ...valid, telephone: '1'.repeat(31) },
    ]) {
      const answer = await graphql(backend.url, CONTACT_US, { input });
      expect(answer.data?.contactUs ?? null, JSON.stringify(input).slice(0, 80)).toBeNull();
      expect(answer.errors?.[0]?.extensions?.category, JSON.stringify(input).slice(0, 80)).toBe('graphql-input');
    }
  });
});
