import {
  catalogImportReportSchema,
  type CatalogImportMode,
  type CatalogImportReport,
} from '@aushadh/shared/catalog/product-admin-schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { productsRootKey } from './get-products.ts';

/** POST /api/admin/products/import — a dry run reports; the real runs write whole rows in one transaction. */
export function importCatalog(mode: CatalogImportMode, csv: string): Promise<CatalogImportReport> {
  return apiFetch('/api/admin/products/import', import.meta.env.DEV && catalogImportReportSchema, {
    method: 'POST',
    body: { mode, csv },
  });
}

export function useImportCatalog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, csv }: { mode: CatalogImportMode; csv: string }) => importCatalog(mode, csv),
    onSettled: (report) => {
      if (report && report.created + report.updated > 0)
        void queryClient.invalidateQueries({ queryKey: productsRootKey });
    },
  });
}
