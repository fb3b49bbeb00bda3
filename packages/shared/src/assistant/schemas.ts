import { z } from 'zod';
import { safeText } from '../text.ts';

/* ───────────────────────── Triage (issue 16) ───────────────────────── */

/** Urgency levels, most urgent first. The order is the engine's: a later step may raise a level, never lower it. */
export const TRIAGE_LEVELS = ['emergency', 'doctor-24h', 'consult', 'self-care'] as const;
export type TriageLevel = (typeof TRIAGE_LEVELS)[number];

/** Higher is more urgent. */
export const triageRank = (level: TriageLevel) => TRIAGE_LEVELS.length - TRIAGE_LEVELS.indexOf(level);
export const moreUrgent = (a: TriageLevel, b: TriageLevel): TriageLevel => (triageRank(a) >= triageRank(b) ? a : b);

/** Red flags: any one of them makes the level "emergency" and shows the call buttons before anything else. */
export const RED_FLAGS = [
  'chest-pain',
  'breathing',
  'stroke',
  'heavy-bleeding',
  'unconscious',
  'seizure',
  'anaphylaxis',
  'poisoning',
  'suicidal',
  'infant-fever',
  'pregnancy-bleeding',
  'pregnancy-danger',
  'head-injury-danger',
  'thunderclap-headache',
  'meningitis-signs',
  'heat-stroke',
  'confusion',
  'accident',
  'severe-burn',
  'vision-loss',
  'dengue-warning',
  'severe-dehydration',
] as const;
export type RedFlag = (typeof RED_FLAGS)[number];

/** Reasons for the lower levels (the red flags are reasons too). */
export const OTHER_REASONS = [
  // see a doctor within 24 hours
  'high-fever',
  'long-fever',
  'fever-chills',
  'fever-rash',
  'mosquito-fever',
  'jaundice',
  'blood-in-urine',
  'uti-fever',
  'animal-bite',
  'vomiting-diarrhoea',
  'baby-fever',
  'severe-abdominal-pain',
  'head-injury',
  'kidney-stone-severe',
  // consult
  'chronic-condition',
  'long-cough',
  'mental-health',
  'womens-health',
  'skin-hair',
  'dental',
  'ear-eye',
  'uti',
  'persistent-symptom',
  'severe-symptom',
  'vulnerable-person',
  'unrecognised',
  // self-care
  'minor-symptom',
] as const;
export const TRIAGE_REASON_CODES = [...RED_FLAGS, ...OTHER_REASONS] as const;
export type TriageReasonCode = (typeof TRIAGE_REASON_CODES)[number];

/** Numbers shown as one-tap buttons: national emergency, ambulance, Tele-MANAS mental-health line. */
export const HELPLINES = { emergency: '112', ambulance: '108', teleManas: '14416' } as const;
export type Helpline = (typeof HELPLINES)[keyof typeof HELPLINES];

export const triageReasonSchema = z.object({
  code: z.enum(TRIAGE_REASON_CODES),
  /** The words of the message that led to it (as the customer wrote them). */
  matched: z.array(z.string()),
});
export type TriageReason = z.infer<typeof triageReasonSchema>;

/* ───────────────────────── Conversation contract ───────────────────────── */

export const ASSISTANT_LIMITS = {
  messageMax: 1000,
  /** Messages of one conversation kept; a longer one asks for a new conversation. */
  messagesPerConversation: 200,
  conversationsListed: 50,
  /** Per customer (or guest, or address): replies per minute. */
  repliesPerMinute: 20,
} as const;

export const assistantMessageTextSchema = safeText({
  field: 'note',
  max: ASSISTANT_LIMITS.messageMax,
  min: 1,
  multiline: true,
});

export const askAssistantRequestSchema = z.object({
  text: assistantMessageTextSchema,
  /** Omitted to start a new conversation. */
  conversationId: z.number().int().positive().optional(),
  /** The interface language the reply's fixed texts are shown in (the engine also detects the message's). */
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default('en'),
});
export type AskAssistantRequest = z.input<typeof askAssistantRequestSchema>;

export const assistantSourceSchema = z.object({
  kind: z.enum(['knowledge', 'leaflet']),
  id: z.string(),
  title: z.string(),
  url: z.string().nullable(),
});
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

export const assistantProductSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  pricePaise: z.number().int().nonnegative(),
});
export type AssistantProduct = z.infer<typeof assistantProductSchema>;

export const assistantPassageSchema = z.object({
  sourceId: z.string(),
  title: z.string(),
  summary: z.string(),
  selfCare: z.array(z.string()),
  seeDoctorIf: z.array(z.string()),
});
export type AssistantPassage = z.infer<typeof assistantPassageSchema>;

export const assistantMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  createdAt: z.string(),
  detectedLanguage: z.string().nullable(),
  triageLevel: z.enum(TRIAGE_LEVELS).nullable(),
  reasons: z.array(triageReasonSchema),
  redFlags: z.array(z.enum(RED_FLAGS)),
  /** Numbers to offer as call buttons, first one first (empty below the emergency level). */
  helplines: z.array(z.string()),
  specialty: z.string().nullable(),
  sources: z.array(assistantSourceSchema),
  passages: z.array(assistantPassageSchema),
  products: z.array(assistantProductSchema),
  answeredBy: z.enum(['engine', 'model']).nullable(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

export const assistantReplySchema = z.object({
  conversationId: z.number().int(),
  question: assistantMessageSchema,
  answer: assistantMessageSchema,
});
export type AssistantReply = z.infer<typeof assistantReplySchema>;

export const assistantConversationSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  language: z.string(),
  updatedAt: z.string(),
});
export const assistantConversationListSchema = z.array(assistantConversationSummarySchema);
export type AssistantConversationSummary = z.infer<typeof assistantConversationSummarySchema>;

export const assistantConversationSchema = assistantConversationSummarySchema.extend({
  messages: z.array(assistantMessageSchema),
});
export type AssistantConversation = z.infer<typeof assistantConversationSchema>;

export const assistantConversationParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Where the booking link of a suggested specialty leads (the doctors directory filtered by it). */
export const specialtyBookingPath = (slug: string) => `/doctors?specialty=${encodeURIComponent(slug)}`;
