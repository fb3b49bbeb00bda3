import { isPartnerRole } from '@aushadh/shared/partners/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { PartnersDeps } from '../partners-deps.ts';

/**
 * The rule that matters (issue 17 item 5): a doctor consults, writes an e-prescription or joins a video call,
 * and a pharmacy or chemist reviews prescriptions, packs, dispatches and settles returns, only while its partner
 * record is verified. Any other role (a customer on the call, an admin) is not a partner and passes. One indexed
 * read; the other features call it from their guarded routes (`app.partners.requireVerified`).
 */
export function createVerifiedGuard(deps: Pick<PartnersDeps, 'repository'>) {
  return async function requireVerified(user: { id: number; role: string | null } | null): Promise<void> {
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (!isPartnerRole(user.role)) return;
    if ((await deps.repository.statusOfUser(user.id)) !== 'verified') throw new AppError('PARTNER_NOT_VERIFIED');
  };
}
