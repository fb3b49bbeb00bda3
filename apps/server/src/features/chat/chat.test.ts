import { chatConversationSchema, chatHistorySchema, chatMessageSchema } from '@aushadh/shared/chat/schemas.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, clientId, frames, openSocket, person, type Person } from '../../test/chat-helpers.ts';
import { booking, firstFreeSlot, newDoctor } from '../../test/doctor-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

async function startWithPharmacist(customer: Person) {
  const res = await call(t, customer, {
    method: 'POST',
    url: '/api/chat/conversations',
    payload: { with: 'pharmacist' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return chatConversationSchema.parse(res.json());
}

const send = (who: Person, conversationId: number, body: string, id = clientId()) =>
  call(t, who, {
    method: 'POST',
    url: `/api/chat/conversations/${conversationId}/messages`,
    payload: { clientId: id, body },
  });

describe('conversations with the pharmacist desk', () => {
  it('a customer starts one (once), a pharmacist sees it queued, takes it, and then only they read it', async () => {
    const customer = await person(t, 'customer', 'Ananya Rao');
    const pharmacist = await person(t, 'pharmacy', 'Ramesh Kulkarni');
    const other = await person(t, 'pharmacy', 'Farah Siddiqui');
    const conversation = await startWithPharmacist(customer);
    expect(conversation).toMatchObject({ kind: 'pharmacist', mySide: 'customer', assigneeName: null, unread: 0 });
    // Asking again reopens the same conversation.
    const again = await call(t, customer, {
      method: 'POST',
      url: '/api/chat/conversations',
      payload: { with: 'pharmacist' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(conversation.id);

    expect((await send(customer, conversation.id, 'Is Dolo 650 safe with Azithral 500?')).statusCode).toBe(201);
    const queue = (await call(t, other, { method: 'GET', url: '/api/chat/conversations' })).json();
    expect(queue.find((c: { id: number }) => c.id === conversation.id)).toMatchObject({
      unread: 1,
      assigneeName: null,
    });

    const taken = await call(t, pharmacist, { method: 'POST', url: `/api/chat/conversations/${conversation.id}/take` });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ assigneeName: 'Ramesh Kulkarni', assignedToMe: true });

    // The other pharmacist: taken by someone else (409 on take), and no longer readable (404).
    const late = await call(t, other, { method: 'POST', url: `/api/chat/conversations/${conversation.id}/take` });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CHAT_ALREADY_TAKEN');
    const peek = await call(t, other, { method: 'GET', url: `/api/chat/conversations/${conversation.id}` });
    expect(peek.statusCode).toBe(404);
    expect((await send(other, conversation.id, 'Hello')).statusCode).toBe(404);

    const reply = await send(pharmacist, conversation.id, 'Yes, they can be taken together. Take Dolo after food.');
    expect(reply.statusCode).toBe(201);
    const history = chatHistorySchema.parse(
      (await call(t, customer, { method: 'GET', url: `/api/chat/conversations/${conversation.id}` })).json(),
    );
    expect(history.messages.map((m) => [m.side, m.senderName])).toEqual([
      ['customer', 'Ananya Rao'],
      ['staff', 'Ramesh Kulkarni'],
    ]);
    expect(history.conversation.unread).toBe(1);
  });

  it('a pharmacist who answers a queued conversation takes it', async () => {
    const customer = await person(t, 'customer', 'Vikram Singh');
    const pharmacist = await person(t, 'pharmacy', 'Lakshmi Menon');
    const conversation = await startWithPharmacist(customer);
    expect((await send(pharmacist, conversation.id, 'Namaste, how can I help?')).statusCode).toBe(201);
    const view = (await call(t, customer, { method: 'GET', url: '/api/chat/conversations' })).json();
    expect(view.find((c: { id: number }) => c.id === conversation.id).assigneeName).toBe('Lakshmi Menon');
  });

  it('the pharmacist who took a conversation hands it back; the desk can take it again; nobody else can release it', async () => {
    const customer = await person(t, 'customer', 'Kavya Reddy');
    const first = await person(t, 'pharmacy', 'Suresh Pillai');
    const second = await person(t, 'pharmacy', 'Neha Kapoor');
    const conversation = await startWithPharmacist(customer);
    const release = (who: Person) =>
      call(t, who, { method: 'POST', url: `/api/chat/conversations/${conversation.id}/release` });
    expect((await release(first)).statusCode).toBe(404); // queued: nobody's to hand back
    await call(t, first, { method: 'POST', url: `/api/chat/conversations/${conversation.id}/take` });
    await send(first, conversation.id, 'Let me check with a colleague.');
    // Another pharmacist, the customer, and the one who has it once it is back in the queue: refused.
    expect((await release(second)).statusCode).toBe(404);
    expect((await release(customer)).statusCode).toBe(403);
    const back = await release(first);
    expect(back.statusCode).toBe(200);
    expect(chatConversationSchema.parse(back.json())).toMatchObject({ assigneeName: null, assignedToMe: false });
    expect((await release(first)).statusCode).toBe(404);
    // Back in everyone's queue with its history; the next pharmacist takes it and reads what was said.
    const queue = (await call(t, second, { method: 'GET', url: '/api/chat/conversations' })).json();
    expect(queue.map((c: { id: number }) => c.id)).toContain(conversation.id);
    expect(
      (await call(t, second, { method: 'POST', url: `/api/chat/conversations/${conversation.id}/take` })).statusCode,
    ).toBe(200);
    const history = chatHistorySchema.parse(
      (await call(t, second, { method: 'GET', url: `/api/chat/conversations/${conversation.id}` })).json(),
    );
    expect(history.messages.map((m) => m.body)).toContain('Let me check with a colleague.');
  });

  it('read marks, unread badge and a resend stored once', async () => {
    const customer = await person(t, 'customer', 'Meera Joshi');
    const pharmacist = await person(t, 'pharmacy', 'Arjun Nair');
    const conversation = await startWithPharmacist(customer);
    await call(t, pharmacist, { method: 'POST', url: `/api/chat/conversations/${conversation.id}/take` });
    const id = clientId();
    const first = await send(pharmacist, conversation.id, 'Your order AUS-1042 is packed.', id);
    const resend = await send(pharmacist, conversation.id, 'Your order AUS-1042 is packed.', id);
    expect(resend.json().id).toBe(first.json().id);
    await send(pharmacist, conversation.id, 'It will reach you by 6 pm.');
    const unread = (await call(t, customer, { method: 'GET', url: '/api/chat/unread' })).json();
    expect(unread.count).toBe(2);

    const lastId = chatMessageSchema.parse(
      (await send(pharmacist, conversation.id, 'Keep the delivery code ready.')).json(),
    ).id;
    const read = await call(t, customer, {
      method: 'POST',
      url: `/api/chat/conversations/${conversation.id}/read`,
      payload: { upToId: lastId + 1000 },
    });
    expect(read.statusCode).toBe(204);
    expect((await call(t, customer, { method: 'GET', url: '/api/chat/unread' })).json().count).toBe(0);
    const marks = (
      await call(t, pharmacist, { method: 'GET', url: `/api/chat/conversations/${conversation.id}` })
    ).json().conversation.marks;
    // Never past the newest message, and read means delivered.
    expect(marks).toMatchObject({ customerReadId: lastId, customerDeliveredId: lastId });
  });
});

describe('conversations with a doctor', () => {
  it('only with a doctor the customer consulted; the doctor sees their own patients only', async () => {
    const doctor = await newDoctor(t);
    const otherDoctor = await newDoctor(t);
    const customer = await person(t, 'customer', 'Asha Verma');
    const refused = await call(t, customer, {
      method: 'POST',
      url: '/api/chat/conversations',
      payload: { with: 'doctor', doctorId: doctor.doctor.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CHAT_DOCTOR_NOT_CONSULTED');

    const startsAt = await firstFreeSlot(t, doctor.doctor.id);
    const booked = await call(t, customer, {
      method: 'POST',
      url: `/api/doctors/${doctor.doctor.id}/appointments`,
      payload: booking(startsAt),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const contacts = (await call(t, customer, { method: 'GET', url: '/api/chat/contacts' })).json();
    expect(contacts.doctors.map((d: { doctorId: number }) => d.doctorId)).toEqual([doctor.doctor.id]);

    const started = await call(t, customer, {
      method: 'POST',
      url: '/api/chat/conversations',
      payload: { with: 'doctor', doctorId: doctor.doctor.id },
    });
    expect(started.statusCode, started.body).toBe(201);
    const conversation = chatConversationSchema.parse(started.json());
    expect(conversation.counterpartName).toBe(doctor.doctor.name);
    await send(customer, conversation.id, 'The fever is down but the cough remains.');

    const doctorCookie = {
      id: doctor.user.id,
      name: doctor.doctor.name,
      cookie: `aushadh_session=${doctor.cookies.aushadh_session}`,
    };
    const otherCookie = {
      id: otherDoctor.user.id,
      name: 'x',
      cookie: `aushadh_session=${otherDoctor.cookies.aushadh_session}`,
    };
    const inbox = (await call(t, doctorCookie, { method: 'GET', url: '/api/chat/conversations' })).json();
    expect(inbox.map((c: { id: number }) => c.id)).toContain(conversation.id);
    expect((await call(t, otherCookie, { method: 'GET', url: '/api/chat/conversations' })).json()).toEqual([]);
    expect(
      (await call(t, otherCookie, { method: 'GET', url: `/api/chat/conversations/${conversation.id}` })).statusCode,
    ).toBe(404);
    // A pharmacist is not the doctor's side either.
    const pharmacist = await person(t, 'pharmacy', 'Kiran Das');
    expect(
      (await call(t, pharmacist, { method: 'GET', url: `/api/chat/conversations/${conversation.id}` })).statusCode,
    ).toBe(404);
    const answered = await send(doctorCookie, conversation.id, 'Continue the syrup for 3 more days.');
    expect(answered.json()).toMatchObject({ side: 'staff', senderName: doctor.doctor.name });
  });
});

describe('who may use the chat', () => {
  it('signed out: 401; a role outside the chat: 403; staff cannot start conversations', async () => {
    expect((await call(t, null, { method: 'GET', url: '/api/chat/conversations' })).statusCode).toBe(401);
    const chemist = await person(t, 'chemist', 'Store Manager');
    expect((await call(t, chemist, { method: 'GET', url: '/api/chat/conversations' })).statusCode).toBe(403);
    const pharmacist = await person(t, 'pharmacy', 'Sunita Rao');
    const start = await call(t, pharmacist, {
      method: 'POST',
      url: '/api/chat/conversations',
      payload: { with: 'pharmacist' },
    });
    expect(start.statusCode).toBe(403);
  });

  it('a third customer reads nothing: history, send, read, attachment all 404', async () => {
    const customer = await person(t, 'customer', 'Rohit Gupta');
    const stranger = await person(t, 'customer', 'Neha Kapoor');
    const conversation = await startWithPharmacist(customer);
    await send(customer, conversation.id, 'My prescription is attached.');
    for (const res of [
      await call(t, stranger, { method: 'GET', url: `/api/chat/conversations/${conversation.id}` }),
      await send(stranger, conversation.id, 'hi'),
      await call(t, stranger, {
        method: 'POST',
        url: `/api/chat/conversations/${conversation.id}/read`,
        payload: { upToId: 1 },
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CHAT_NOT_FOUND');
    }
    expect((await call(t, stranger, { method: 'GET', url: '/api/chat/conversations' })).json()).toEqual([]);
  });
});

describe('garbage input', () => {
  it.for([
    ['control character', { clientId: 'abcdefgh12', body: 'Hello\u0000there' }],
    ['too long', { clientId: 'abcdefgh12', body: 'क'.repeat(2001) }],
    ['wrong type', { clientId: 'abcdefgh12', body: 42 }],
    ['no text and no file', { clientId: 'abcdefgh12', body: '   ' }],
    ['bad client id', { clientId: '../../etc', body: 'Hi' }],
    ['bidi-free but lone surrogate', { clientId: 'abcdefgh12', body: 'Hi \ud800' }],
  ])('refuses a message with %s (400 JSON)', async ([, payload]) => {
    const customer = await person(t, 'customer', 'Test Customer');
    const conversation = await startWithPharmacist(customer);
    const res = await call(t, customer, {
      method: 'POST',
      url: `/api/chat/conversations/${conversation.id}/messages`,
      payload: payload as object,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('code');
    expect(res.json()).toHaveProperty('message');
  });

  it('refuses a bad start request and an absurd id', async () => {
    const customer = await person(t, 'customer', 'Test Customer');
    for (const payload of [{ with: 'astrologer' }, { with: 'doctor', doctorId: 'x' }, []]) {
      const res = await call(t, customer, {
        method: 'POST',
        url: '/api/chat/conversations',
        payload: payload as object,
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await call(t, customer, { method: 'GET', url: '/api/chat/conversations/99999999999999' });
    expect(res.statusCode).toBe(400);
  });
});

describe('attachments', () => {
  const upload = (who: Person, conversationId: number, name: string, bytes: Buffer, type = 'image/png') => {
    const boundary = '----aushadhchat';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return call(t, who, {
      method: 'POST',
      url: `/api/chat/conversations/${conversationId}/attachments`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
  };

  it('an image is checked by its bytes, re-encoded, sent, and served to the two sides only', async () => {
    const customer = await person(t, 'customer', 'Pooja Iyer');
    const pharmacist = await person(t, 'pharmacy', 'Dev Malhotra');
    const stranger = await person(t, 'customer', 'Nosy Neighbour');
    const conversation = await startWithPharmacist(customer);
    await call(t, pharmacist, { method: 'POST', url: `/api/chat/conversations/${conversation.id}/take` });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();

    const fake = await upload(customer, conversation.id, 'rx.png', Buffer.from('<script>alert(1)</script>'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe('CHAT_ATTACHMENT_INVALID');
    const strangerUpload = await upload(stranger, conversation.id, 'rx.png', png);
    expect(strangerUpload.statusCode).toBe(404);

    const res = await upload(customer, conversation.id, 'strip\u202e.png', png);
    expect(res.statusCode, res.body).toBe(201);
    const attachment = res.json() as { id: number; name: string };
    expect(attachment.name).toBe('strip.png');
    const sent = await call(t, customer, {
      method: 'POST',
      url: `/api/chat/conversations/${conversation.id}/messages`,
      payload: { clientId: clientId(), body: '', attachmentId: attachment.id },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().attachment).toMatchObject({ id: attachment.id, mediaType: 'image/png' });

    const file = await call(t, pharmacist, { method: 'GET', url: `/api/chat/attachments/${attachment.id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect((await call(t, stranger, { method: 'GET', url: `/api/chat/attachments/${attachment.id}` })).statusCode).toBe(
      404,
    );
    // Someone else's file cannot be attached to another conversation's message.
    const otherConversation = await startWithPharmacist(stranger);
    const hijack = await call(t, stranger, {
      method: 'POST',
      url: `/api/chat/conversations/${otherConversation.id}/messages`,
      payload: { clientId: clientId(), body: 'look', attachmentId: attachment.id },
    });
    expect(hijack.statusCode).toBe(404);
  });
});

describe('the socket', () => {
  it('refuses a signed-out handshake and another site', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/chat/socket',
      headers: { upgrade: 'websocket', connection: 'Upgrade', host: 'localhost:3000', origin: 'http://localhost:3000' },
    });
    expect(res.statusCode).toBe(401);
    const customer = await person(t, 'customer', 'Cross Site');
    const evil = await t.app.inject({
      method: 'GET',
      url: '/api/chat/socket',
      headers: {
        upgrade: 'websocket',
        connection: 'Upgrade',
        host: 'localhost:3000',
        origin: 'https://evil.example',
        cookie: customer.cookie,
      },
    });
    expect(evil.statusCode).toBe(403);
  });

  it('delivers live both ways with typing, delivered and read marks; a third user hears nothing', async () => {
    const customer = await person(t, 'customer', 'Kavya Reddy');
    const pharmacist = await person(t, 'pharmacy', 'Sanjay Patil');
    const stranger = await person(t, 'customer', 'Eavesdropper');
    const conversation = await startWithPharmacist(customer);
    await call(t, pharmacist, { method: 'POST', url: `/api/chat/conversations/${conversation.id}/take` });

    const [cs, ps, ss] = await Promise.all([
      openSocket(t, customer),
      openSocket(t, pharmacist),
      openSocket(t, stranger),
    ]);
    const [c, p, s] = [frames(cs), frames(ps), frames(ss)];

    cs.send(JSON.stringify({ type: 'typing', conversationId: conversation.id }));
    expect(await p.next('typing')).toMatchObject({ conversationId: conversation.id, side: 'customer' });

    const id = clientId();
    cs.send(
      JSON.stringify({
        type: 'send',
        conversationId: conversation.id,
        clientId: id,
        body: 'Do you have Thyronorm 50?',
      }),
    );
    const received = await p.next('message');
    expect(received.message).toMatchObject({ body: 'Do you have Thyronorm 50?', side: 'customer', clientId: id });
    // The sender's own socket gets the stored message too (it replaces the pending bubble).
    expect((await c.next('message')).message.id).toBe(received.message.id);

    ps.send(JSON.stringify({ type: 'delivered', conversationId: conversation.id, upToId: received.message.id }));
    expect((await c.next('marks', (f) => f.marks.staffDeliveredId === received.message.id)).marks.staffReadId).toBe(0);
    ps.send(JSON.stringify({ type: 'read', conversationId: conversation.id, upToId: received.message.id }));
    await c.next('marks', (f) => f.marks.staffReadId === received.message.id);

    // The stranger cannot send into it, and heard none of it.
    ss.send(JSON.stringify({ type: 'send', conversationId: conversation.id, clientId: clientId(), body: 'hi' }));
    expect((await s.next('error')).code).toBe('CHAT_NOT_FOUND');
    ss.send(JSON.stringify({ type: 'typing', conversationId: conversation.id }));
    expect((await s.next('error')).code).toBe('CHAT_NOT_FOUND');
    ss.send(JSON.stringify({ type: 'catch-up', afterId: 0 }));
    expect((await s.next('catch-up')).messages).toEqual([]);
    expect(await s.none((f) => f.type === 'message' || f.type === 'typing' || f.type === 'marks')).toBe(true);
    for (const socket of [cs, ps, ss]) socket.terminate();
  });

  it('garbage frames get an error frame and the socket keeps working', async () => {
    const customer = await person(t, 'customer', 'Garbage Sender');
    const conversation = await startWithPharmacist(customer);
    const socket = await openSocket(t, customer);
    const f = frames(socket);
    const garbage = [
      'not json',
      '{"type":"send"',
      JSON.stringify(null),
      JSON.stringify(42),
      JSON.stringify({ type: 'explode' }),
      JSON.stringify({ type: 'send', conversationId: 'one', clientId: 'abcdefgh1', body: 'x' }),
      JSON.stringify({ type: 'send', conversationId: conversation.id, clientId: 'abcdefgh1', body: 'a\u0007b' }),
      JSON.stringify({ type: 'send', conversationId: conversation.id, clientId: 'abcdefgh1', body: 'x'.repeat(5000) }),
      JSON.stringify({ type: 'read', conversationId: conversation.id, upToId: -5 }),
      JSON.stringify({ type: 'catch-up', afterId: 1e20 }),
    ];
    for (const frame of garbage) {
      socket.send(frame);
      expect((await f.next('error')).code).toBe('CHAT_FRAME_INVALID');
    }
    socket.send(Buffer.from([0xde, 0xad, 0xbe, 0xef]), { binary: true });
    expect((await f.next('error')).code).toBe('CHAT_FRAME_INVALID');
    socket.send(JSON.stringify({ type: 'ping' }));
    await f.next('pong');
    socket.terminate();
  });

  it('catch-up after a reconnect returns exactly the messages missed, in order', async () => {
    const customer = await person(t, 'customer', 'Reconnecting Customer');
    const pharmacist = await person(t, 'pharmacy', 'Night Shift');
    const conversation = await startWithPharmacist(customer);
    await call(t, pharmacist, { method: 'POST', url: `/api/chat/conversations/${conversation.id}/take` });
    const seen = (await send(pharmacist, conversation.id, 'First reply')).json().id as number;
    // The customer is offline for these.
    const missed: number[] = [];
    for (const text of ['Second', 'Third', 'Fourth'])
      missed.push((await send(pharmacist, conversation.id, text)).json().id);
    const socket = await openSocket(t, customer);
    const f = frames(socket);
    socket.send(JSON.stringify({ type: 'catch-up', afterId: seen }));
    const caught = await f.next('catch-up');
    expect(caught.messages.map((m) => m.id)).toEqual(missed);
    expect(caught.more).toBe(false);
    socket.terminate();
  });
});
