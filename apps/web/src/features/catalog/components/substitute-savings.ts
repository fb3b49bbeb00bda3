import type { Substitute } from '@aushadh/shared/catalog/schemas.ts';

/** What a price per unit is counted in: one tablet, one capsule, one unit of a multi-pack, or the pack. */
export type PriceUnit = 'tablet' | 'capsule' | 'unit' | 'pack';

export function priceUnit(item: Pick<Substitute, 'unitsPerPack' | 'medicineType'>): PriceUnit {
  if (item.unitsPerPack <= 1) return 'pack';
  const type = item.medicineType.toLowerCase();
  if (type.includes('tablet')) return 'tablet';
  if (type.includes('capsule')) return 'capsule';
  return 'unit';
}

/** Cheapest per unit first; equal unit prices keep the server's order. */
export function sortSubstitutes(substitutes: Substitute[]): Substitute[] {
  return substitutes
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.unitPricePaise - b.item.unitPricePaise || a.index - b.index)
    .map(({ item }) => item);
}
