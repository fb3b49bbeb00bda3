import {
  addToCartRequestSchema,
  cartItemIdParamsSchema,
  cartMutationResponseSchema,
  cartOwnerParamsSchema,
  cartSchema,
  transferCartRequestSchema,
  updateCartItemRequestSchema,
} from '@aushadh/shared/cart/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CartCaller, CartService } from './cart.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export interface CartRoutesOptions {
  cart: CartService;
  /** The guest id from the caller's signed cookie (never from the URL or body). */
  guestIdOf: (request: FastifyRequest) => string | null;
}

/** SPEC §7 cart calls. Every owner id is checked against the caller's session and signed guest cookie. */
export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (app, { cart, guestIdOf }) => {
  const caller = (request: FastifyRequest): CartCaller => ({
    userId: request.user?.id ?? null,
    guestId: guestIdOf(request),
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/cart/:userId',
    {
      schema: {
        tags: ['cart'],
        summary: "The caller's cart (user id or own guest id)",
        params: cartOwnerParamsSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => cart.getCart(caller(request), request.params.userId),
  );

  app.post(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a product (raises the quantity of an existing line, capped)',
        body: addToCartRequestSchema,
        response: { 200: cartMutationResponseSchema, ...errors },
      },
    },
    async (request) => cart.add(caller(request), request.body),
  );

  app.put(
    '/api/cart/:cartItemId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of one of the caller’s lines',
        params: cartItemIdParamsSchema,
        body: updateCartItemRequestSchema,
        response: { 200: cartMutationResponseSchema, ...errors },
      },
    },
    async (request) => cart.update(caller(request), request.params.cartItemId, request.body.quantity),
  );

  app.delete(
    '/api/cart/:cartItemId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove one of the caller’s lines',
        params: cartItemIdParamsSchema,
        response: { 200: cartMutationResponseSchema, ...errors },
      },
    },
    async (request) => cart.remove(caller(request), request.params.cartItemId),
  );

  app.delete(
    '/api/cart/user/:userId',
    {
      schema: {
        tags: ['cart'],
        summary: "Clear the caller's cart",
        params: cartOwnerParamsSchema,
        response: { 200: cartMutationResponseSchema, ...errors },
      },
    },
    async (request) => cart.clear(caller(request), request.params.userId),
  );

  app.post(
    '/api/cart/transfer',
    {
      schema: {
        tags: ['cart'],
        summary: "Merge the caller's own guest cart into the caller's account (quantities added, capped, once)",
        body: transferCartRequestSchema,
        response: { 200: cartMutationResponseSchema, ...errors },
      },
    },
    async (request) => cart.transfer(caller(request), request.body.fromUserId, request.body.toUserId),
  );
};
