import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './catalog.ts';
import { bytea } from './column-types.ts';

/**
 * A product's uploaded picture (issue 17 item 3), owned by features/images (only its product-pictures repository
 * touches it): the upload re-encoded to WebP, the master every preset is resized from. Without a row the picture
 * is drawn from the product's facts, as before. `version` names the disk cache's files, so a new upload is never
 * served from an older one's.
 */
export const productPictures = pgTable('product_pictures', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  version: integer('version').notNull().default(1),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
