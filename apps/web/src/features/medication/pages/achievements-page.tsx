import type { Achievements } from '@aushadh/shared/medication/schemas.ts';
import { Award, CalendarCheck, Flame, Package, RefreshCw, Stethoscope } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAchievements } from '../api/get-achievements.ts';

type BadgeId = Achievements['badges'][number]['id'];
const ICONS: Record<BadgeId, ReactNode> = {
  'first-order': <Package aria-hidden className="size-6" />,
  'health-checkup': <Stethoscope aria-hidden className="size-6" />,
  'streak-7': <Flame aria-hidden className="size-6" />,
  'streak-30': <CalendarCheck aria-hidden className="size-6" />,
  'refills-on-time': <RefreshCw aria-hidden className="size-6" />,
};
/** Where to go to make progress on each. */
const NEXT_STEP: Record<BadgeId, string> = {
  'first-order': '/products',
  'health-checkup': '/lab-tests',
  'streak-7': '/medication-tracking',
  'streak-30': '/medication-tracking',
  'refills-on-time': '/medication-tracking',
};

/** /achievements: badges for healthy habits and how close each one is (issue 19). */
export default function AchievementsPage() {
  const { t } = useTranslation('medication');
  const achievements = useAchievements();
  const badges = achievements.data?.badges ?? [];
  const earned = badges.filter((b) => b.earned).length;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <title>{`${t('achievements.title')} | Aushadh`}</title>
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Award aria-hidden className="size-7 text-amber-500" />
          {t('achievements.title')}
        </h1>
        <p className="text-sm text-slate-600">{t('achievements.intro')}</p>
        {achievements.data && (
          <p className="mt-2 text-sm font-semibold text-slate-800">
            {t('achievements.summary', { earned, total: badges.length })}
          </p>
        )}
      </header>
      <QueryFallback query={achievements} errorTitle={t('achievements.loadError')} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {badges.map((badge) => (
          <li
            key={badge.id}
            className={cn(
              'flex flex-col gap-3 rounded-2xl border p-4 shadow-sm',
              badge.earned ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white',
            )}
          >
            <div className="flex items-start gap-3">
              <span
                className={cn(
                  'flex size-12 shrink-0 items-center justify-center rounded-full',
                  badge.earned ? 'bg-amber-400 text-slate-900' : 'bg-slate-100 text-slate-500',
                )}
              >
                {ICONS[badge.id]}
              </span>
              <div>
                <h2 className="font-semibold text-slate-900">{t(`achievements.badges.${badge.id}.title`)}</h2>
                <p className="text-sm text-slate-600">{t(`achievements.badges.${badge.id}.text`)}</p>
              </div>
            </div>
            <div>
              <div className="mb-1 flex justify-between text-xs text-slate-600">
                <span>{badge.earned ? t('achievements.earned') : t('achievements.inProgress')}</span>
                <span className="font-semibold text-slate-900" dir="ltr">
                  {t('achievements.progress', { progress: badge.progress, target: badge.target })}
                </span>
              </div>
              <div
                className="h-2 overflow-hidden rounded-full bg-slate-100"
                role="progressbar"
                aria-label={t(`achievements.badges.${badge.id}.title`)}
                aria-valuemin={0}
                aria-valuemax={badge.target}
                aria-valuenow={badge.progress}
              >
                <div
                  className={cn('h-full rounded-full', badge.earned ? 'bg-amber-500' : 'bg-brand-600')}
                  style={{ width: `${Math.round((badge.progress / badge.target) * 100)}%` }}
                />
              </div>
            </div>
            {!badge.earned && (
              <Button asChild variant="outline" className="mt-auto self-start">
                <Link to={NEXT_STEP[badge.id]}>{t(`achievements.badges.${badge.id}.action`)}</Link>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
