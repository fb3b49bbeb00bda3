/** The PostgreSQL error behind a failed query (Drizzle wraps the driver's error in `cause`). */
function postgresError(error: unknown): { code?: string; constraint?: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const cause = (error as { cause?: unknown }).cause;
  if (typeof cause === 'object' && cause !== null && 'code' in cause) return cause as { code?: string };
  return 'code' in error ? (error as { code?: string }) : undefined;
}

/** True for a unique violation (23505), of `constraint` when it is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = postgresError(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}
