import {
  contentState,
  type AdminHealthTip,
  type HealthTipInput,
  type HealthTipOfTheDay,
  type PublishInput,
} from '@aushadh/shared/content/schemas.ts';
import { istDate } from '@aushadh/shared/doctors/slots.ts';
import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { AppError } from '../../../lib/app-error.ts';
import { memo } from '../../../lib/memo.ts';
import type { ContentDeps, Editor } from '../content-deps.ts';
import type { HealthTipRow } from '../content.repository.ts';
import { publishTransition, retireTransition } from './publishing.ts';

const DAY_MS = 86_400_000;

/**
 * The tip of an Asia/Kolkata date among the live tips (ascending id): a tip scheduled to start that very day
 * leads it (the newest such), so an editor's fresh tip is seen on its day; otherwise the tips take turns, one a
 * day, by the number of days since 1970-01-01 — the same answer on every instance all day, a new one at
 * midnight IST.
 */
export function tipOfDate<T extends { id: number; publishAt: Date | null }>(
  tips: readonly T[],
  date: string,
): T | null {
  if (tips.length === 0) return null;
  const startingToday = tips.filter((t) => t.publishAt && istDate(t.publishAt) === date);
  if (startingToday.length > 0) {
    return startingToday.reduce((a, b) =>
      b.publishAt! > a.publishAt! || (+b.publishAt! === +a.publishAt! && b.id > a.id) ? b : a,
    );
  }
  const dayNumber = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  return tips[dayNumber % tips.length]!;
}

const auditView = (row: HealthTipRow) => ({
  status: row.status,
  publishAt: row.publishAt?.toISOString() ?? null,
  languages: Object.keys(row.texts).sort(),
});

export function createHealthTips(deps: ContentDeps) {
  const { repository, uow, audit } = deps;
  const now = () => deps.now?.() ?? new Date();

  const toAdmin = (row: HealthTipRow, at: Date): AdminHealthTip => ({
    id: row.id,
    texts: row.texts,
    status: row.status,
    state: contentState(row.status, row.publishAt, at),
    publishAt: row.publishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  });

  // Every home page asks: the live tips are kept 30 s, and dropped at once after this instance changes one.
  const liveTips = memo(() => repository.liveTips(now()), 30_000);
  const changed = () => uow.afterCommit(() => liveTips.invalidate());

  async function locked(id: number): Promise<HealthTipRow> {
    const row = await repository.lockTip(id);
    if (!row) throw new AppError('HEALTH_TIP_NOT_FOUND');
    return row;
  }

  return {
    /** Home: today's tip (Asia/Kolkata) in the asked language, English when it has none in it. */
    async today(language: LanguageCode): Promise<HealthTipOfTheDay> {
      const at = now();
      const date = istDate(at);
      // A tip scheduled for later (cached before its time came) is not live yet.
      const live = (await liveTips.get()).filter((t) => t.publishAt && t.publishAt <= at);
      const tip = tipOfDate(live, date);
      if (!tip) return { tip: null };
      const text = tip.texts[language];
      return {
        tip: { id: tip.id, text: text ?? tip.texts.en ?? '', language: text ? language : 'en', date },
      };
    },

    async adminList(state: AdminHealthTip['state'] | undefined): Promise<AdminHealthTip[]> {
      const at = now();
      return (await repository.adminTips(state, at)).map((row) => toAdmin(row, at));
    },

    create: (editor: Editor, input: HealthTipInput) =>
      uow.transaction(async () => {
        const row = await repository.insertTip({
          texts: input.texts as Record<string, string>,
          createdBy: editor.userId,
          updatedBy: editor.userId,
        });
        changed();
        await audit.record(editor, {
          action: 'health-tip.created',
          targetType: 'health-tip',
          targetId: row.id,
          after: auditView(row),
        });
        return toAdmin(row, now());
      }),

    update: (editor: Editor, id: number, input: HealthTipInput) =>
      uow.transaction(async () => {
        const before = await locked(id);
        const row = await repository.updateTip(id, {
          texts: input.texts as Record<string, string>,
          updatedBy: editor.userId,
          updatedAt: now(),
        });
        changed();
        await audit.record(editor, {
          action: 'health-tip.updated',
          targetType: 'health-tip',
          targetId: id,
          before: auditView(before),
          after: auditView(row),
        });
        return toAdmin(row, now());
      }),

    publish: (editor: Editor, id: number, input: PublishInput) =>
      uow.transaction(async () => {
        const before = await locked(id);
        const row = await repository.updateTip(id, {
          ...publishTransition(before.status, input.publishAt, now()),
          updatedBy: editor.userId,
          updatedAt: now(),
        });
        changed();
        await audit.record(editor, {
          action: 'health-tip.published',
          targetType: 'health-tip',
          targetId: id,
          before: auditView(before),
          after: auditView(row),
        });
        return toAdmin(row, now());
      }),

    retire: (editor: Editor, id: number) =>
      uow.transaction(async () => {
        const before = await locked(id);
        const row = await repository.updateTip(id, {
          ...retireTransition(before.status),
          updatedBy: editor.userId,
          updatedAt: now(),
        });
        changed();
        await audit.record(editor, {
          action: 'health-tip.retired',
          targetType: 'health-tip',
          targetId: id,
          before: auditView(before),
          after: auditView(row),
        });
        return toAdmin(row, now());
      }),
  };
}
