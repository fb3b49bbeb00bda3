import { AppError } from '../../../lib/app-error.ts';
import type { ContentStatus } from '../content.repository.ts';

/**
 * The one state machine of articles, tips and testimonials: publish (now or from a time) from any state but
 * retired-twice; retire from draft or published. Returns the new columns, or throws a catalog error.
 */
export function publishTransition(
  _status: ContentStatus,
  publishAt: string | undefined,
  now: Date,
): { status: 'published'; publishAt: Date } {
  // Publishing again (a scheduled item made live now, a retired one brought back) is allowed: the time moves.
  return { status: 'published', publishAt: publishAt ? new Date(publishAt) : now };
}

export function retireTransition(status: ContentStatus): { status: 'retired' } {
  if (status === 'retired') throw new AppError('CONTENT_ALREADY_RETIRED');
  return { status: 'retired' };
}
