import type { ProductSummary } from '@aushadh/shared/catalog/schemas.ts';
import type { ReactNode } from 'react';

/** The catalog's product grid, handed in by app/ (a web feature never imports another). */
export type RenderProducts = (products: ProductSummary[]) => ReactNode;
