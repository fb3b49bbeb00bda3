import { z } from 'zod';

/**
 * The video consultation (issue 13 item 4, docs/decisions/0017-video-consultation.md): WebRTC between the two
 * browsers, "perfect negotiation" (the patient is the polite peer), signalling through the product's WebSocket
 * at `videoSocketPath(appointmentId)`. Every frame either side sends is parsed by `signalFromClientSchema` on the
 * server and relayed to the other participant only.
 */

export const VIDEO_CALL = {
  /** One SDP: a few kB for audio + video + data; far below the socket's 64 KB frame limit. */
  maxSdpChars: 30_000,
  maxCandidateChars: 1_000,
  /** Frames one socket may send in a 10 s window before the server closes it (ICE trickle stays far below). */
  maxFramesPer10s: 200,
  /** Files shared in the call, checked by their first bytes on receipt (docs/video.md). */
  maxFileBytes: 5 * 1024 * 1024,
  maxFileMb: 5,
  fileAccept: '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
  /** A chat line in the call. */
  maxChatChars: 1_000,
} as const;

export const CALL_ROLES = ['doctor', 'patient'] as const;
export type CallRole = (typeof CALL_ROLES)[number];

/**
 * Close codes of the signalling socket (4000–4999 are the application's). The HTTP handshake answers 401/404/409
 * before the upgrade where it can; these are for a socket that was open.
 */
export const VIDEO_CLOSE = {
  /** The same participant joined from another tab or device: the older socket leaves. */
  replaced: 4409,
  /** The slot's window is over or the consultation ended. */
  roomClosed: 4410,
  /** Too many frames (a misbehaving or hostile client). */
  flooding: 4429,
} as const;

export const videoSocketPath = (appointmentId: number) => `/api/appointments/${appointmentId}/video/socket`;

/* ───────────── signalling frames ───────────── */

const sessionDescriptionSchema = z.strictObject({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string().max(VIDEO_CALL.maxSdpChars).default(''),
});

const iceCandidateSchema = z.strictObject({
  candidate: z.string().max(VIDEO_CALL.maxCandidateChars),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});

/** What a browser may send on the signalling socket. */
export const signalFromClientSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('description'), description: sessionDescriptionSchema }),
  /** `null`: the end of this generation's candidates. */
  z.strictObject({ type: z.literal('candidate'), candidate: iceCandidateSchema.nullable() }),
  /** The first remote video (or audio) frame was decoded: media flows. `setupMs` from join to that frame. */
  z.strictObject({ type: z.literal('connected'), setupMs: z.number().int().min(0).max(3_600_000) }),
  /** The doctor ends the consultation's call for both; the patient leaving only closes their socket. */
  z.strictObject({ type: z.literal('end') }),
  /** Keeps the socket alive through proxies that drop idle connections. */
  z.strictObject({ type: z.literal('ping') }),
]);
export type SignalFromClient = z.infer<typeof signalFromClientSchema>;

/** What the server sends. Relayed frames keep their shape; the others are the server's own. */
export type SignalFromServer =
  | { type: 'welcome'; role: CallRole; polite: boolean; peerPresent: boolean }
  | { type: 'peer'; present: boolean }
  | { type: 'description'; description: z.infer<typeof sessionDescriptionSchema> }
  | { type: 'candidate'; candidate: z.infer<typeof iceCandidateSchema> | null }
  | { type: 'end' }
  | { type: 'pong' }
  | { type: 'error'; code: 'VIDEO_MESSAGE_INVALID' };

/* ───────────── the call's page data ───────────── */

export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/** GET /api/appointments/{id}/video: who is in the call, when the room is open, and the ICE servers. */
export const videoSessionSchema = z.object({
  appointmentId: z.number().int(),
  doctorId: z.number().int(),
  role: z.enum(CALL_ROLES),
  /** The patient is the polite peer of perfect negotiation: on a collision, their offer yields. */
  polite: z.boolean(),
  doctorName: z.string(),
  patientName: z.string(),
  status: z.enum(['booked', 'in_consultation', 'completed', 'cancelled', 'no_show']),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  opensAt: z.iso.datetime({ offset: true }),
  closesAt: z.iso.datetime({ offset: true }),
  /** STUN, and TURN with short-lived credentials (coturn's REST-API convention). */
  iceServers: z.array(iceServerSchema),
  /** When the TURN credentials stop working; the page fetches new ones before a reconnect after it. */
  iceExpiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type VideoSession = z.infer<typeof videoSessionSchema>;

/* ───────────── in-call chat and files (RTCDataChannel, peer to peer) ───────────── */

export const callChatSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('chat'),
    id: z.string().max(40),
    text: z.string().min(1).max(VIDEO_CALL.maxChatChars),
  }),
  z.strictObject({
    type: z.literal('file-start'),
    id: z.string().max(40),
    name: z.string().min(1).max(200),
    size: z.number().int().min(1).max(VIDEO_CALL.maxFileBytes),
  }),
  z.strictObject({ type: z.literal('file-end'), id: z.string().max(40) }),
]);
export type CallChat = z.infer<typeof callChatSchema>;

export type CallFileKind = 'application/pdf' | 'image/png' | 'image/jpeg';

/** A received file's type by its first bytes (never by the name the sender gave it); null = refused. */
export function sniffCallFile(bytes: Uint8Array): CallFileKind | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return null;
}
