import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from '@fastify/websocket';
import { appointments, consultations } from '../../db/schema/doctors.ts';
import { register } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { booking, firstFreeSlot, newDoctor } from '../../test/doctor-fixtures.ts';
import { createProduct } from '../../test/factories.ts';
import { multipartBody } from '../../test/order-life-helpers.ts';

const TURN_SECRET = 'coturn-static-auth-secret-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    VIDEO_STUN_URLS: 'stun:turn.aushadh.test:3478',
    VIDEO_TURN_URLS: 'turn:turn.aushadh.test:3478?transport=udp,turns:turn.aushadh.test:5349',
    VIDEO_TURN_SECRET: TURN_SECRET,
    VIDEO_TURN_TTL_SECONDS: '3600',
  });
});
afterAll(async () => {
  await t?.close();
});

const inj = (options: InjectOptions) =>
  t.app.inject({ ...options, headers: { 'error-format': 'codes', ...options.headers } });

const patient = async () => {
  const { user, session } = await register(t);
  return { user, cookies: { aushadh_session: session } as Record<string, string> };
};

const cookieHeader = (cookies?: Record<string, string>) =>
  cookies ? { cookie: `aushadh_session=${cookies.aushadh_session}` } : {};

type Frames = ReturnType<typeof frames>;
const framesOf = new WeakMap<WebSocket, Frames>();

/**
 * Opens the signalling socket as this browser would (same-site Origin, session cookie). Frames are collected from
 * the start: the server's welcome arrives before the handshake's promise resolves.
 */
const openSocket = (appointmentId: number, cookies?: Record<string, string>) =>
  t.app.injectWS(
    `/api/appointments/${appointmentId}/video/socket`,
    { headers: { origin: 'http://localhost:3000', host: 'localhost:3000', ...cookieHeader(cookies) } },
    { onInit: (ws) => void framesOf.set(ws, frames(ws)) },
  );
const collected = (socket: WebSocket) => framesOf.get(socket)!;

