import { z } from 'zod';
import { paiseSchema } from '../catalog/schemas.ts';

/**
 * Combo packs (issue 18 item 3) as the one pricing function sees them: a set of products sold together for a
 * bundle price. A combo is not a product: the cart holds its products, and each complete set in the cart takes
 * (Σ selling price of one set − bundle price) off, shared over the set's lines. Remove one product and the set
 * is no longer complete, so its discount goes with it.
 */

export const comboDealSchema = z.object({
  comboId: z.number().int().positive(),
  slug: z.string().min(1).max(80),
  /** One set: which products, how many packs of each (a product at most once). */
  items: z
    .array(z.object({ productId: z.number().int().positive(), quantity: z.number().int().min(1).max(10) }))
    .min(2)
    .refine((items) => new Set(items.map((item) => item.productId)).size === items.length),
  /** Bundle price of one set, GST-inclusive. */
  pricePaise: paiseSchema.positive(),
});
export type ComboDeal = z.infer<typeof comboDealSchema>;

/** A combo the pricing applied: how many complete sets and what they took off. */
export interface AppliedCombo {
  comboId: number;
  slug: string;
  sets: number;
  amountPaise: number;
}

interface ComboLine {
  productId: number;
  quantity: number;
  pricePaise: number;
}

/**
 * Each combo's complete sets in the lines and the discount of each line. Combos are taken in the order given
 * (the shop's order), and a pack counted in one set is not counted again in another combo's set, so no pack
 * is discounted twice. A set whose selling price is already at or below the bundle price takes nothing off.
 * `share(amount, weights)` is the pricing's own allocation (largest remainder), so shares add up exactly.
 */
export function applyCombos(
  lines: readonly ComboLine[],
  combos: readonly ComboDeal[],
  share: (amount: number, weights: number[]) => number[],
): { applied: AppliedCombo[]; shares: number[] } {
  const left = lines.map((line) => line.quantity);
  const shares = lines.map(() => 0);
  const applied: AppliedCombo[] = [];
  const linesOf = (productId: number) => lines.flatMap((line, index) => (line.productId === productId ? [index] : []));

  for (const combo of combos) {
    const available = (productId: number) => linesOf(productId).reduce((total, i) => total + left[i]!, 0);
    const sets = Math.min(...combo.items.map((item) => Math.floor(available(item.productId) / item.quantity)));
    if (sets < 1) continue;
    // Take the packs of the sets from the lines (earlier line first) and weigh each line by what it gives.
    const used = lines.map(() => 0);
    for (const item of combo.items) {
      let need = item.quantity * sets;
      for (const i of linesOf(item.productId)) {
        const take = Math.min(need, left[i]! - used[i]!);
        used[i]! += take;
        need -= take;
      }
    }
    const weights = used.map((quantity, i) => quantity * lines[i]!.pricePaise);
    const setsSelling = weights.reduce((total, weight) => total + weight, 0);
    const amountPaise = Math.max(0, setsSelling - combo.pricePaise * sets);
    // No saving: the packs stay free for a later combo.
    if (amountPaise === 0) continue;
    used.forEach((quantity, i) => {
      left[i]! -= quantity;
    });
    share(amountPaise, weights).forEach((amount, i) => {
      shares[i]! += amount;
    });
    applied.push({ comboId: combo.comboId, slug: combo.slug, sets, amountPaise });
  }
  return { applied, shares };
}
