import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

// The health assistant's tables (issue 16): only features/assistant/*.repository.ts touches them.

/**
 * One conversation with the AI health assistant. A signed-in customer's conversations are theirs (deleted with
 * the account); a guest's carry the guest-id cookie and are kept until the guest deletes them or signs in, when
 * they join the account (like a guest cart).
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    /** The first words the customer typed (shortened), shown in the list of conversations. */
    title: text('title').notNull(),
    /** Interface language the conversation was held in (en, hi, ta, …). */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_conversations_user_idx').on(t.userId, t.updatedAt),
    index('assistant_conversations_guest_idx')
      .on(t.guestId, t.updatedAt)
      .where(sql`${t.guestId} IS NOT NULL`),
    check('assistant_conversations_owner', sql`${t.userId} IS NOT NULL OR ${t.guestId} IS NOT NULL`),
  ],
);

/** A reason the triage engine gave: a catalog code and the words of the message that triggered it. */
export type AssistantTriageReason = { code: string; matched: string[] };
/** A passage the answer was retrieved from: the knowledge base or a medicine leaflet from the catalog. */
export type AssistantSource = { kind: 'knowledge' | 'leaflet'; id: string; title: string; url: string | null };
/** An OTC product offered at the self-care level (never prescription-only). */
export type AssistantProductSuggestion = { productId: number; name: string; pricePaise: number };

/**
 * A message of a conversation. The customer's messages carry only the text; the assistant's carry the triage
 * level and its reasons, the red flags met, the answer's sources, the suggested specialty and OTC products.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    text: text('text').notNull(),
    /** Script/language the triage engine detected in the customer's message (en, hi, hi-latn, ta, bn, mr, …). */
    detectedLanguage: text('detected_language'),
    triageLevel: text('triage_level', { enum: ['emergency', 'doctor-24h', 'consult', 'self-care'] }),
    triageReasons: jsonb('triage_reasons').$type<AssistantTriageReason[]>().notNull().default([]),
    /** Red-flag codes met (chest-pain-cardiac, stroke, suicidal, infant-fever, pregnancy-bleeding, …). */
    redFlags: text('red_flags').array().notNull().default([]),
    /** Doctor specialty slug suggested for booking (/doctors?specialty=<slug>). */
    specialty: text('specialty'),
    sources: jsonb('sources').$type<AssistantSource[]>().notNull().default([]),
    productSuggestions: jsonb('product_suggestions').$type<AssistantProductSuggestion[]>().notNull().default([]),
    /** 'engine' when phrased from the retrieved passages, 'model' when an OpenAI-compatible model phrased it. */
    answeredBy: text('answered_by', { enum: ['engine', 'model'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_messages_conversation_idx').on(t.conversationId, t.id),
    check('assistant_messages_triage_on_assistant', sql`(${t.role} = 'assistant') = (${t.triageLevel} IS NOT NULL)`),
  ],
);
