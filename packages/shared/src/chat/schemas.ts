import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { safeText } from '../text.ts';

/** Health chat (issue 16 item 2): a customer and the pharmacist desk or a doctor they consulted. */
export const CHAT = {
  /** A message is a few sentences; a longer text belongs in an attachment. */
  maxBodyChars: 2000,
  /** Same limit and types as a prescription page (SPEC §5, §9). */
  maxAttachmentBytes: LIMITS.prescriptionMaxBytes,
  maxAttachmentMb: LIMITS.prescriptionMaxBytes / (1024 * 1024),
  attachmentExtensions: ['jpg', 'jpeg', 'png', 'pdf'],
  attachmentAccept: '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
  /** Messages per page of history and per catch-up reply. */
  pageSize: 50,
  /** The typing indicator goes out after this long without a keystroke. */
  typingIdleMs: 4000,
  /** The multipart field of an attachment upload. */
  attachmentField: 'file',
} as const;

export const CHAT_KINDS = ['pharmacist', 'doctor'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];
export const CHAT_SIDES = ['customer', 'staff'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** A message id already seen (0: none yet). */
const seenId = z.number().int().min(0).max(2_147_483_647);

export const chatIdParamsSchema = z.object({ id });
export const chatAttachmentParamsSchema = z.object({ id });

export const chatMessageBodySchema = safeText({ field: 'message', max: CHAT.maxBodyChars, multiline: true });
/** The sender's own id for a message, so a resend after a dropped connection is stored once. */
export const chatClientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** Start (or reopen) a conversation: with the pharmacist desk, or with a doctor the customer has consulted. */
export const startChatSchema = z.discriminatedUnion('with', [
  z.object({ with: z.literal('pharmacist') }),
  z.object({ with: z.literal('doctor'), doctorId: z.number().int().positive().max(2_147_483_647) }),
]);
export type StartChat = z.infer<typeof startChatSchema>;

export const sendChatMessageSchema = z
  .object({
    clientId: chatClientIdSchema,
    body: chatMessageBodySchema.default(''),
    attachmentId: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((m) => m.body.length > 0 || m.attachmentId !== undefined, {
    error: 'A message needs text or an attachment',
    path: ['body'],
  });
export type SendChatMessage = z.infer<typeof sendChatMessageSchema>;

export const chatReadSchema = z.object({ upToId: seenId });

export const chatHistoryQuerySchema = z.object({
  /** Older than this id (scrolling back); the newest page when absent. */
  before: id.optional(),
});

export const chatAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mediaType: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  byteSize: z.number().int(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  side: z.enum(CHAT_SIDES),
  senderName: z.string(),
  body: z.string(),
  attachment: chatAttachmentSchema.nullable(),
  clientId: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Both sides' marks: every message up to the id was delivered to / read by that side. */
export const chatMarksSchema = z.object({
  customerDeliveredId: z.number().int(),
  customerReadId: z.number().int(),
  staffDeliveredId: z.number().int(),
  staffReadId: z.number().int(),
});
export type ChatMarks = z.infer<typeof chatMarksSchema>;

export const chatConversationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CHAT_KINDS),
  /** Who the customer talks to ("Pharmacist", "Dr Meera Iyer"). */
  counterpartName: z.string(),
  customerName: z.string(),
  /** The caller's side of this conversation. */
  mySide: z.enum(CHAT_SIDES),
  /** The pharmacist who took it (null while in the queue, and for a doctor conversation). */
  assigneeName: z.string().nullable(),
  assignedToMe: z.boolean(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.iso.datetime({ offset: true }),
  unread: z.number().int(),
  marks: chatMarksSchema,
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;
export const chatConversationListSchema = z.array(chatConversationSchema);

export const chatHistorySchema = z.object({
  conversation: chatConversationSchema,
  messages: z.array(chatMessageSchema),
  /** More older messages exist before the first one. */
  hasOlder: z.boolean(),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** Whom a customer can start a conversation with. */
export const chatContactsSchema = z.object({
  doctors: z.array(z.object({ doctorId: z.number().int(), name: z.string(), specialty: z.string() })),
});
export type ChatContacts = z.infer<typeof chatContactsSchema>;

export const chatUnreadSchema = z.object({ count: z.number().int() });

/* ───────────────────────── The socket (GET /api/chat/socket) ───────────────────────── */

/** Frames a client sends. */
export const chatClientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('send'),
    conversationId: z.number().int().positive().max(2_147_483_647),
    clientId: chatClientIdSchema,
    body: chatMessageBodySchema.default(''),
    attachmentId: z.number().int().positive().max(2_147_483_647).optional(),
  }),
  z.object({ type: z.literal('typing'), conversationId: z.number().int().positive().max(2_147_483_647) }),
  z.object({
    type: z.enum(['delivered', 'read']),
    conversationId: z.number().int().positive().max(2_147_483_647),
    upToId: seenId,
  }),
  /** After a reconnect: every message of the caller's conversations newer than the last one seen. */
  z.object({ type: z.literal('catch-up'), afterId: seenId }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

/** Frames the server sends. */
export const chatServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({
    type: z.literal('catch-up'),
    messages: z.array(chatMessageSchema),
    /** More than one page was missed: ask again after the last one. */
    more: z.boolean(),
  }),
  z.object({ type: z.literal('typing'), conversationId: z.number().int(), side: z.enum(CHAT_SIDES) }),
  z.object({ type: z.literal('marks'), conversationId: z.number().int(), marks: chatMarksSchema }),
  /** A conversation appeared, was taken or changed: inboxes refresh it. */
  z.object({ type: z.literal('conversation'), conversationId: z.number().int() }),
  /** Notifications may have been missed (the server's feed reconnected): catch up. */
  z.object({ type: z.literal('resync') }),
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    clientId: z.string().optional(),
  }),
  z.object({ type: z.literal('pong') }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;
