import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

/** Signed-out account entry (SPEC §2): a link to /login. The auth issue swaps in the account menu. */
export function AccountSlot({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/login"
      className={cn(
        'flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        className,
      )}
    >
      <UserRound className="size-5 text-brand-700" aria-hidden="true" />
      <span>{t('header.signIn')}</span>
    </Link>
  );
}
