import type { AdminProduct } from '@aushadh/shared/catalog/product-admin-schemas.ts';
import { ADMIN_PRODUCT_STATUSES } from '@aushadh/shared/catalog/product-admin-schemas.ts';
import { Download, PackagePlus, Pencil, Pill, RotateCcw, Search, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/cn.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { readProductFilter, useProducts, type ProductFilter } from '../api/get-products.ts';
import { useSetProductRetired } from '../api/set-product-retired.ts';
import { CatalogImportDialog } from '../components/catalog-import-dialog.tsx';
import { Pager } from '../components/pager.tsx';
import { ProductFormDialog } from '../components/product-form-dialog.tsx';
import { ServerTable, type ServerColumn } from '../../../components/server-table.tsx';
import { useSearchAfterPause } from '../../../lib/use-search-after-pause.ts';
import { useUpdateSearchParams } from '../../../lib/use-update-search-params.ts';

/**
 * /admin/products (issue 17 items 3, 9): the catalog with search, status filter, server sorting and pages;
 * create, edit, retire or restore a product; the catalog file out and in (a dry run first).
 */
export default function AdminProductsPage() {
  const { t } = useTranslation('admin');
  const { error: errorText } = useErrorText();
  const [params] = useSearchParams();
  const updateParams = useUpdateSearchParams();
  const filter = readProductFilter(params);
  const [typed, setTyped] = useState(filter.q);
  const products = useProducts(filter);
  const retire = useSetProductRetired();
  const [editing, setEditing] = useState<AdminProduct | null | 'new'>(null);
  const [importing, setImporting] = useState(false);

  const update = (next: Partial<ProductFilter>) =>
    updateParams(
      (current) => {
        const merged = { ...readProductFilter(current), page: 1, ...next };
        const search = new URLSearchParams({ sort: merged.sort, dir: merged.dir });
        if (merged.q.trim()) search.set('q', merged.q.trim());
        if (merged.status) search.set('status', merged.status);
        if (merged.page > 1) search.set('page', String(merged.page));
        return search;
      },
      { replace: next.page === undefined },
    );

  useSearchAfterPause(typed, filter.q, (q) => update({ q }));

  const toggleRetired = (product: AdminProduct) =>
    retire.mutate(
      { id: product.id, retired: !product.retired },
      {
        onSuccess: (saved) =>
          toast({ title: t(saved.retired ? 'products.retiredToast' : 'products.restoredToast', { name: saved.name }) }),
        onError: (error) =>
          toast({ title: t('actions.failed'), description: errorText(error), variant: 'destructive' }),
      },
    );

  const columns: ServerColumn<AdminProduct>[] = [
    { id: 'id', header: t('products.id'), sortKey: 'id', cell: (p) => <span className="tabular-nums">{p.id}</span> },
    {
      id: 'name',
      header: t('products.product'),
      sortKey: 'name',
      cell: (p) => (
        <span className="inline-flex min-w-0 flex-col">
          <span className="font-semibold text-slate-900">{p.name}</span>
          <span className="text-sm text-slate-600">
            {p.saltComposition} · {p.manufacturer}
          </span>
          <span className="mt-1 flex flex-wrap gap-1">
            {p.prescriptionRequired ? (
              <Badge variant="neutral">{t('products.rx', { schedule: p.schedule })}</Badge>
            ) : null}
            {p.retired ? <Badge variant="danger">{t('products.retired')}</Badge> : null}
          </span>
        </span>
      ),
    },
    {
      id: 'price',
      header: t('products.price'),
      sortKey: 'price',
      numeric: true,
      cell: (p) => (
        <span className="tabular-nums">
          {formatMoney(p.pricePaise)} <span className="text-sm text-slate-500">/ {formatMoney(p.mrpPaise)}</span>
        </span>
      ),
    },
    { id: 'stock', header: t('products.stock'), sortKey: 'stock', numeric: true, cell: (p) => p.stock },
    {
      id: 'actions',
      header: t('table.actions'),
      numeric: true,
      cell: (p) => (
        <span className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setEditing(p)} aria-label={t('products.editOf', { name: p.name })}>
            <Pencil aria-hidden="true" />
            {t('products.edit')}
          </Button>
          <Button
            variant="outline"
            disabled={retire.isPending && retire.variables?.id === p.id}
            onClick={() => toggleRetired(p)}
            aria-label={t(p.retired ? 'products.restoreOf' : 'products.retireOf', { name: p.name })}
          >
            {p.retired ? <RotateCcw aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            {t(p.retired ? 'products.restore' : 'products.retire')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-products-title" className="flex flex-col gap-5">
      <title>{`${t('products.title')} | Aushadh`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="admin-products-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('products.title')}
          </h1>
          <p className="mt-1 text-slate-600">{t('products.description')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <a href="/api/admin/products/export.csv" download>
              <Download aria-hidden="true" />
              {t('products.export')}
            </a>
          </Button>
          <Button variant="outline" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" />
            {t('products.import')}
          </Button>
          <Button onClick={() => setEditing('new')}>
            <PackagePlus aria-hidden="true" />
            {t('products.create')}
          </Button>
        </div>
      </div>
      <form
        role="search"
        onSubmit={(event) => (event.preventDefault(), update({ q: typed }))}
        className="flex flex-wrap gap-3"
      >
        <div className="relative min-w-0 flex-1 basis-64">
          <Search className="pointer-events-none absolute start-3 top-3.5 size-4 text-slate-500" aria-hidden="true" />
          <input
            type="search"
            aria-label={t('products.search')}
            placeholder={t('products.searchPlaceholder')}
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
            className={cn(inputClassName, 'ps-9')}
          />
        </div>
        <select
          aria-label={t('products.statusFilter')}
          value={filter.status}
          onChange={(event) => update({ status: event.target.value as ProductFilter['status'] })}
          className={cn(inputClassName, 'w-48')}
        >
          <option value="">{t('products.allStatuses')}</option>
          {ADMIN_PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`products.statuses.${status}`)}
            </option>
          ))}
        </select>
      </form>
      <QueryState
        query={products}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <StateMessage icon={<Pill />} title={t('products.emptyTitle')} description={t('products.emptyDescription')} />
        }
      >
        {(page) => (
          <div
            className={cn('flex flex-col gap-4', products.isPlaceholderData && 'opacity-60')}
            aria-busy={products.isFetching}
          >
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('products.count', { count: page.total })}
            </p>
            <ServerTable
              rows={page.items}
              columns={columns}
              rowId={(p) => String(p.id)}
              sort={filter.sort}
              dir={filter.dir}
              onSort={(sort, dir) => update({ sort: sort as ProductFilter['sort'], dir })}
              sortLabel={(column) => t('table.sortBy', { column })}
              caption={t('products.title')}
              testId="product-row"
            />
            <Pager page={page.page} pageSize={page.pageSize} total={page.total} onPage={(p) => update({ page: p })} />
          </div>
        )}
      </QueryState>
      <ProductFormDialog
        product={editing === 'new' ? null : editing}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={(saved) => toast({ title: t('products.savedToast', { name: saved.name }) })}
      />
      <CatalogImportDialog open={importing} onOpenChange={setImporting} />
    </section>
  );
}
