import {
  CONTENT_LIMITS,
  contentState,
  type AdminTestimonial,
  type PublishInput,
  type Testimonial,
  type TestimonialInput,
} from '@aushadh/shared/content/schemas.ts';
import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { ContentDeps, Editor } from '../content-deps.ts';
import type { TestimonialRow } from '../content.repository.ts';
import { publishTransition, retireTransition } from './publishing.ts';

/** The audit log keeps the state and the rating, never the customer's name or words. */
const auditView = (row: TestimonialRow) => ({
  status: row.status,
  publishAt: row.publishAt?.toISOString() ?? null,
  rating: row.rating,
});

const toPublic = (row: TestimonialRow): Testimonial => ({
  id: row.id,
  name: row.name,
  city: row.city,
  quote: row.quote,
  language: row.language as LanguageCode,
  rating: row.rating,
});

export function createTestimonials(deps: ContentDeps) {
  const { repository, uow, audit } = deps;
  const now = () => deps.now?.() ?? new Date();

  const toAdmin = (row: TestimonialRow, at: Date): AdminTestimonial => ({
    ...toPublic(row),
    status: row.status,
    state: contentState(row.status, row.publishAt, at),
    publishAt: row.publishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  });

  async function locked(id: number): Promise<TestimonialRow> {
    const row = await repository.lockTestimonial(id);
    if (!row) throw new AppError('TESTIMONIAL_NOT_FOUND');
    return row;
  }

  async function change(
    editor: Editor,
    id: number,
    action: 'testimonial.updated' | 'testimonial.published' | 'testimonial.retired',
    values: (before: TestimonialRow) => Partial<TestimonialRow>,
  ): Promise<AdminTestimonial> {
    return uow.transaction(async () => {
      const before = await locked(id);
      const row = await repository.updateTestimonial(id, {
        ...values(before),
        updatedBy: editor.userId,
        updatedAt: now(),
      });
      await audit.record(editor, {
        action,
        targetType: 'testimonial',
        targetId: id,
        before: auditView(before),
        after: auditView(row),
      });
      return toAdmin(row, now());
    });
  }

  return {
    /** Home: the newest live testimonials. */
    async live(): Promise<{ items: Testimonial[] }> {
      return { items: (await repository.liveTestimonials(now(), CONTENT_LIMITS.testimonialsOnHome)).map(toPublic) };
    },

    async adminList(state: AdminTestimonial['state'] | undefined): Promise<AdminTestimonial[]> {
      const at = now();
      return (await repository.adminTestimonials(state, at)).map((row) => toAdmin(row, at));
    },

    create: (editor: Editor, input: TestimonialInput) =>
      uow.transaction(async () => {
        const row = await repository.insertTestimonial({
          ...input,
          createdBy: editor.userId,
          updatedBy: editor.userId,
        });
        await audit.record(editor, {
          action: 'testimonial.created',
          targetType: 'testimonial',
          targetId: row.id,
          after: auditView(row),
        });
        return toAdmin(row, now());
      }),

    update: (editor: Editor, id: number, input: TestimonialInput) =>
      change(editor, id, 'testimonial.updated', () => input),
    publish: (editor: Editor, id: number, input: PublishInput) =>
      change(editor, id, 'testimonial.published', (before) => publishTransition(before.status, input.publishAt, now())),
    retire: (editor: Editor, id: number) =>
      change(editor, id, 'testimonial.retired', (before) => retireTransition(before.status)),
  };
}
