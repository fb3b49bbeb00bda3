import { chatConversationSchema } from '@aushadh/shared/chat/schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, clientId, frames, openSocket, person } from '../../test/chat-helpers.ts';

// Two instances behind a load balancer on one database: the customer's socket is on A, the pharmacist's on B.
// On PostgreSQL the fan-out crosses connections through LISTEN/NOTIFY; on PGlite (one process) the two
// instances share the handle and its in-process notifications, so the same path runs in every suite.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildSecondInstance(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe(`chat across two instances (${process.env.TEST_DB_DRIVER ?? 'pglite'})`, () => {
  it('each instance delivers the other one’s messages, typing and read marks to its sockets', async () => {
    const customer = await person(a, 'customer', 'Shalini Bose');
    const pharmacist = await person(a, 'pharmacy', 'Imran Qureshi');
    const started = await call(a, customer, {
      method: 'POST',
      url: '/api/chat/conversations',
      payload: { with: 'pharmacist' },
    });
    const conversation = chatConversationSchema.parse(started.json());

    const [onA, onB] = await Promise.all([openSocket(a, customer), openSocket(b, pharmacist)]);
    const [fa, fb] = [frames(onA), frames(onB)];

    // Queued: every pharmacist hears it, here the one connected to the other instance.
    const first = clientId();
    onA.send(
      JSON.stringify({
        type: 'send',
        conversationId: conversation.id,
        clientId: first,
        body: 'Is Pan 40 before food?',
      }),
    );
    const heard = await fb.next('message', (f) => f.message.clientId === first);
    expect(heard.message).toMatchObject({ body: 'Is Pan 40 before food?', side: 'customer' });

    // B's pharmacist answers (and so takes it): A's customer hears the take and the answer.
    const second = clientId();
    onB.send(
      JSON.stringify({
        type: 'send',
        conversationId: conversation.id,
        clientId: second,
        body: 'Yes, 30 minutes before breakfast.',
      }),
    );
    const answer = await fa.next('message', (f) => f.message.clientId === second);
    expect(answer.message).toMatchObject({ side: 'staff', senderName: 'Imran Qureshi' });
    await fa.next('conversation', (f) => f.conversationId === conversation.id);

    onB.send(JSON.stringify({ type: 'typing', conversationId: conversation.id }));
    expect(await fa.next('typing')).toMatchObject({ side: 'staff' });
    onA.send(JSON.stringify({ type: 'read', conversationId: conversation.id, upToId: answer.message.id }));
    await fb.next('marks', (f) => f.marks.customerReadId === answer.message.id);

    // A message sent over HTTP on B reaches the socket on A too.
    const third = await call(b, pharmacist, {
      method: 'POST',
      url: `/api/chat/conversations/${conversation.id}/messages`,
      payload: { clientId: clientId(), body: 'ध'.repeat(2000) },
    });
    expect(third.statusCode).toBe(201);
    // 2,000 Devanagari letters are 6 KB of UTF-8: this one travels by id and is read back on A.
    expect((await fa.next('message', (f) => f.message.id === third.json().id)).message.body).toHaveLength(2000);
    onA.terminate();
    onB.terminate();
  });
});
