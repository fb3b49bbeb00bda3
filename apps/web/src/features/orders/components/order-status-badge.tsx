import type { OrderStatus } from '@aushadh/shared/orders/schemas.ts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import type { BadgeProps } from '../../../components/ui/badge.tsx';

const VARIANT: Record<OrderStatus, NonNullable<BadgeProps['variant']>> = {
  processing: 'info',
  'awaiting-prescription': 'warning',
  shipped: 'brand',
  delivered: 'success',
  cancelled: 'neutral',
};

/** processing, awaiting prescription, shipped, delivered, cancelled — each with its own colour. */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation('orders');
  return (
    <Badge variant={VARIANT[status]} className={className} data-testid="order-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
