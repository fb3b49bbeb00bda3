import type { Cart } from '@aushadh/shared/cart/schemas.ts';
import type { ReorderResponse } from '@aushadh/shared/orders/schemas.ts';
import { Download, Eye, Loader2, RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { orderInvoiceUrl } from '../api/get-order-invoice.ts';
import { useReorderOrder } from '../api/reorder-order.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';

export interface OrderActionsProps {
  order: { id: number; orderNumber: string; canCancel: boolean; invoiceAvailable: boolean };
  /** Hide "View details" on the detail page itself. */
  showDetails?: boolean;
  /** Reorder changed the cart on the server: refetch it (the cart feature, composed by the app). */
  /** The cart the reorder answered with. */
  onCartChanged: (cart: Cart) => void;
  onViewCart: () => void;
}

/** View details, Reorder (and what could not be added), Cancel before dispatch, Download invoice (if one exists). */
export function OrderActions({ order, showDetails = true, onCartChanged, onViewCart }: OrderActionsProps) {
  const { t } = useTranslation('orders');
  const { error: errorText } = useErrorText();
  const reorder = useReorderOrder();
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<ReorderResponse | null>(null);

  const doReorder = () =>
    reorder.mutate(order.id, {
      onSuccess: (response) => {
        setResult(response);
        onCartChanged(response.cart);
        const addedCount = response.added.length + response.capped.length;
        toast(
          addedCount > 0
            ? {
                title: t('reorder.addedTitle', { count: addedCount }),
                ...(response.unavailable.length > 0
                  ? {
                      description: t('reorder.someUnavailable', {
                        names: response.unavailable.map((u) => u.name).join(', '),
                      }),
                    }
                  : {}),
                variant: 'success',
                action: { label: t('reorder.viewCart'), onClick: onViewCart },
              }
            : { title: t('reorder.noneTitle'), description: t('reorder.none'), variant: 'destructive' },
        );
      },
      onError: (error) => {
        console.error('[orders] reorder failed', error);
        toast({
          title: t('reorder.failedTitle'),
          description: errorText(error) ?? t('errors.generic'),
          variant: 'destructive',
        });
      },
    });

  /** Why an item was not added, in the visitor's language (the server's English from a reply without codes). */
  const reasonText = (productId: number, english: string) => {
    const code = result?.unavailableReasons?.[productId];
    return code ? t(`reorder.reason.${code}`) : english;
  };

  const doCancel = () =>
    cancel.mutate(order.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: t('cancel.doneTitle'),
          description: t('cancel.done', { orderNumber: order.orderNumber }),
          variant: 'success',
        });
      },
      onError: (error) => console.error('[orders] cancel failed', error),
    });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {showDetails ? (
          <Button asChild variant="outline" size="sm">
            <Link to={`/orders/${order.id}`} aria-label={t('actions.detailsOf', { orderNumber: order.orderNumber })}>
              <Eye aria-hidden="true" />
              {t('actions.details')}
            </Link>
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" onClick={doReorder} disabled={reorder.isPending} data-testid="reorder">
          {reorder.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <RotateCcw aria-hidden="true" />
          )}
          {t('actions.reorder')}
        </Button>
        {/* An order cancelled before payment has no tax invoice (the server answers 409). */}
        {order.invoiceAvailable ? (
          <Button asChild variant="ghost" size="sm">
            <a href={orderInvoiceUrl(order.id)} download={`invoice-${order.orderNumber}.pdf`}>
              <Download aria-hidden="true" />
              {t('actions.invoice')}
            </a>
          </Button>
        ) : null}
        {order.canCancel ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => {
              cancel.reset();
              setConfirming(true);
            }}
            data-testid="cancel-order"
          >
            <XCircle aria-hidden="true" />
            {t('actions.cancel')}
          </Button>
        ) : null}
      </div>
      {result && (result.unavailable.length > 0 || result.capped.length > 0) ? (
        <div
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
          role="status"
          data-testid="reorder-result"
        >
          <p className="font-semibold">{t('reorder.partialTitle')}</p>
          <ul className="mt-1 list-disc ps-5">
            {result.unavailable.map((u) => (
              <li key={`u${u.productId}`}>
                {t('reorder.unavailableLine', { name: u.name, reason: reasonText(u.productId, u.reason) })}
              </li>
            ))}
            {result.capped.map((c) => (
              <li key={`c${c.productId}`}>
                {t('reorder.cappedLine', { name: c.name, added: c.added, requested: c.requested })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <CancelOrderDialog
        open={confirming}
        onOpenChange={setConfirming}
        orderNumber={order.orderNumber}
        onConfirm={doCancel}
        pending={cancel.isPending}
        error={cancel.error ? (errorText(cancel.error) ?? t('errors.generic')) : null}
      />
    </div>
  );
}
