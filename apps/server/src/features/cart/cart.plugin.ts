import { featurePlugin } from '../../lib/feature-plugin.ts';
import { createCartRepository } from './cart.repository.ts';
import { cartRoutes } from './cart.routes.ts';
import { createCartService, type CartService } from './cart.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Carts of accounts and guests (checkout reads and empties them through it). */
    cart: CartService;
  }
}

const HOUR_MS = 3_600_000;

/** Carts per owner (account or signed guest id), the guest cart merged at sign-in, stale guest carts purged. */
export const cartPlugin = featurePlugin(
  'cart',
  { features: ['auth', 'catalog'] },
  async (app, { uow, personalData, scheduledJobs }) => {
    const cart = createCartService({ repository: createCartRepository(uow), catalog: app.catalog, uow });
    app.decorate('cart', cart);
    // The verified guest cart merges into the account, once (SPEC §4 cart ownership).
    app.auth.onSignIn((userId, guestId) => cart.mergeGuestCart(userId, guestId));
    // The owner taking back an account someone registered with their e-mail gets none of that person's cart.
    app.auth.onEmailClaim((userId) => cart.clearAccountCart(userId));
    personalData.register(cart.personalData);
    scheduledJobs.add({ name: 'purge-stale-guest-carts', everyMs: HOUR_MS, run: () => cart.purgeStaleGuestCarts() });
    await app.register(cartRoutes, { cart, guestIdOf: (request) => app.authHttp.readGuestId(request) });
  },
);
