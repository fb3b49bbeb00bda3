import { equipmentListSchema, type EquipmentList } from '@aushadh/shared/emergency/equipment.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productImagePath, type CatalogService } from '../catalog/catalog.service.ts';
import type { CartService } from '../cart/cart.service.ts';

const LIST_TTL_MS = 5_000;

/** The equipment offered for rent with its terms and its price to buy (decision 0026). */
export async function listEquipment(
  cart: Pick<CartService, 'rentalOffers'>,
  catalog: Pick<CatalogService, 'purchaseFacts'>,
): Promise<EquipmentList> {
  const offers = await cart.rentalOffers();
  const facts = await catalog.purchaseFacts(offers.map((o) => o.productId));
  return {
    items: offers.flatMap((offer) => {
      const product = facts.get(offer.productId);
      if (!product) return [];
      return [
        {
          productId: product.productId,
          name: product.name,
          manufacturer: product.manufacturer,
          imageUrl: productImagePath(product.productId),
          mrpPaise: product.mrpPaise,
          pricePaise: product.pricePaise,
          inStock: product.stock > 0,
          rental: {
            periodUnit: offer.periodUnit,
            minPeriods: offer.minPeriods,
            maxPeriods: offer.maxPeriods,
            rentPaise: offer.rentPaise,
            depositPaise: offer.depositPaise,
            available: offer.unitsAvailable > 0,
          },
        },
      ];
    }),
  };
}

export const equipmentRoutes: FastifyPluginAsyncZod<{
  cart: Pick<CartService, 'rentalOffers'>;
  catalog: Pick<CatalogService, 'purchaseFacts'>;
}> = async (app, { cart, catalog }) => {
  // Read at most every few seconds per process: a page that says "available" a moment too long costs nothing,
  // because adding to the cart and checkout check the units again (decision 0026).
  let cached: { at: number; list: Promise<EquipmentList> } | null = null;
  const list = () => {
    if (!cached || Date.now() - cached.at > LIST_TTL_MS) {
      const fresh = { at: Date.now(), list: listEquipment(cart, catalog) };
      fresh.list.catch(() => {
        if (cached === fresh) cached = null;
      });
      cached = fresh;
    }
    return cached.list;
  };

  app.get(
    '/api/medical-equipment',
    {
      schema: {
        tags: ['emergency'],
        summary: 'Medical equipment to buy or rent: rent per week or month, periods allowed, refundable deposit',
        response: { 200: equipmentListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=5');
      return list();
    },
  );
};
