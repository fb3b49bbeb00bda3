import type { PartnerStatus } from '@aushadh/shared/partners/schemas.ts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';

const VARIANT = { pending: 'warning', verified: 'success', rejected: 'danger', suspended: 'danger' } as const;

/** A partner's verification status as a coloured badge. */
export function PartnerStatusBadge({ status }: { status: PartnerStatus }) {
  const { t } = useTranslation('partners');
  return <Badge variant={VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}
