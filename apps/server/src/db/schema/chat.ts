import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bytea } from './column-types.ts';

// The health chat's tables (issue 16 item 2): only features/chat/chat.repository.ts touches them.

/**
 * One conversation between a customer and the pharmacist desk or one doctor they consulted. `topic` keys
 * the customer's one conversation per counterpart ('pharmacist', 'doctor:12'), so asking again reopens it.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    customerUserId: integer('customer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['pharmacist', 'doctor'] }).notNull(),
    topic: text('topic').notNull(),
    /** The doctors feature's doctor id (a doctor conversation); never joined here, asked of app.doctors. */
    doctorId: integer('doctor_id'),
    /** Names as shown in both inboxes, kept with the conversation so a message needs no look-up to show. */
    customerName: text('customer_name').notNull(),
    /** "Dr Meera Iyer" for a doctor conversation; the pharmacist desk's own label otherwise. */
    counterpartName: text('counterpart_name').notNull(),
    /** The pharmacist who took the conversation; null while it waits in the pharmacist queue. */
    assigneeUserId: integer('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    assigneeName: text('assignee_name'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** The newest message's id: the unread count and the inbox order read it without scanning messages. */
    lastMessageId: integer('last_message_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** Delivered and read marks of each side: every message up to this id reached / was seen by that side. */
    customerDeliveredId: integer('customer_delivered_id').notNull().default(0),
    customerReadId: integer('customer_read_id').notNull().default(0),
    staffDeliveredId: integer('staff_delivered_id').notNull().default(0),
    staffReadId: integer('staff_read_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_topic_idx').on(t.customerUserId, t.topic),
    index('chat_conversations_queue_idx').on(t.kind, t.assigneeUserId, t.lastMessageAt),
    index('chat_conversations_doctor_idx')
      .on(t.doctorId, t.lastMessageAt)
      .where(sql`${t.doctorId} IS NOT NULL`),
    check('chat_conversations_doctor', sql`(${t.kind} = 'doctor') = (${t.doctorId} IS NOT NULL)`),
  ],
);

/** A file attached to a message: checked like a prescription page (magic bytes, size), images re-encoded. */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    uploaderUserId: integer('uploader_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaType: text('media_type').notNull(),
    originalName: text('original_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_attachments_conversation_idx').on(t.conversationId)],
);

/** Every message, oldest first by id: catch-up after a reconnect reads "id greater than the last one seen". */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side', { enum: ['customer', 'staff'] }).notNull(),
    body: text('body').notNull(),
    attachmentId: integer('attachment_id').references(() => chatAttachments.id, { onDelete: 'set null' }),
    /** The sender's own id for the message: a resend after a dropped connection stores it once. */
    clientId: text('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('chat_messages_client_idx').on(t.conversationId, t.side, t.clientId),
  ],
);
