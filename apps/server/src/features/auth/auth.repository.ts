import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { oneTimeCodes, sessions, socialIdentities, users } from '../../db/schema/auth.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type UserRow = typeof users.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type CodePurpose = OneTimeCodeRow['purpose'];

/** Every query runs on `uow.db()`: the caller's transaction when there is one. */
export function createAuthRepository(uow: UnitOfWork) {
  return {
    async findUserByLogin(login: string): Promise<UserRow | null> {
      const value = login.trim().toLowerCase();
      const [row] = await uow
        .db()
        .select()
        .from(users)
        .where(or(eq(sql`lower(${users.username})`, value), eq(sql`lower(${users.email})`, value)))
        .limit(1);
      return row ?? null;
    },

    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await uow
        .db()
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row ?? null;
    },

    async findUserById(id: number): Promise<UserRow | null> {
      const [row] = await uow.db().select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Several accounts' contact columns in one query (unknown ids are simply absent); past 10,000 ids, one
     * query per 10,000, under PostgreSQL's limit of bound parameters.
     */
    async usersByIds(ids: readonly number[]) {
      const unique = [...new Set(ids)];
      const rows = [];
      for (let start = 0; start < unique.length; start += 10_000) {
        rows.push(
          ...(await uow
            .db()
            .select({
              id: users.id,
              name: users.name,
              email: users.email,
              language: users.language,
              deletedAt: users.deletedAt,
            })
            .from(users)
            .where(inArray(users.id, unique.slice(start, start + 10_000)))),
        );
      }
      return rows;
    },

    /** Accounts of one role that are not deleted, by name. */
    listUsersWithRole(role: string): Promise<{ id: number; name: string }[]> {
      return uow
        .db()
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.role, role), isNull(users.deletedAt)))
        .orderBy(users.name, users.id)
        .limit(500);
    },

    async usernameOrEmailTaken(username: string, email: string) {
      const rows = await uow
        .db()
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(
          or(
            eq(sql`lower(${users.username})`, username.toLowerCase()),
            eq(sql`lower(${users.email})`, email.toLowerCase()),
          ),
        );
      return {
        username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
        email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
      };
    },

    async insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await uow.db().insert(users).values(values).returning();
      return row!;
    },

    async setRegistration(id: number, registration: { number: string; council: string }) {
      await uow
        .db()
        .update(users)
        .set({ registrationNumber: registration.number, registrationCouncil: registration.council })
        .where(eq(users.id, id));
    },

    async updateUser(
      id: number,
      values: Partial<Pick<UserRow, 'name' | 'mobile' | 'passwordHash' | 'role' | 'disabledAt' | 'language'>>,
    ) {
      const [row] = await uow
        .db()
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    /** Deletion (DPDP erasure): personal fields replaced by placeholders; the row stays for the invoices. */
    async anonymiseUser(
      id: number,
      values: Pick<UserRow, 'name' | 'username' | 'email'> & { deletedAt: Date },
    ): Promise<void> {
      await uow
        .db()
        .update(users)
        .set({ ...values, mobile: null, passwordHash: null, emailVerifiedAt: null, updatedAt: values.deletedAt })
        .where(eq(users.id, id));
    },

    listSessionsOfUser(userId: number) {
      return uow
        .db()
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.createdAt));
    },

    listSocialIdentities(userId: number) {
      return uow
        .db()
        .select({
          provider: socialIdentities.provider,
          email: socialIdentities.email,
          createdAt: socialIdentities.createdAt,
        })
        .from(socialIdentities)
        .where(eq(socialIdentities.userId, userId));
    },

    async deleteSocialIdentitiesOf(userId: number) {
      await uow.db().delete(socialIdentities).where(eq(socialIdentities.userId, userId));
    },

    async deleteCodesFor(email: string) {
      await uow
        .db()
        .delete(oneTimeCodes)
        .where(eq(sql`lower(${oneTimeCodes.email})`, email.toLowerCase()));
    },

    /**
     * Marks the e-mail proven and drops the password, only if it was unproven: the returned row says this call
     * was the first proof (two proofs racing cannot both take the account back).
     */
    async claimUnverifiedEmail(id: number): Promise<UserRow | null> {
      const now = new Date();
      const [row] = await uow
        .db()
        .update(users)
        .set({ emailVerifiedAt: now, passwordHash: null, updatedAt: now })
        .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
        .returning();
      return row ?? null;
    },

    // Sessions
    /**
     * The admin's list of accounts (issue 17): newest first, matching `query` in name, username, e-mail or
     * mobile, optionally one role; deleted accounts left out. One page and the total.
     */
    async listAccounts(filter: { query: string | undefined; role: string | undefined; limit: number; offset: number }) {
      const pattern = filter.query ? `%${filter.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = and(
        isNull(users.deletedAt),
        // Roles compare case-insensitively (SPEC §3): a row may hold 'Admin'.
        filter.role ? eq(sql`lower(${users.role})`, filter.role) : undefined,
        pattern
          ? or(
              sql`lower(${users.name}) like ${pattern}`,
              sql`lower(${users.username}) like ${pattern}`,
              sql`lower(${users.email}) like ${pattern}`,
              sql`coalesce(${users.mobile}, '') like ${pattern}`,
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        uow.db().select().from(users).where(where).orderBy(desc(users.id)).limit(filter.limit).offset(filter.offset),
        uow
          .db()
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Locks every active admin's row (a demotion or disabling checks who is left, one at a time). */
    async lockActiveAdmins(): Promise<number[]> {
      const rows = await uow
        .db()
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.role})`, 'admin'), isNull(users.disabledAt), isNull(users.deletedAt)))
        .orderBy(users.id)
        .for('update');
      return rows.map((row) => row.id);
    },

    async lockUser(id: number): Promise<UserRow | null> {
      const [row] = await uow.db().select().from(users).where(eq(users.id, id)).for('update');
      return row ?? null;
    },

    async insertSession(values: typeof sessions.$inferInsert) {
      await uow.db().insert(sessions).values(values);
    },
    async findSessionUser(tokenHash: string): Promise<UserRow | null> {
      const [row] = await uow
        .db()
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row?.user ?? null;
    },
    async deleteSession(tokenHash: string) {
      await uow.db().delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    async deleteSessionsOfUser(userId: number, options: { except?: string } = {}) {
      await uow
        .db()
        .delete(sessions)
        .where(
          options.except
            ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, options.except))
            : eq(sessions.userId, userId),
        );
    },
    async countSessionsOfUser(userId: number) {
      const [row] = await uow
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return row?.n ?? 0;
    },

    /** Answers how many went. */
    async deleteSessionsExpiredBefore(before: Date): Promise<number> {
      const rows = await uow
        .db()
        .delete(sessions)
        .where(lt(sessions.expiresAt, before))
        .returning({ tokenHash: sessions.tokenHash });
      return rows.length;
    },

    // One-time codes
    /** Answers how many went. */
    async deleteCodesExpiredBefore(before: Date): Promise<number> {
      const rows = await uow
        .db()
        .delete(oneTimeCodes)
        .where(lt(oneTimeCodes.expiresAt, before))
        .returning({ id: oneTimeCodes.id });
      return rows.length;
    },
    /** A newer code replaces the older one: every live code of that e-mail and purpose is spent first. */
    async replaceCode(values: { email: string; purpose: CodePurpose; codeHash: string; expiresAt: Date }) {
      await uow
        .db()
        .update(oneTimeCodes)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(oneTimeCodes.email, values.email),
            eq(oneTimeCodes.purpose, values.purpose),
            isNull(oneTimeCodes.consumedAt),
          ),
        );
      await uow.db().insert(oneTimeCodes).values(values);
    },
    async findLiveCode(email: string, purpose: CodePurpose): Promise<OneTimeCodeRow | null> {
      const [row] = await uow
        .db()
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.email, email),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.consumedAt),
            gt(oneTimeCodes.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(oneTimeCodes.id))
        .limit(1)
        .for('update');
      return row ?? null;
    },
    async recordFailedAttempt(id: number) {
      const [row] = await uow
        .db()
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, id))
        .returning({ attempts: oneTimeCodes.attempts });
      return row?.attempts ?? 0;
    },
    async markCode(id: number, values: { verifiedAt?: Date; consumedAt?: Date }) {
      await uow.db().update(oneTimeCodes).set(values).where(eq(oneTimeCodes.id, id));
    },

    // Social identities
    async findUserBySocial(provider: 'google' | 'facebook', subject: string): Promise<UserRow | null> {
      const [row] = await uow
        .db()
        .select({ user: users })
        .from(socialIdentities)
        .innerJoin(users, eq(users.id, socialIdentities.userId))
        .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
        .limit(1);
      return row?.user ?? null;
    },
    async linkSocial(values: typeof socialIdentities.$inferInsert) {
      await uow.db().insert(socialIdentities).values(values).onConflictDoNothing();
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
