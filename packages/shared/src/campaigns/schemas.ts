import { z } from 'zod';
import { messageToken } from '../errors/message-token.ts';
import { safeText } from '../text.ts';

/** Who a campaign goes to; PLUS members are those with an active PLUS plan when sending starts. */
export const CAMPAIGN_SEGMENTS = ['all-customers', 'bought-category', 'inactive-90-days', 'plus-members'] as const;
export type CampaignSegment = (typeof CAMPAIGN_SEGMENTS)[number];
/** A draft is edited; sending can be paused (no further batches) and resumed; sent is final. */
export const CAMPAIGN_STATUSES = ['draft', 'sending', 'paused', 'sent'] as const;

/** Mails queued per batch: small enough that a batch's transaction is short, large enough to finish soon. */
export const CAMPAIGN_BATCH_SIZE = 100;
/** Where a campaign's body says the customer's first name. */
export const FIRST_NAME_PLACEHOLDER = '{{firstName}}';

export const campaignInputSchema = z
  .object({
    name: safeText({ field: 'name', min: 3, max: 120 }),
    subject: safeText({ field: 'subject', min: 3, max: 150 }),
    body: safeText({ field: 'message', min: 10, max: 5000, multiline: true }),
    segment: z.enum(CAMPAIGN_SEGMENTS),
    categoryId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  })
  .refine((c) => (c.segment === 'bought-category') === (c.categoryId !== null), {
    error: messageToken('CAMPAIGN_CATEGORY_REQUIRED'),
    path: ['categoryId'],
  });
export type CampaignInput = z.infer<typeof campaignInputSchema>;

export const campaignIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const campaignCountsSchema = z.object({
  /** Customers in the segment when sending started. */
  recipients: z.number().int(),
  pending: z.number().int(),
  /** Mails written to the outbox. */
  queued: z.number().int(),
  /** Left out: no marketing consent at the time of their batch. */
  skipped: z.number().int(),
  /** Reported sent by the mail service. */
  delivered: z.number().int(),
  unsubscribed: z.number().int(),
});

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  segment: z.enum(CAMPAIGN_SEGMENTS),
  categoryId: z.number().int().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  counts: campaignCountsSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignListSchema = z.object({ items: z.array(campaignSchema) });

/** The mail as a recipient reads it, with the acting admin's name in place of the customer's. */
export const campaignPreviewSchema = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;
export const testSendResponseSchema = z.object({ sentTo: z.string() });

/** POST /api/email/unsubscribe — the signed token from a campaign mail's link. */
export const unsubscribeRequestSchema = z.object({
  token: z
    .string({ error: messageToken('UNSUBSCRIBE_LINK_INVALID') })
    .max(200, messageToken('UNSUBSCRIBE_LINK_INVALID'))
    .regex(/^\d{1,10}\.\d{1,10}\.[\w-]{43}$/, messageToken('UNSUBSCRIBE_LINK_INVALID')),
});
export const unsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });
/** The form a mail program posts to the `List-Unsubscribe` link (RFC 8058), the token being in the link. */
export const oneClickUnsubscribeSchema = z.object({ 'List-Unsubscribe': z.literal('One-Click') });
