import { and, asc, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { assistantConversations, assistantMessages } from '../../db/schema/assistant.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type ConversationRow = typeof assistantConversations.$inferSelect;
export type MessageRow = typeof assistantMessages.$inferSelect;
export type NewMessage = Omit<typeof assistantMessages.$inferInsert, 'id' | 'conversationId' | 'createdAt'>;

/** Whose conversations: an account's, or a guest's (by signed cookie) that has not joined one. */
export type ConversationOwner = { userId: number } | { guestId: string };

const ownedBy = (owner: ConversationOwner): SQL =>
  'userId' in owner
    ? eq(assistantConversations.userId, owner.userId)
    : and(eq(assistantConversations.guestId, owner.guestId), isNull(assistantConversations.userId))!;

/** The health assistant's tables; every query on the unit of work's current handle. */
export function createAssistantRepository(uow: UnitOfWork) {
  return {
    async createConversation(owner: ConversationOwner, title: string, language: string): Promise<ConversationRow> {
      const [row] = await uow
        .db()
        .insert(assistantConversations)
        .values({
          userId: 'userId' in owner ? owner.userId : null,
          guestId: 'guestId' in owner ? owner.guestId : null,
          title,
          language,
        })
        .returning();
      return row!;
    },

    /** The conversation when it is the owner's (anyone else: null, so the route answers 404). */
    async findOwned(owner: ConversationOwner, id: number): Promise<ConversationRow | null> {
      const [row] = await uow
        .db()
        .select()
        .from(assistantConversations)
        .where(and(eq(assistantConversations.id, id), ownedBy(owner)));
      return row ?? null;
    },

    async listOwned(owner: ConversationOwner, limit: number): Promise<ConversationRow[]> {
      return uow
        .db()
        .select()
        .from(assistantConversations)
        .where(ownedBy(owner))
        .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
        .limit(limit);
    },

    async messagesOf(conversationId: number): Promise<MessageRow[]> {
      return uow
        .db()
        .select()
        .from(assistantMessages)
        .where(eq(assistantMessages.conversationId, conversationId))
        .orderBy(asc(assistantMessages.id));
    },

    async countMessages(conversationId: number): Promise<number> {
      const [row] = await uow
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(assistantMessages)
        .where(eq(assistantMessages.conversationId, conversationId));
      return row?.n ?? 0;
    },

    async addMessage(conversationId: number, message: NewMessage): Promise<MessageRow> {
      const [row] = await uow
        .db()
        .insert(assistantMessages)
        .values({ ...message, conversationId })
        .returning();
      return row!;
    },

    async touch(conversationId: number, at: Date): Promise<void> {
      await uow
        .db()
        .update(assistantConversations)
        .set({ updatedAt: at })
        .where(eq(assistantConversations.id, conversationId));
    },

    /** Deletes the owner's conversation (its messages go with it); false when it is not theirs. */
    async deleteOwned(owner: ConversationOwner, id: number): Promise<boolean> {
      const rows = await uow
        .db()
        .delete(assistantConversations)
        .where(and(eq(assistantConversations.id, id), ownedBy(owner)))
        .returning({ id: assistantConversations.id });
      return rows.length > 0;
    },

    /** Deletes all the owner's conversations; their ids. */
    async deleteAllOwned(owner: ConversationOwner): Promise<number[]> {
      const rows = await uow
        .db()
        .delete(assistantConversations)
        .where(ownedBy(owner))
        .returning({ id: assistantConversations.id });
      return rows.map((row) => row.id);
    },

    /** At sign-in: a guest's conversations become the account's. */
    async joinGuest(guestId: string, userId: number): Promise<void> {
      await uow
        .db()
        .update(assistantConversations)
        .set({ userId, guestId: null })
        .where(and(eq(assistantConversations.guestId, guestId), isNull(assistantConversations.userId)));
    },

    /** Guest conversations nobody came back to. */
    async deleteGuestConversationsBefore(before: Date): Promise<number> {
      const rows = await uow
        .db()
        .delete(assistantConversations)
        .where(and(isNull(assistantConversations.userId), lt(assistantConversations.updatedAt, before)))
        .returning({ id: assistantConversations.id });
      return rows.length;
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
