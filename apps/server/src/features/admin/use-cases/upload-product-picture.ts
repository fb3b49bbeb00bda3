import { AppError } from '../../../lib/app-error.ts';
import type { UnitOfWork } from '../../../lib/unit-of-work.ts';
import type { AuditActor, AuditService } from '../../audit/audit.service.ts';
import type { CatalogService } from '../../catalog/catalog.service.ts';
import type { ImagesService } from '../../images/images.service.ts';

export interface ProductPictureDeps {
  uow: UnitOfWork;
  catalog: Pick<CatalogService, 'getProductArt'>;
  images: Pick<ImagesService, 'preparePicture' | 'storePicture'>;
  audit: Pick<AuditService, 'record'>;
}

/**
 * /admin/products: a product's picture uploaded (issue 17 item 3). The bytes are checked and re-encoded by the
 * images feature before any transaction; the picture and its audit record then commit together. The product
 * page shows it through the same picture URLs and presets as the drawn pictures.
 */
export function createUploadProductPicture({ uow, catalog, images, audit }: ProductPictureDeps) {
  return async (actor: AuditActor, productId: number, bytes: Buffer) => {
    if (!(await catalog.getProductArt(productId))) throw new AppError('PRODUCT_NOT_FOUND');
    const picture = await images.preparePicture(bytes);
    const version = await uow.transaction(async () => {
      const saved = await images.storePicture(productId, picture, actor.userId);
      await audit.record(actor, {
        action: 'product.picture-uploaded',
        targetType: 'product',
        targetId: productId,
        after: { version: saved, width: picture.width, height: picture.height, bytes: picture.content.length },
      });
      return saved;
    });
    return { productId, version, width: picture.width, height: picture.height };
  };
}

export type UploadProductPicture = ReturnType<typeof createUploadProductPicture>;
