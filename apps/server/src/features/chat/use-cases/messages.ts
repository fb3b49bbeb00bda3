import { CHAT, type ChatMessage, type SendChatMessage } from '@aushadh/shared/chat/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import { prepareAttachment } from '../chat-attachment.ts';
import type { ChatDeps } from '../chat-deps.ts';
import type { AttachmentMeta, AttachmentRow, ConversationRow } from '../chat.repository.ts';
import type { Conversations } from './conversations.ts';
import { marksOf, messageView, newMessageEnvelope, publish, routeOf, type Viewer } from './views.ts';

export function createMessages(deps: ChatDeps, conversations: Conversations) {
  const { repository, uow } = deps;

  const mustClaim = (viewer: Viewer, row: ConversationRow) =>
    viewer.audience.side === 'staff' && row.kind === 'pharmacist' && row.assigneeUserId !== viewer.userId;

  /** A pharmacist who answers a queued conversation takes it; one that another took is refused. */
  async function claimForStaff(viewer: Viewer, row: ConversationRow): Promise<ConversationRow> {
    const taken = await repository.take(row.id, viewer.userId, viewer.name);
    if (!taken) throw new AppError('CHAT_ALREADY_TAKEN');
    await publish(
      deps,
      { ...routeOf(taken), assigneeUserId: null },
      { type: 'conversation', conversationId: taken.id },
    );
    return taken;
  }

  return {
    /**
     * Stores a message (once per client id) and sends it to both sides on every instance. Two round trips in the
     * usual case — the conversation read (ownership), then one statement that stores, bumps and notifies — because
     * every round trip is waiting time for both people (issue 16: p95 ≤ 50 ms with 1,000 sockets).
     */
    async send(viewer: Viewer, conversationId: number, input: SendChatMessage): Promise<ChatMessage> {
      let row = await conversations.find(viewer, conversationId);
      // Taking a queued conversation stands on its own: a pharmacist who answers has taken it, even if the
      // message then fails.
      if (mustClaim(viewer, row)) row = await uow.transaction(() => claimForStaff(viewer, row));
      let attachment: AttachmentMeta | undefined;
      if (input.attachmentId !== undefined) {
        attachment = (await repository.attachmentsByIds([input.attachmentId])).get(input.attachmentId);
        // Only a file this person uploaded into this conversation.
        if (!attachment || attachment.conversationId !== row.id || attachment.uploaderUserId !== viewer.userId)
          throw new AppError('CHAT_NOT_FOUND');
      }
      const values = {
        conversationId: row.id,
        senderUserId: viewer.userId,
        side: viewer.audience.side,
        body: input.body,
        attachmentId: attachment?.id ?? null,
        clientId: input.clientId,
        createdAt: new Date(),
      };
      const route = routeOf(row);
      // The frame is made before the insert; the database writes the id into the notification it sends.
      const draft = messageView(row, { ...values, id: 0 }, attachment);
      const envelope = newMessageEnvelope(deps, route, { type: 'message', message: draft });
      const created = await repository.insertMessageAndNotify(values, envelope.text, envelope.idPath);
      if (created) {
        const message = { ...draft, id: created.id };
        deps.hub.deliver(route, { type: 'message', message });
        return message;
      }
      // A resend of a stored message goes back to the sender's sockets too (they match it by client id).
      const { row: stored } = await repository.insertMessage(values);
      const message = messageView(row, stored, attachment);
      await publish(deps, route, { type: 'message', message });
      return message;
    },

    /** The side's delivered or read mark moves forward; both sides hear the new marks. */
    async mark(viewer: Viewer, conversationId: number, mark: 'delivered' | 'read', upToId: number): Promise<void> {
      const row = await conversations.find(viewer, conversationId);
      await uow.transaction(async () => {
        const updated = await repository.advanceMark(row.id, viewer.audience.side, mark, upToId);
        if (updated)
          await publish(deps, routeOf(updated), { type: 'marks', conversationId: row.id, marks: marksOf(updated) });
      });
    },

    /** Not stored: only whoever is connected right now sees it. */
    async typing(viewer: Viewer, conversationId: number): Promise<void> {
      const row = await conversations.find(viewer, conversationId);
      await publish(deps, routeOf(row), { type: 'typing', conversationId: row.id, side: viewer.audience.side });
    },

    /** After a reconnect: the viewer's messages newer than the last one they saw, a page at a time. */
    async catchUp(viewer: Viewer, afterId: number): Promise<{ messages: ChatMessage[]; more: boolean }> {
      const rows = await repository.messagesAfter(viewer.audience, afterId, CHAT.pageSize + 1);
      const more = rows.length > CHAT.pageSize;
      const page = more ? rows.slice(0, CHAT.pageSize) : rows;
      const conversationIds = [...new Set(page.map((m) => m.conversationId))];
      const byId = new Map<number, ConversationRow>();
      for (const id of conversationIds) {
        const row = await repository.findConversation(id, viewer.audience);
        if (row) byId.set(id, row);
      }
      const attachments = await repository.attachmentsByIds(page.flatMap((m) => m.attachmentId ?? []));
      return {
        messages: page.flatMap((m) => {
          const row = byId.get(m.conversationId);
          return row ? [messageView(row, m, m.attachmentId ? attachments.get(m.attachmentId) : undefined)] : [];
        }),
        more,
      };
    },

    /** A message read by id (a fan-out too large for a notification). */
    async messageById(id: number): Promise<{ row: ConversationRow; message: ChatMessage } | null> {
      const stored = await repository.findMessage(id);
      if (!stored) return null;
      const row = await repository.conversationForFanOut(stored.conversationId);
      if (!row) return null;
      const attachment = stored.attachmentId
        ? (await repository.attachmentsByIds([stored.attachmentId])).get(stored.attachmentId)
        : undefined;
      return { row, message: messageView(row, stored, attachment) };
    },

    async upload(viewer: Viewer, conversationId: number, name: string, bytes: Buffer) {
      const row = await conversations.find(viewer, conversationId);
      const prepared = await prepareAttachment(name, bytes);
      const meta = await repository.insertAttachment({
        conversationId: row.id,
        uploaderUserId: viewer.userId,
        ...prepared,
      });
      return { id: meta.id, name: meta.originalName, mediaType: prepared.mediaType, byteSize: meta.byteSize };
    },

    /** The file, to the two sides of its conversation only. */
    async attachment(viewer: Viewer, id: number): Promise<AttachmentRow> {
      const file = await repository.attachmentContent(id);
      if (!file || !(await repository.findConversation(file.conversationId, viewer.audience)))
        throw new AppError('CHAT_NOT_FOUND');
      return file;
    },
  };
}
