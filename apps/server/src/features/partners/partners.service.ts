import type { PartnersDeps } from './partners-deps.ts';
import { createOnboarding } from './use-cases/onboarding.ts';
import { createVerifiedGuard } from './use-cases/require-verified.ts';
import { createReview } from './use-cases/review.ts';

/** Partner onboarding and verification: the only entry for other features (the guard, the dashboard count). */
export function createPartnersService(deps: PartnersDeps) {
  const onboarding = createOnboarding(deps);
  const review = createReview(deps);
  const requireVerified = createVerifiedGuard(deps);
  return {
    onboarding,
    review,
    requireVerified,
    /**
     * The same check as a route hook: `preValidation: app.partners.verifiedOnly` on a guarded route of
     * another feature (after the route's role check, before the body is validated).
     */
    verifiedOnly: async (request: { user: { id: number; role: string | null } | null }) =>
      requireVerified(request.user),
    countAwaitingReview: review.countAwaitingReview,
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