/** Frames as they arrive, so a test can wait for the next one of a type. */
function frames(socket: WebSocket) {
  const queue: Record<string, unknown>[] = [];
  const waiting: { type: string; resolve: (f: Record<string, unknown>) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const frame = JSON.parse(String(data)) as Record<string, unknown>;
    const i = waiting.findIndex((w) => w.type === frame.type);
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(frame);
    else queue.push(frame);
  });
  return {
    next(type: string, ms = 2000): Promise<Record<string, unknown>> {
      const i = queue.findIndex((f) => f.type === type);
      if (i >= 0) return Promise.resolve(queue.splice(i, 1)[0]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} frame`)), ms);
        waiting.push({
          type,
          resolve: (f) => {
            clearTimeout(timer);
            resolve(f);
          },
        });
      });
    },
    all: queue,
  };
}

const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => {
    if (socket.readyState === socket.CLOSED) resolve(1006);
    socket.once('close', (code: number) => resolve(code));
  });

/** A video appointment whose slot is happening now (the room is open), booked and paid by a patient. */
async function videoAppointmentNow(options: { started?: boolean } = {}) {
  const doctor = await newDoctor(t);
  const p = await patient();
  const startsAt = await firstFreeSlot(t, doctor.doctor.id);
  const res = await inj({
    method: 'POST',
    url: `/api/doctors/${doctor.doctor.id}/appointments`,
    cookies: p.cookies,
    payload: booking(startsAt, 'video'),
  });
  expect(res.statusCode, res.body).toBe(201);
  const appt = res.json() as { id: number };
  // Move the slot to now: booking refuses a slot that has begun, so the test moves it after paying.
  const now = Date.now();
  await t.db
    .update(appointments)
    .set({ startsAt: new Date(now - 60_000), endsAt: new Date(now + 14 * 60_000) })
    .where(eq(appointments.id, appt.id));
  if (options.started !== false) {
    const started = await inj({
      method: 'POST',
      url: `/api/doctor/appointments/${appt.id}/start`,
      cookies: doctor.cookies,
    });
    expect(started.statusCode, started.body).toBe(200);
  }
  return { appt, doctor, patient: p };
}

describe('booking a video consultation', () => {
  it('is open: the directory offers video doctors and the API books a video slot', async () => {
    const byVideo = (await inj({ method: 'GET', url: '/api/doctors?mode=video' })).json();
    expect(byVideo.total).toBeGreaterThan(0);
    expect(byVideo.doctors.every((d: { offersVideo: boolean }) => d.offersVideo)).toBe(true);
    const { appt } = await videoAppointmentNow({ started: false });
    expect(appt.id).toBeGreaterThan(0);
  });
});

describe('the call page data and TURN credentials', () => {
  it('gives each participant ICE servers with a coturn REST-API credential of their own', async () => {
    const { appt, doctor, patient: p } = await videoAppointmentNow();
    const mine = await inj({ method: 'GET', url: `/api/appointments/${appt.id}/video`, cookies: p.cookies });
    expect(mine.statusCode, mine.body).toBe(200);
    const session = mine.json();
    expect(session.role).toBe('patient');
    expect(session.polite).toBe(true);
    expect(session.iceServers[0]).toEqual({ urls: ['stun:turn.aushadh.test:3478'] });
    const turn = session.iceServers[1];
    expect(turn.urls).toEqual(['turn:turn.aushadh.test:3478?transport=udp', 'turns:turn.aushadh.test:5349']);
    const [expiry, userId] = turn.username.split(':');
    expect(Number(userId)).toBe(p.user.id);
    const ttl = Number(expiry) - Math.floor(Date.now() / 1000);
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3600);
    expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username).digest('base64'));
    expect(mine.headers['cache-control']).toContain('no-store');

    const theirs = (
      await inj({ method: 'GET', url: `/api/appointments/${appt.id}/video`, cookies: doctor.cookies })
    ).json();
    expect(theirs.role).toBe('doctor');
    expect(theirs.polite).toBe(false);
    expect(theirs.iceServers[1].username.endsWith(`:${doctor.user.id}`)).toBe(true);
  });

  it('refuses anyone else: another patient, another doctor, a signed-out visitor, an in-clinic booking', async () => {
    const { appt } = await videoAppointmentNow();
    const stranger = await patient();
    const otherDoctor = await newDoctor(t);
    for (const cookies of [stranger.cookies, otherDoctor.cookies]) {
      const res = await inj({ method: 'GET', url: `/api/appointments/${appt.id}/video`, cookies });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const anonymous = await inj({ method: 'GET', url: `/api/appointments/${appt.id}/video` });
    expect(anonymous.statusCode).toBe(401);

    const d = await newDoctor(t);
    const p = await patient();
    const clinic = (
      await inj({
        method: 'POST',
        url: `/api/doctors/${d.doctor.id}/appointments`,
        cookies: p.cookies,
        payload: booking(await firstFreeSlot(t, d.doctor.id)),
      })
    ).json();
    const res = await inj({ method: 'GET', url: `/api/appointments/${clinic.id}/video`, cookies: p.cookies });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('VIDEO_NOT_VIDEO');
    const bad = await inj({ method: 'GET', url: '/api/appointments/abc/video', cookies: p.cookies });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the signalling socket', () => {
  it('relays offers, answers and candidates between the patient and the doctor only', async () => {
    const { appt, doctor, patient: p } = await videoAppointmentNow();
    const patientSocket = await openSocket(appt.id, p.cookies);
    const patientFrames = collected(patientSocket);
    expect(await patientFrames.next('welcome')).toEqual({
      type: 'welcome',
      role: 'patient',
      polite: true,
      peerPresent: false,
    });
    const doctorSocket = await openSocket(appt.id, doctor.cookies);
    const doctorFrames = collected(doctorSocket);
    expect(await doctorFrames.next('welcome')).toMatchObject({ role: 'doctor', polite: false, peerPresent: true });
    expect(await patientFrames.next('peer')).toEqual({ type: 'peer', present: true });

    const offer = { type: 'description', description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } };
    doctorSocket.send(JSON.stringify(offer));
    expect(await patientFrames.next('description')).toEqual(offer);
    const candidate = {
      type: 'candidate',
      candidate: {
        candidate: 'candidate:1 1 udp 2122260223 192.168.1.7 54321 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
      },
    };
    patientSocket.send(JSON.stringify(candidate));
    expect(await doctorFrames.next('candidate')).toEqual(candidate);

    // Both browsers decoded the other's video: both join times and the set-up time are on the consultation.
    // The set-up time is the first one reported: the patient's is recorded (its pong) before the doctor reports.
    patientSocket.send(JSON.stringify({ type: 'connected', setupMs: 812 }));
    patientSocket.send(JSON.stringify({ type: 'ping' }));
    await patientFrames.next('pong');
    doctorSocket.send(JSON.stringify({ type: 'connected', setupMs: 790 }));
    doctorSocket.send(JSON.stringify({ type: 'ping' }));
    await doctorFrames.next('pong');
    const [consultation] = await t.db.select().from(consultations).where(eq(consultations.appointmentId, appt.id));
    expect(consultation!.patientJoinedAt).toBeInstanceOf(Date);
    expect(consultation!.doctorJoinedAt).toBeInstanceOf(Date);
    expect(consultation!.callSetupMs).toBe(812);

    // The doctor ends the call: the patient hears it and both sockets close.
    const patientClosed = closed(patientSocket);
    doctorSocket.send(JSON.stringify({ type: 'end' }));
    expect(await patientFrames.next('end')).toEqual({ type: 'end' });
    expect(await patientClosed).toBe(1000);
  });

  it('refuses another patient, a doctor of another appointment and a signed-out visitor before the upgrade', async () => {
    const { appt } = await videoAppointmentNow();
    const stranger = await patient();
    const otherDoctor = await newDoctor(t);
    await expect(openSocket(appt.id, stranger.cookies)).rejects.toThrow('Unexpected server response: 404');
    await expect(openSocket(appt.id, otherDoctor.cookies)).rejects.toThrow('Unexpected server response: 404');
    await expect(openSocket(appt.id)).rejects.toThrow('Unexpected server response: 401');
    // A page of another site cannot open it with the visitor's cookie (cross-site WebSocket hijacking).
    const { patient: p } = await videoAppointmentNow();
    await expect(
      t.app.injectWS(`/api/appointments/${appt.id}/video/socket`, {
        headers: { origin: 'https://evil.example', host: 'localhost:3000', ...cookieHeader(p.cookies) },
      }),
    ).rejects.toThrow('Unexpected server response: 403');
    const response = await inj({
      method: 'GET',
      url: `/api/appointments/${appt.id}/video/socket`,
      headers: { upgrade: 'websocket', connection: 'Upgrade' },
      cookies: stranger.cookies,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('is closed outside the slot’s window, and to the doctor before they start the consultation', async () => {
    // Booked for the first free slot, which is more than 10 minutes away: the room is not open yet.
    const d = await newDoctor(t);
    const p = await patient();
    const later = (await firstFreeSlot(t, d.doctor.id, 3)) as string;
    const appt = (
      await inj({
        method: 'POST',
        url: `/api/doctors/${d.doctor.id}/appointments`,
        cookies: p.cookies,
        payload: booking(later, 'video'),
      })
    ).json();
    expect(new Date(later).getTime() - Date.now()).toBeGreaterThan(10 * 60_000);
    await expect(openSocket(appt.id, p.cookies)).rejects.toThrow('Unexpected server response: 409');
    const early = await inj({
      method: 'GET',
      url: `/api/appointments/${appt.id}/video/socket`,
      headers: { upgrade: 'websocket', connection: 'Upgrade' },
      cookies: p.cookies,
    });
    expect(early.json().code).toBe('VIDEO_ROOM_CLOSED');

    // Long over: the slot ended more than 30 minutes ago.
    const now = Date.now();
    await t.db
      .update(appointments)
      .set({ startsAt: new Date(now - 60 * 60_000), endsAt: new Date(now - 45 * 60_000) })
      .where(eq(appointments.id, appt.id));
    await expect(openSocket(appt.id, p.cookies)).rejects.toThrow('Unexpected server response: 409');

    // In the window but not started: the patient waits in the room, the doctor must start first.
    const fresh = await videoAppointmentNow({ started: false });
    const waiting = await openSocket(fresh.appt.id, fresh.patient.cookies);
    expect(await collected(waiting).next('welcome')).toMatchObject({ peerPresent: false });
    const notStarted = await inj({
      method: 'GET',
      url: `/api/appointments/${fresh.appt.id}/video/socket`,
      headers: { upgrade: 'websocket', connection: 'Upgrade' },
      cookies: fresh.doctor.cookies,
    });
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().code).toBe('VIDEO_NOT_STARTED');
    waiting.terminate();
  });

  it('answers garbage with an error frame and stays usable; a flood is closed cleanly', async () => {
    const { appt, doctor, patient: p } = await videoAppointmentNow();
    const socket = await openSocket(appt.id, p.cookies);
    const f = collected(socket);
    await f.next('welcome');
    const garbage: (string | Buffer)[] = [
      'not json',
      '{"type":"description"}',
      JSON.stringify({ type: 'description', description: { type: 'offer', sdp: 'x'.repeat(40_000) } }),
      JSON.stringify({ type: 'candidate', candidate: { candidate: 'a\u0000b', sdpMid: 5 } }),
      JSON.stringify({ type: 'connected', setupMs: -1 }),
      JSON.stringify({ type: 'welcome', role: 'doctor', polite: false, peerPresent: true }),
      JSON.stringify({ type: 'description', description: { type: 'offer', sdp: '' }, extra: 1 }),
      JSON.stringify([1, 2, 3]),
      'null',
      Buffer.from([0xff, 0x00, 0x13]),
    ];
    for (const g of garbage) {
      socket.send(g);
      expect(await f.next('error')).toEqual({ type: 'error', code: 'VIDEO_MESSAGE_INVALID' });
    }
    // Still in the call: a good frame still reaches the doctor.
    const doctorSocket = await openSocket(appt.id, doctor.cookies);
    const df = collected(doctorSocket);
    await df.next('welcome');
    socket.send(JSON.stringify({ type: 'candidate', candidate: null }));
    expect(await df.next('candidate')).toEqual({ type: 'candidate', candidate: null });
    // A frame above the socket's 64 KB limit is refused by ws itself: the socket closes, the server stays up.
    const tooBig = closed(socket);
    socket.send('x'.repeat(70 * 1024));
    expect(await tooBig).toBe(1009);
    // A flood of frames closes the sender's socket with its own code.
    const flooder = await openSocket(appt.id, p.cookies);
    const flooded = closed(flooder);
    for (let i = 0; i < 250; i += 1) flooder.send(JSON.stringify({ type: 'ping' }));
    expect(await flooded).toBe(4429);
    expect((await inj({ method: 'GET', url: '/api/health' })).statusCode).toBeLessThan(500);
    doctorSocket.terminate();
  });

  it('lets the same participant rejoin from another tab: the older socket is replaced', async () => {
    const { appt, patient: p } = await videoAppointmentNow();
    const first = await openSocket(appt.id, p.cookies);
    await collected(first).next('welcome');
    const firstClosed = closed(first);
    const second = await openSocket(appt.id, p.cookies);
    await collected(second).next('welcome');
    expect(await firstClosed).toBe(4409);
    second.terminate();
  });
});

describe('List A medicines after a video consultation (Telemedicine Practice Guidelines 2020)', () => {
  it('are refused until both participants’ browsers reported the call connected, then allowed', async () => {
    const { appt, doctor, patient: p } = await videoAppointmentNow();
    const antibiotic = await createProduct(t.db, {
      saltComposition: 'Amoxycillin (500mg)',
      schedule: 'H',
      prescriptionRequired: true,
    });
    const payload = {
      lines: [{ productId: antibiotic.id, dose: '1 capsule', frequency: '1-1-1', durationDays: 5, quantity: 2 }],
    };
    const write = () =>
      inj({
        method: 'POST',
        url: `/api/doctor/appointments/${appt.id}/e-prescription`,
        cookies: doctor.cookies,
        payload,
      });
    const refused = await write();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('EPRESCRIPTION_VIDEO_ONLY');

    // Only the doctor's side connected (the patient never saw the doctor): still refused.
    const doctorSocket = await openSocket(appt.id, doctor.cookies);
    const df = collected(doctorSocket);
    await df.next('welcome');
    doctorSocket.send(JSON.stringify({ type: 'connected', setupMs: 900 }));
    doctorSocket.send(JSON.stringify({ type: 'ping' }));
    await df.next('pong');
    expect((await write()).json().code).toBe('EPRESCRIPTION_VIDEO_ONLY');

    const patientSocket = await openSocket(appt.id, p.cookies);
    const pf = collected(patientSocket);
    await pf.next('welcome');
    patientSocket.send(JSON.stringify({ type: 'connected', setupMs: 950 }));
    patientSocket.send(JSON.stringify({ type: 'ping' }));
    await pf.next('pong');
    const patientClosed = closed(patientSocket);
    const ok = await write();
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().mode).toBe('video');
    // The consultation is complete: the room closes for whoever is still in it.
    expect(await patientClosed).toBe(4410);
  });
});

describe('reports attached to a booking', () => {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  const upload = (
    appointmentId: number,
    cookies: Record<string, string> | undefined,
    filename: string,
    data: Buffer,
  ) => {
    const body = multipartBody({}, [{ field: 'report', filename, contentType: 'application/octet-stream', data }]);
    return inj({
      method: 'POST',
      url: `/api/appointments/${appointmentId}/reports`,
      cookies,
      payload: body.payload,
      headers: body.headers,
    });
  };

  it('lets the patient attach checked files that the appointment’s doctor (and no one else) can open', async () => {
    const { appt, doctor, patient: p } = await videoAppointmentNow({ started: false });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#dde' } })
      .png()
      .toBuffer();
    const first = await upload(appt.id, p.cookies, 'CBC report.pdf', pdf);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().reports).toEqual([
      { id: expect.any(Number), name: 'CBC report.pdf', mediaType: 'application/pdf', byteSize: pdf.length },
    ]);
    const second = await upload(appt.id, p.cookies, 'x-ray.png', png);
    expect(second.statusCode, second.body).toBe(201);
    const [pdfReport, pngReport] = second.json().reports;
    expect(pngReport.mediaType).toBe('image/png');

    // The doctor sees them in the queue and opens them; a PDF is served sandboxed.
    const queue = (
      await inj({ method: 'GET', url: `/api/doctor/appointments/${appt.id}`, cookies: doctor.cookies })
    ).json();
    expect(queue.reports.map((r: { name: string }) => r.name)).toEqual(['CBC report.pdf', 'x-ray.png']);
    const opened = await inj({
      method: 'GET',
      url: `/api/doctor/appointments/${appt.id}/reports/${pdfReport.id}`,
      cookies: doctor.cookies,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-security-policy']).toBe('sandbox');
    expect(opened.rawPayload.equals(pdf)).toBe(true);
    const mine = await inj({
      method: 'GET',
      url: `/api/appointments/${appt.id}/reports/${pngReport.id}`,
      cookies: p.cookies,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');

    // Anyone else: 404 (or 401 signed out).
    const stranger = await patient();
    const otherDoctor = await newDoctor(t);
    expect((await upload(appt.id, stranger.cookies, 'a.pdf', pdf)).statusCode).toBe(404);
    for (const url of [`/api/appointments/${appt.id}/reports/${pdfReport.id}`]) {
      expect((await inj({ method: 'GET', url, cookies: stranger.cookies })).statusCode).toBe(404);
      expect((await inj({ method: 'GET', url })).statusCode).toBe(401);
    }
    const theirs = await inj({
      method: 'GET',
      url: `/api/doctor/appointments/${appt.id}/reports/${pdfReport.id}`,
      cookies: otherDoctor.cookies,
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (
        await inj({
          method: 'GET',
          url: `/api/doctor/appointments/${appt.id}/reports/${pdfReport.id}`,
          cookies: p.cookies,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a file that is not what its name says, empty, too big, a sixth one, or not multipart at all', async () => {
    const { appt, patient: p } = await videoAppointmentNow({ started: false });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const cases: [string, Buffer][] = [
      ['renamed.pdf', png],
      ['script.png', Buffer.from('<script>alert(1)</script>')],
      ['notes.txt', Buffer.from('hello')],
      ['empty.pdf', Buffer.alloc(0)],
      ['cut.pdf', pdf.subarray(0, 30)],
      ['huge.pdf', Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)])],
    ];
    for (const [name, data] of cases) {
      const res = await upload(appt.id, p.cookies, name, data);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code, name).toBe('APPOINTMENT_REPORT_INVALID');
    }
    const json = await inj({
      method: 'POST',
      url: `/api/appointments/${appt.id}/reports`,
      cookies: p.cookies,
      payload: { report: 'x' },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const wrongField = multipartBody({}, [
      { field: 'file', filename: 'a.pdf', contentType: 'application/pdf', data: pdf },
    ]);
    const res = await inj({
      method: 'POST',
      url: `/api/appointments/${appt.id}/reports`,
      cookies: p.cookies,
      payload: wrongField.payload,
      headers: wrongField.headers,
    });
    expect(res.statusCode).toBe(400);
    for (let i = 0; i < 5; i += 1) expect((await upload(appt.id, p.cookies, `r${i}.pdf`, pdf)).statusCode).toBe(201);
    const sixth = await upload(appt.id, p.cookies, 'r6.pdf', pdf);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('APPOINTMENT_REPORTS_FULL');
    const bad = await inj({ method: 'POST', url: '/api/appointments/0/reports', cookies: p.cookies });
    expect(bad.statusCode).toBe(400);
  });
});
