import {
  deliveryCheckResponseSchema,
  pincodeDetailsSchema,
  pincodeLookupQuerySchema,
  pincodeLookupResponseSchema,
} from '@aushadh/shared/delivery/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limit } from '../../lib/rate-limit.ts';
import type { DeliveryService } from './delivery.service.ts';

export const deliveryRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (app, { delivery }) => {
  const lookups = [limit(app, 'pincode-lookup', { max: 300, minutes: 5 })];

  app.get(
    '/api/pincode',
    {
      preHandler: lookups,
      schema: {
        tags: ['delivery'],
        summary: 'Pincode of the nearest India Post office to a point',
        querystring: pincodeLookupQuerySchema,
        response: { 200: pincodeLookupResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => delivery.lookup(request.query.lat, request.query.lng),
  );

  app.get(
    '/api/pincodes/:pincode',
    {
      preHandler: lookups,
      schema: {
        tags: ['delivery'],
        summary: 'The place of a pincode (office, district, state) and whether we deliver there, to fill an address',
        // Checked in the service so a malformed pincode answers the same field error as the delivery check.
        params: z.object({ pincode: z.string().max(50) }),
        response: { 200: pincodeDetailsSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => delivery.details(request.params.pincode),
  );

  // Not under /api/delivery/…: that prefix is the delivery staff area's API (guarded for the delivery role).
  app.get(
    '/api/delivery-check',
    {
      preHandler: lookups,
      schema: {
        tags: ['delivery'],
        summary:
          'Whether we deliver to a pincode, with the estimated delivery dates (0–7 business days by distance from Noida, Sundays skipped)',
        // Checked in the service: a malformed pincode is a field error on `pincode`, an unknown one unavailable.
        querystring: z.object({ pincode: z.string().max(50).default('') }),
        response: { 200: deliveryCheckResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => delivery.check(request.query.pincode),
  );
};
