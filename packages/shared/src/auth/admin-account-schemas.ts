import { z } from 'zod';
import { safeText } from '../text.ts';
import { ROLES, STAFF_ROLES } from './roles.ts';
import { registrationFields } from './schemas.ts';

/**
 * /api/admin/users (issue 17 item 2): every account, staff accounts created by admin, roles changed, accounts
 * disabled (sessions end at once) or enabled, a password-reset code sent. The rules live on the server
 * (features/auth/use-cases/manage-accounts.ts): a subadmin never creates, changes or promotes to admin or
 * subadmin; nobody removes the last active admin; nobody changes their own role or disables themselves.
 */

export const ACCOUNT_PAGE_SIZE = 25;

export const accountListQuerySchema = z.object({
  q: safeText({ field: 'searchText', max: 100 }).optional(),
  role: z.enum(ROLES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

export const adminAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const accountListSchema = z.object({
  items: z.array(adminAccountSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AccountList = z.infer<typeof accountListSchema>;

export const accountIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A staff account: no password here — the new member sets their own from the code mailed to them. */
export const createStaffAccountSchema = z.object({
  name: registrationFields.name,
  email: registrationFields.email,
  username: registrationFields.username,
  role: z.enum(STAFF_ROLES as [(typeof STAFF_ROLES)[number], ...(typeof STAFF_ROLES)[number][]]),
});
export type CreateStaffAccount = z.infer<typeof createStaffAccountSchema>;

export const changeRoleSchema = z.object({ role: z.enum(ROLES) });
export const setDisabledSchema = z.object({ disabled: z.boolean() });

/* ── the audit log (issue 17 item 8) ── */

export const AUDIT_ACTIONS = [
  'account.created',
  'account.role-changed',
  'account.disabled',
  'account.enabled',
  'account.password-reset-sent',
  // Health blog, tips and testimonials (issue 17 item 4)
  'article.created',
  'article.updated',
  'article.published',
  'article.retired',
  'content-image.uploaded',
  'health-tip.created',
  'health-tip.updated',
  'health-tip.published',
  'health-tip.retired',
  'testimonial.created',
  'testimonial.updated',
  'testimonial.published',
  'testimonial.retired',
  // The catalog's write side (issue 17 item 3)
  'product.created',
  'product.updated',
  'product.retired',
  'product.restored',
  'product.stock-received',
  'product.picture-uploaded',
  'catalog.imported',
  // Partner onboarding and verification (issue 17 item 5)
  'partner.details-saved',
  'partner.submitted',
  'partner.document-added',
  'partner.document-removed',
  'partner.verified',
  'partner.rejected',
  'partner.suspended',
  'partner.reinstated',
  // E-mail campaigns (issue 17 item 7)
  'campaign.created',
  'campaign.updated',
  'campaign.test-sent',
  'campaign.sent',
  'campaign.paused',
  'campaign.resumed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.number().int(),
  actorRole: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null at the end. */
  nextBefore: z.number().int().nullable(),
});
