import { eq, sql } from 'drizzle-orm';
import { productPictures } from '../../db/schema/images.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

/** Uploaded product pictures (the images feature's only table); queries join the caller's transaction. */
export function createProductPicturesRepository(uow: Pick<UnitOfWork, 'db'>) {
  return {
    /** Stores a picture, replacing the product's previous one; answers its version (1, 2, …). */
    async save(picture: {
      productId: number;
      content: Buffer;
      width: number;
      height: number;
      uploadedBy: number;
    }): Promise<number> {
      const values = { ...picture, byteSize: picture.content.length, uploadedAt: new Date() };
      const [row] = await uow
        .db()
        .insert(productPictures)
        .values(values)
        .onConflictDoUpdate({
          target: productPictures.productId,
          set: { ...values, version: sql`${productPictures.version} + 1` },
        })
        .returning({ version: productPictures.version });
      return row!.version;
    },

    async find(productId: number): Promise<{ content: Buffer; version: number } | null> {
      const [row] = await uow
        .db()
        .select({ content: productPictures.content, version: productPictures.version })
        .from(productPictures)
        .where(eq(productPictures.productId, productId));
      return row ?? null;
    },
  };
}

export type ProductPicturesRepository = ReturnType<typeof createProductPicturesRepository>;
