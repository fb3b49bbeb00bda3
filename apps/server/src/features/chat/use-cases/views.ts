import type { ChatConversation, ChatMessage, ChatServerFrame } from '@aushadh/shared/chat/schemas.ts';
import type { ChatDeps } from '../chat-deps.ts';
import type { ChatRoute } from '../chat-hub.ts';
import type { AttachmentMeta, Audience, ConversationRow, MessageRow } from '../chat.repository.ts';

/** The person behind a request or a socket, and which conversations they may read. */
export interface Viewer {
  userId: number;
  name: string;
  audience: Audience;
}

export const routeOf = (c: ConversationRow): ChatRoute => ({
  customerUserId: c.customerUserId,
  kind: c.kind,
  doctorId: c.doctorId,
  assigneeUserId: c.assigneeUserId,
});

export const marksOf = (c: ConversationRow) => ({
  customerDeliveredId: c.customerDeliveredId,
  customerReadId: c.customerReadId,
  staffDeliveredId: c.staffDeliveredId,
  staffReadId: c.staffReadId,
});

export function senderName(c: ConversationRow, side: 'customer' | 'staff'): string {
  if (side === 'customer') return c.customerName;
  return c.kind === 'doctor' ? c.counterpartName : (c.assigneeName ?? c.counterpartName);
}

export function messageView(c: ConversationRow, m: MessageRow, attachment: AttachmentMeta | undefined): ChatMessage {
  return {
    id: m.id,
    conversationId: m.conversationId,
    side: m.side,
    senderName: senderName(c, m.side),
    body: m.body,
    attachment: attachment
      ? {
          id: attachment.id,
          name: attachment.originalName,
          mediaType: attachment.mediaType as NonNullable<ChatMessage['attachment']>['mediaType'],
          byteSize: attachment.byteSize,
        }
      : null,
    clientId: m.clientId,
    sentAt: m.createdAt.toISOString(),
  };
}

export function conversationView(
  viewer: Viewer,
  c: ConversationRow,
  last: MessageRow | undefined,
  unread: number,
): ChatConversation {
  return {
    id: c.id,
    kind: c.kind,
    counterpartName: c.counterpartName,
    customerName: c.customerName,
    mySide: viewer.audience.side,
    assigneeName: c.assigneeName,
    assignedToMe: c.assigneeUserId === viewer.userId,
    lastMessage: last ? last.body : null,
    lastMessageAt: c.lastMessageAt.toISOString(),
    unread,
    marks: marksOf(c),
  };
}

/** Largest fan-out payload sent whole; a bigger message travels as its id and each instance reads it. */
const INLINE_PAYLOAD_BYTES = 6500;

export interface FeedPayload {
  route: ChatRoute;
  frame?: ChatServerFrame;
  /** A message too large for a notification: read it by id. */
  messageId?: number;
}

/**
 * Sends a frame to this instance's sockets once the transaction commits and to the other instances through the
 * change feed (queued in the same transaction: nothing goes out if it rolls back).
 */
/** What the feed carries for a frame: whole, or for a large message only its id (each instance reads it). */
function feedPayload(route: ChatRoute, frame: ChatServerFrame): FeedPayload {
  const whole: FeedPayload = { route, frame };
  return frame.type === 'message' && Buffer.byteLength(JSON.stringify(whole)) > INLINE_PAYLOAD_BYTES
    ? { route, messageId: frame.message.id }
    : whole;
}

/**
 * The change-feed notification for a new message whose id the database has yet to give: the text and where in it
 * the id goes (ChatRepository.insertMessageAndNotify writes it there in the same statement).
 */
export function newMessageEnvelope(
  deps: Pick<ChatDeps, 'envelope'>,
  route: ChatRoute,
  frame: Extract<ChatServerFrame, { type: 'message' }>,
): { text: string; idPath: string[] } {
  const payload = feedPayload(route, frame);
  return {
    text: deps.envelope(payload),
    idPath: payload.frame ? ['d', 'frame', 'message', 'id'] : ['d', 'messageId'],
  };
}

export async function publish(
  deps: Pick<ChatDeps, 'hub' | 'notify' | 'uow'>,
  route: ChatRoute,
  frame: ChatServerFrame,
) {
  await deps.notify(feedPayload(route, frame));
  deps.uow.afterCommit(() => deps.hub.deliver(route, frame));
}
