import { addDays, indiaToday, ORDER_LIFE } from '@aushadh/shared/orders/order-life-schemas.ts';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useLowStock } from '../api/get-low-stock.ts';
import { useProductStock } from '../api/get-product-stock.ts';
import { useStockSearch } from '../api/search-stock-products.ts';
import { ChemistPageHeader } from '../components/chemist-page-header.tsx';
import { ReceiveStockForm } from '../components/receive-stock-form.tsx';
import { WriteOffForm } from '../components/write-off-form.tsx';

/** /chemist/stock: find a product, its batches, stock received and written off; the low-stock list. */
export default function ChemistStockPage() {
  const { t } = useTranslation('chemist');
  const [productId, setProductId] = useState<number | null>(null);
  const [tab, setTab] = useState('shelf');
  return (
    <section>
      <ChemistPageHeader title={t('stock.title')} description={t('stock.description')} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="mb-4 max-w-md">
          <TabsTrigger value="shelf">{t('stock.tabs.shelf')}</TabsTrigger>
          <TabsTrigger value="low">{t('stock.tabs.low')}</TabsTrigger>
        </TabsList>
        <TabsContent value="shelf" className="grid items-start gap-5 lg:grid-cols-[20rem_1fr]">
          <ProductFinder selected={productId} onSelect={setProductId} />
          {productId === null ? (
            <StateMessage icon={<Search />} title={t('stock.pickProduct')} />
          ) : (
            <ProductShelf productId={productId} />
          )}
        </TabsContent>
        <TabsContent value="low">
          <LowStockList
            onSelect={(id) => {
              setProductId(id);
              setTab('shelf');
            }}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function ProductFinder({ selected, onSelect }: { selected: number | null; onSelect: (id: number) => void }) {
  const { t } = useTranslation('chemist');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  // Asked 300 ms after the last key, as the storefront's search box does.
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useStockSearch(q);
  return (
    <Card className="flex flex-col gap-3 p-4">
      <label htmlFor="stock-search" className="text-sm font-medium text-slate-800">
        {t('stock.search')}
      </label>
      <Input
        id="stock-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('stock.searchPlaceholder')}
        autoComplete="off"
      />
      {q.length >= 2 ? (
        <QueryState
          query={search}
          loading={<Skeleton className="h-40" />}
          isEmpty={(items) => items.length === 0}
          empty={<p className="text-sm text-slate-600">{t('stock.noMatch')}</p>}
        >
          {(items) => (
            <ul className="flex max-h-[28rem] flex-col gap-1 overflow-y-auto" aria-label={t('stock.results')}>
              {items.map((item) => (
                <li key={item.productId}>
                  <button
                    type="button"
                    onClick={() => onSelect(item.productId)}
                    aria-pressed={selected === item.productId}
                    className={cn(
                      'flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-start text-sm hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                      selected === item.productId && 'bg-brand-50 ring-1 ring-brand-300',
                    )}
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-slate-900">{item.name}</span>
                      <span className="block truncate text-xs text-slate-500">{item.packSize}</span>
                    </span>
                    <StockCount stock={item.stock} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      ) : null}
    </Card>
  );
}

function StockCount({ stock }: { stock: number }) {
  const { t } = useTranslation('chemist');
  return (
    <Badge variant={stock === 0 ? 'danger' : stock < ORDER_LIFE.lowStockThreshold ? 'warning' : 'success'}>
      {t('stock.units', { count: stock })}
    </Badge>
  );
}

function ProductShelf({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation('chemist');
  const query = useProductStock(productId);
  const soon = addDays(indiaToday(), ORDER_LIFE.minShelfLifeDays);
  const date = (iso: string) => formatCalendarDate(iso, i18n.language, { year: 'numeric', weekday: undefined });
  return (
    <QueryState query={query} loading={<Skeleton className="h-80 rounded-xl" />} errorTitle={t('stock.loadFailed')}>
      {(stock) => (
        <Card className="flex flex-col gap-5 p-4 sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 className="text-lg font-semibold text-slate-900">{stock.name}</h2>
              <p className="text-sm text-slate-500">
                {stock.packSize} · {stock.manufacturer}
              </p>
            </div>
            <StockCount stock={stock.stock} />
          </div>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('stock.batches', { name: stock.name })}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-start text-xs text-slate-500">
                  <th scope="col" className="py-2 text-start font-medium">
                    {t('stock.batch')}
                  </th>
                  <th scope="col" className="py-2 text-start font-medium">
                    {t('stock.expiry')}
                  </th>
                  <th scope="col" className="py-2 text-end font-medium">
                    {t('stock.onShelf')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {stock.batches.map((batch) => (
                  <tr key={batch.id} className="border-b border-slate-100">
                    <td className="py-2 font-mono">{batch.batchNumber}</td>
                    <td className={cn('py-2', batch.expiryDate < soon && 'font-semibold text-amber-800')}>
                      {date(batch.expiryDate)}
                      {batch.expiryDate < soon ? ` · ${t('stock.expiresSoon')}` : ''}
                    </td>
                    <td className="py-2 text-end tabular-nums">{batch.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ReceiveStockForm productId={stock.productId} />
          <WriteOffForm batches={stock.batches} />
        </Card>
      )}
    </QueryState>
  );
}

function LowStockList({ onSelect }: { onSelect: (id: number) => void }) {
  const { t, i18n } = useTranslation('chemist');
  const [page, setPage] = useState(1);
  const query = useLowStock(page);
  return (
    <QueryState
      query={query}
      loading={<Skeleton className="h-80 rounded-xl" />}
      errorTitle={t('stock.loadFailed')}
      isEmpty={(data) => data.items.length === 0}
      empty={<StateMessage title={t('stock.noLowStock')} />}
    >
      {(data) => (
        <Card className="p-4 sm:p-5">
          <p className="mb-3 text-sm text-slate-600">
            {t('stock.lowStockIntro', { threshold: ORDER_LIFE.lowStockThreshold, count: data.total })}
          </p>
          <ul className="divide-y divide-slate-100">
            {data.items.map((item) => (
              <li key={item.productId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{item.name}</span>
                  <span className="block text-xs text-slate-500">
                    {item.packSize} · {item.manufacturer}
                    {item.nearestExpiry
                      ? ` · ${t('stock.nearestExpiry', { date: formatCalendarDate(item.nearestExpiry, i18n.language, { year: 'numeric', weekday: undefined }) })}`
                      : ''}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <StockCount stock={item.stock} />
                  <Button size="sm" variant="outline" onClick={() => onSelect(item.productId)}>
                    {t('stock.restock')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          {data.total > data.pageSize ? (
            <nav className="mt-4 flex items-center justify-between gap-3" aria-label={t('queue.pages')}>
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
                {t('queue.previous')}
              </Button>
              <span className="text-sm text-slate-600">
                {t('queue.pageOf', { page, pages: Math.ceil(data.total / data.pageSize) })}
              </span>
              <Button variant="outline" disabled={page * data.pageSize >= data.total} onClick={() => setPage(page + 1)}>
                {t('queue.next')}
                <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </Card>
      )}
    </QueryState>
  );
}
