import { and, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { chatAttachments, chatConversations, chatMessages } from '../../db/schema/chat.ts';
import { CHANGE_CHANNEL } from '../../lib/change-feed.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type AttachmentRow = typeof chatAttachments.$inferSelect;
export type AttachmentMeta = Omit<AttachmentRow, 'content'>;

/**
 * Whose conversations a query may see: the customer's own, the pharmacist desk's (the queue plus the ones this
 * pharmacist took), or one doctor's. Every read filters by it in SQL, so ownership is part of the query.
 */
export type Audience =
  | { side: 'customer'; userId: number }
  | { side: 'staff'; desk: 'pharmacist'; userId: number }
  | { side: 'staff'; desk: 'doctor'; doctorId: number };

function visible(audience: Audience): SQL {
  const c = chatConversations;
  if (audience.side === 'customer') return eq(c.customerUserId, audience.userId);
  if (audience.desk === 'doctor') return and(eq(c.kind, 'doctor'), eq(c.doctorId, audience.doctorId))!;
  return and(eq(c.kind, 'pharmacist'), or(isNull(c.assigneeUserId), eq(c.assigneeUserId, audience.userId)))!;
}

/** Messages of the other side newer than this side's read mark. */
function unreadCondition(side: 'customer' | 'staff'): SQL {
  const c = chatConversations;
  const m = chatMessages;
  return side === 'customer'
    ? and(eq(m.side, 'staff'), gt(m.id, c.customerReadId))!
    : and(eq(m.side, 'customer'), gt(m.id, c.staffReadId))!;
}

const attachmentMeta = {
  id: chatAttachments.id,
  conversationId: chatAttachments.conversationId,
  uploaderUserId: chatAttachments.uploaderUserId,
  mediaType: chatAttachments.mediaType,
  originalName: chatAttachments.originalName,
  byteSize: chatAttachments.byteSize,
  sha256: chatAttachments.sha256,
  createdAt: chatAttachments.createdAt,
};

/** Every query runs on `uow.db()`: the caller's transaction when there is one. */
export function createChatRepository(uow: UnitOfWork) {
  return {
    async findConversation(id: number, audience: Audience): Promise<ConversationRow | null> {
      const [row] = await uow
        .db()
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.id, id), visible(audience)));
      return row ?? null;
    },

    /** Creates the customer's conversation on `topic`, or returns the one they already have. */
    async openConversation(
      values: typeof chatConversations.$inferInsert,
    ): Promise<{ row: ConversationRow; created: boolean }> {
      const db = uow.db();
      const [created] = await db.insert(chatConversations).values(values).onConflictDoNothing().returning();
      if (created) return { row: created, created: true };
      const [existing] = await db
        .select()
        .from(chatConversations)
        .where(
          and(eq(chatConversations.customerUserId, values.customerUserId), eq(chatConversations.topic, values.topic)),
        );
      return { row: existing!, created: false };
    },

    /** Routing a fan-out read by id: never shown to anyone as such. */
    async conversationForFanOut(id: number): Promise<ConversationRow | null> {
      const [row] = await uow.db().select().from(chatConversations).where(eq(chatConversations.id, id));
      return row ?? null;
    },

    /** Whether a pharmacist conversation exists at all (a pharmacist may learn that another took it). */
    async pharmacistConversationExists(id: number): Promise<boolean> {
      const [row] = await uow
        .db()
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.kind, 'pharmacist')));
      return Boolean(row);
    },

    async listConversations(audience: Audience, limit = 100): Promise<ConversationRow[]> {
      return uow
        .db()
        .select()
        .from(chatConversations)
        .where(visible(audience))
        .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
        .limit(limit);
    },

    /** Unread messages per conversation for the audience's side. */
    async unreadByConversation(audience: Audience, ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await uow
        .db()
        .select({ id: chatMessages.conversationId, count: sql<number>`count(*)::int` })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(and(inArray(chatConversations.id, ids), unreadCondition(audience.side)))
        .groupBy(chatMessages.conversationId);
      return new Map(rows.map((r) => [r.id, r.count]));
    },

    async unreadTotal(audience: Audience): Promise<number> {
      const [row] = await uow
        .db()
        .select({ count: sql<number>`count(*)::int` })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(and(visible(audience), unreadCondition(audience.side)));
      return row?.count ?? 0;
    },

    async lastMessages(ids: number[]): Promise<Map<number, MessageRow>> {
      if (ids.length === 0) return new Map();
      const rows = await uow
        .db()
        .select({ message: chatMessages })
        .from(chatConversations)
        .innerJoin(chatMessages, eq(chatMessages.id, chatConversations.lastMessageId))
        .where(inArray(chatConversations.id, ids));
      return new Map(rows.map((r) => [r.message.conversationId, r.message]));
    },

    /** Stores a message once per client id; a resend returns the stored one (`created` false). */
    /**
     * Stores a message, moves its conversation's last message and sends `envelope` on the change feed with the new
     * id written at `idPath` — one statement, so one round trip and atomic without a transaction (the notification
     * goes out when it commits). Null when this client id was stored before (a resend).
     */
    async insertMessageAndNotify(
      values: Omit<typeof chatMessages.$inferInsert, 'id' | 'createdAt'> & { createdAt: Date },
      envelope: string,
      idPath: string[],
    ): Promise<{ id: number } | null> {
      const result = await uow.db().execute(sql`
        with inserted as (
          insert into ${chatMessages} (conversation_id, sender_user_id, side, body, attachment_id, client_id, created_at)
          values (${values.conversationId}, ${values.senderUserId ?? null}, ${values.side}, ${values.body},
            ${values.attachmentId ?? null}, ${values.clientId}, ${values.createdAt.toISOString()}::timestamptz)
          on conflict do nothing
          returning id, conversation_id, created_at
        ), bumped as (
          update ${chatConversations} c set last_message_id = i.id, last_message_at = i.created_at
          from inserted i where c.id = i.conversation_id
        )
        select i.id, pg_notify(${CHANGE_CHANNEL}, jsonb_set(${envelope}::jsonb, ${`{${idPath.join(',')}}`}::text[], to_jsonb(i.id))::text)
        from inserted i`);
      const [row] = (result as unknown as { rows: { id: number | string }[] }).rows;
      return row ? { id: Number(row.id) } : null;
    },

    async insertMessage(values: typeof chatMessages.$inferInsert): Promise<{ row: MessageRow; created: boolean }> {
      const db = uow.db();
      const [created] = await db.insert(chatMessages).values(values).onConflictDoNothing().returning();
      if (created) {
        await db
          .update(chatConversations)
          .set({ lastMessageId: created.id, lastMessageAt: created.createdAt })
          .where(eq(chatConversations.id, created.conversationId));
        return { row: created, created: true };
      }
      const [existing] = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, values.conversationId),
            eq(chatMessages.side, values.side),
            eq(chatMessages.clientId, values.clientId),
          ),
        );
      return { row: existing!, created: false };
    },

    async findMessage(id: number): Promise<MessageRow | null> {
      const [row] = await uow.db().select().from(chatMessages).where(eq(chatMessages.id, id));
      return row ?? null;
    },

    /** One page of history, newest last; `before` scrolls back. */
    async messagesPage(conversationId: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
      const rows = await uow
        .db()
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            before === undefined ? undefined : lt(chatMessages.id, before),
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    /** Catch-up: the audience's messages newer than `afterId`, oldest first. */
    async messagesAfter(audience: Audience, afterId: number, limit: number): Promise<MessageRow[]> {
      const rows = await uow
        .db()
        .select({ message: chatMessages })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(and(visible(audience), gt(chatMessages.id, afterId)))
        .orderBy(chatMessages.id)
        .limit(limit);
      return rows.map((r) => r.message);
    },

    /** The pharmacist takes a queued conversation; null when someone else got it first. */
    async take(id: number, userId: number, name: string): Promise<ConversationRow | null> {
      const [row] = await uow
        .db()
        .update(chatConversations)
        .set({ assigneeUserId: userId, assigneeName: name, assignedAt: new Date() })
        .where(
          and(
            eq(chatConversations.id, id),
            eq(chatConversations.kind, 'pharmacist'),
            or(isNull(chatConversations.assigneeUserId), eq(chatConversations.assigneeUserId, userId)),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The pharmacist who has a conversation hands it back to the desk's queue; null when they do not have it. */
    async release(id: number, userId: number): Promise<ConversationRow | null> {
      const [row] = await uow
        .db()
        .update(chatConversations)
        .set({ assigneeUserId: null, assigneeName: null, assignedAt: null })
        .where(
          and(
            eq(chatConversations.id, id),
            eq(chatConversations.kind, 'pharmacist'),
            eq(chatConversations.assigneeUserId, userId),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Moves one side's delivered or read mark forward (never back, never past the newest message). */
    async advanceMark(
      id: number,
      side: 'customer' | 'staff',
      mark: 'delivered' | 'read',
      upToId: number,
    ): Promise<ConversationRow | null> {
      const c = chatConversations;
      const [readKey, deliveredKey] =
        side === 'customer'
          ? (['customerReadId', 'customerDeliveredId'] as const)
          : (['staffReadId', 'staffDeliveredId'] as const);
      const column = mark === 'read' ? c[readKey] : c[deliveredKey];
      const target = sql`least(${upToId}, ${c.lastMessageId})`;
      const forward = (col: typeof column) => sql`greatest(${col}, ${target})`;
      // What was read was delivered too.
      const values =
        mark === 'read'
          ? { [readKey]: forward(c[readKey]), [deliveredKey]: forward(c[deliveredKey]) }
          : { [deliveredKey]: forward(c[deliveredKey]) };
      const [row] = await uow
        .db()
        .update(c)
        .set(values)
        .where(and(eq(c.id, id), sql`${column} < ${target}`))
        .returning();
      return row ?? null;
    },

    async insertAttachment(values: typeof chatAttachments.$inferInsert): Promise<AttachmentMeta> {
      const [row] = await uow.db().insert(chatAttachments).values(values).returning(attachmentMeta);
      return row!;
    },

    async attachmentsByIds(ids: number[]): Promise<Map<number, AttachmentMeta>> {
      if (ids.length === 0) return new Map();
      const rows = await uow.db().select(attachmentMeta).from(chatAttachments).where(inArray(chatAttachments.id, ids));
      return new Map(rows.map((r) => [r.id, r]));
    },

    async attachmentContent(id: number): Promise<AttachmentRow | null> {
      const [row] = await uow.db().select().from(chatAttachments).where(eq(chatAttachments.id, id));
      return row ?? null;
    },

    /* ── personal data ── */
    async conversationsOfCustomer(
      userId: number,
    ): Promise<{ conversation: ConversationRow; messages: MessageRow[] }[]> {
      const conversations = await uow
        .db()
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.customerUserId, userId));
      const ids = conversations.map((c) => c.id);
      const messages = ids.length
        ? await uow
            .db()
            .select()
            .from(chatMessages)
            .where(inArray(chatMessages.conversationId, ids))
            .orderBy(chatMessages.id)
        : [];
      return conversations.map((conversation) => ({
        conversation,
        messages: messages.filter((m) => m.conversationId === conversation.id),
      }));
    },

    async deleteConversationsOfCustomer(userId: number): Promise<void> {
      await uow.db().delete(chatConversations).where(eq(chatConversations.customerUserId, userId));
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
