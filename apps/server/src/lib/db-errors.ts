/**
 * The PostgreSQL error behind a failed query, looking through wrappers (Drizzle's DrizzleQueryError keeps the
 * driver's error in `cause`, sometimes more than one level deep): its SQLSTATE and, when named, the constraint.
 */
export function postgresError(error: unknown): { code: string; constraint?: string } | undefined {
  let current = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return typeof constraint === 'string' ? { code, constraint } : { code };
    }
    current = cause;
  }
  return undefined;
}

/** True for a unique violation (23505), of `constraint` when it is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = postgresError(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}
