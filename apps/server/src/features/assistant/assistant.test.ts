import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantConversations, assistantMessages } from '../../db/schema/assistant.ts';
import { events } from '../../db/schema/events.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newCustomer, newGuest } from '../../test/checkout-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const eventsFor = (type: string, conversationId: number) =>
  t.db
    .select()
    .from(events)
    .where(and(eq(events.type, type), sql`(${events.payload}->>'conversationId')::int = ${conversationId}`));

const ask = (cookies: Record<string, string>, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/assistant/messages', cookies, payload, headers });

describe('asking the assistant', () => {
  it('answers chest pain with sweating as an emergency, 112 first, and keeps both messages', async () => {
    const customer = await newCustomer(t);
    const res = await ask(customer.cookies, { text: 'chest pain and sweating', language: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const reply = res.json();
    expect(reply.answer).toMatchObject({
      role: 'assistant',
      triageLevel: 'emergency',
      redFlags: ['chest-pain'],
      helplines: ['112', '108'],
      specialty: 'cardiology',
      products: [],
      answeredBy: 'engine',
    });
    expect(reply.answer.reasons[0]).toMatchObject({ code: 'chest-pain', matched: ['chest pain', 'sweating'] });
    expect(reply.answer.sources[0]).toMatchObject({ kind: 'knowledge', id: 'heart-attack' });
    const rows = await t.db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.conversationId, reply.conversationId));
    expect(rows.map((r) => [r.role, r.triageLevel])).toEqual([
      ['user', null],
      ['assistant', 'emergency'],
    ]);
    const [conversation] = await t.db
      .select()
      .from(assistantConversations)
      .where(eq(assistantConversations.id, reply.conversationId));
    expect(conversation).toMatchObject({ userId: customer.id, guestId: null, title: 'chest pain and sweating' });
    const published = await eventsFor('assistant.emergency-answered', reply.conversationId);
    expect(published.map((e) => e.payload)).toEqual([
      { conversationId: reply.conversationId, messageId: reply.answer.id },
    ]);
  });

  it('answers Hindi in Hindi and sends suicidal thoughts to Tele-MANAS 14416 and 112', async () => {
    const guest = await newGuest(t);
    const hindi = await ask(guest.cookies, { text: 'सीने में दर्द और पसीना', language: 'hi' });
    expect(hindi.json().answer).toMatchObject({
      triageLevel: 'emergency',
      helplines: ['112', '108'],
      detectedLanguage: 'hi',
    });
    expect(hindi.json().answer.passages[0].title).toBe('दिल के दौरे के लक्षण');
    const suicidal = await ask(guest.cookies, { text: 'I want to end my life', language: 'en' });
    expect(suicidal.json().answer).toMatchObject({
      triageLevel: 'emergency',
      helplines: ['14416', '112'],
      specialty: 'psychiatry',
    });
  });

  it('suggests OTC products only at self-care, never a prescription-only one, with a leaflet as a source', async () => {
    const guest = await newGuest(t);
    const selfCare = await ask(guest.cookies, { text: 'mild fever and body ache since morning', language: 'en' });
    const answer = selfCare.json().answer;
    expect(answer.triageLevel).toBe('self-care');
    expect(answer.products.length).toBeGreaterThan(0);
    for (const product of answer.products) {
      const detail = await t.app.inject({ method: 'GET', url: `/api/products/${product.productId}` });
      expect(detail.json().prescriptionRequired, product.name).toBe(false);
    }
    expect(answer.sources.some((s: { kind: string }) => s.kind === 'leaflet')).toBe(true);
    // Acidity's knowledge lists pantoprazole, which needs a prescription: the server leaves it out.
    const pantoprazole = await t.app.catalog.searchMedicines('pantoprazole');
    expect(pantoprazole.results.length).toBeGreaterThan(0);
    expect(pantoprazole.results.every((r) => r.prescriptionRequired)).toBe(true);
    const acidity = (await ask(guest.cookies, { text: 'acidity after dinner', language: 'en' })).json().answer;
    expect(acidity.triageLevel).toBe('self-care');
    for (const product of acidity.products) {
      const detail = (await t.app.inject({ method: 'GET', url: `/api/products/${product.productId}` })).json();
      expect(detail.prescriptionRequired, detail.name).toBe(false);
      expect(detail.saltComposition.toLowerCase()).not.toContain('pantoprazole');
    }
    // Above self-care: no products at all.
    const consult = (await ask(guest.cookies, { text: 'fever for 4 days', language: 'en' })).json().answer;
    expect(consult).toMatchObject({ triageLevel: 'doctor-24h', products: [], specialty: 'general-physician' });
  });
});

describe('conversations', () => {
  it('are kept per owner, continued, listed, readable only by the owner and deletable', async () => {
    const owner = await newCustomer(t);
    const stranger = await newCustomer(t);
    const first = (await ask(owner.cookies, { text: 'sore throat since yesterday', language: 'en' })).json();
    const second = await ask(owner.cookies, {
      text: 'and now a runny nose',
      conversationId: first.conversationId,
      language: 'en',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().conversationId).toBe(first.conversationId);

    const list = await t.app.inject({ method: 'GET', url: '/api/assistant/conversations', cookies: owner.cookies });
    expect(list.json().map((c: { id: number }) => c.id)).toContain(first.conversationId);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/assistant/conversations/${first.conversationId}`,
      cookies: owner.cookies,
    });
    expect(read.json().messages).toHaveLength(4);
    expect(read.json().messages[1].passages.length).toBeGreaterThan(0);

    // Someone else: 404 to read, to continue and to delete.
    const url = `/api/assistant/conversations/${first.conversationId}`;
    expect((await t.app.inject({ method: 'GET', url, cookies: stranger.cookies })).statusCode).toBe(404);
    expect((await ask(stranger.cookies, { text: 'hello', conversationId: first.conversationId })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, cookies: stranger.cookies })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/assistant/conversations' })).json()).toEqual([]);

    const deleted = await t.app.inject({ method: 'DELETE', url, cookies: owner.cookies });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, cookies: owner.cookies })).statusCode).toBe(404);
    expect(
      await t.db.select().from(assistantMessages).where(eq(assistantMessages.conversationId, first.conversationId)),
    ).toEqual([]);
    expect(await eventsFor('assistant.conversation-deleted', first.conversationId)).toHaveLength(1);
    expect(await eventsFor('assistant.emergency-answered', first.conversationId)).toHaveLength(0);
  });

  it('gives a guest without a cookie one, and a guest conversation joins the account at sign-in', async () => {
    const res = await ask({}, { text: 'headache', language: 'en' });
    expect(res.statusCode).toBe(201);
    expect(res.cookies.some((c) => c.name === 'aushadh_guest')).toBe(true);

    const guest = await newGuest(t);
    const asked = (await ask(guest.cookies, { text: 'gas and bloating', language: 'en' })).json();
    const customer = await newCustomer(t);
    await t.app.assistant.joinGuest(customer.id, guest.guestId);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/assistant/conversations/${asked.conversationId}`,
      cookies: customer.cookies,
    });
    expect(read.statusCode).toBe(200);
    const all = await t.app.inject({
      method: 'DELETE',
      url: '/api/assistant/conversations',
      cookies: customer.cookies,
    });
    expect(all.json()).toEqual({ deleted: 1 });
  });
});

describe('bad input', () => {
  it('answers 400 with a code for garbage, never 5xx', async () => {
    const guest = await newGuest(t);
    const bodies: unknown[] = [
      {},
      { text: '' },
      { text: '   ' },
      { text: 'a\u0000b' },
      { text: 'x'.repeat(1001) },
      { text: 42 },
      { text: ['chest pain'] },
      { text: 'ok', conversationId: 'abc' },
      { text: 'ok', conversationId: -1 },
      { text: 'ok', language: 'english' },
    ];
    for (const payload of bodies) {
      const res = await ask(guest.cookies, payload as object);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code, res.body).toBeTruthy();
    }
    const unknown = await ask(guest.cookies, { text: 'ok', conversationId: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    for (const id of ['abc', '0', '-5', '99999999999', '1.5']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/assistant/conversations/${id}`,
        cookies: guest.cookies,
      });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
  });

  it('rate limits a flood of questions from one guest', async () => {
    const guest = await newGuest(t);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await ask(guest.cookies, { text: `cold ${i}`, language: 'en' })).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });
});
