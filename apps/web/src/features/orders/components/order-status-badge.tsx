import type { OrderStatus } from '@aushadh/shared/orders/schemas.ts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import type { BadgeProps } from '../../../components/ui/badge.tsx';

const VARIANT: Record<OrderStatus, NonNullable<BadgeProps['variant']>> = {
  'awaiting-prescription': 'warning',
  processing: 'info',
  packed: 'info',
  shipped: 'brand',
  delivered: 'success',
  cancelled: 'neutral',
  'return-requested': 'warning',
  returned: 'neutral',
};

/** Each status of an order's life with its own colour. */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation('orders');
  return (
    <Badge variant={VARIANT[status]} className={className} data-testid="order-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
