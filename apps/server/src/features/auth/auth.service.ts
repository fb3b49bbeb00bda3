import { createCustomerDirectoryRepository } from './customer-directory.repository.ts';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { LoginRequest, RegisterRequest, User } from '@aushadh/shared/auth/schemas.ts';
import { normaliseRole, type Role } from '@aushadh/shared/auth/roles.ts';
import { LIMITS, RETENTION } from '@aushadh/shared/constants.ts';
import { DELETE_CONFIRMATION_PHRASE } from '@aushadh/shared/privacy/schemas.ts';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BackgroundWork } from '../../lib/background-work.ts';
import { attemptLimit, type CounterStore } from '../../lib/rate-limit.ts';
import type { PersonalDataContributor } from '../../lib/personal-data.ts';
import type { EventBus } from '../../lib/events/event-bus.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { MailService } from '../mail/mail.service.ts';
import { oneTimeCodeMail } from '../mail/mail.service.ts';
import type { AuthRepository, CodePurpose, UserRow } from './auth.repository.ts';
import type { DemoAccount } from './demo-accounts.ts';
import { createManageAccounts } from './use-cases/manage-accounts.ts';
import { assertAcceptablePassword } from './password-policy.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
/** Wrong passwords per account (all its names together) before the password is refused for the window. */
export const PASSWORD_ATTEMPTS = { max: 10, minutes: 15 };

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
// `Algorithm` is a const enum (not importable under verbatimModuleSyntax): 2 is Argon2id.
const ARGON2 = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const OTP_SENT_MESSAGE = 'If your email exists in our system, a one-time password has been sent to it';
export const LOGIN_CODE_SENT_MESSAGE = 'If your email exists in our system, a login code has been sent';

export interface SignedIn {
  user: User;
  sessionToken: string;
}

/** Called after every sign-in with the caller's verified guest id (the cart merges its guest cart here). */
export type SignInHook = (userId: number, guestId: string | null) => Promise<void>;

/**
 * Runs inside the transaction in which the owner first proves the e-mail of an account someone registered
 * without proving it: whatever that registrant saved for the account is dropped here (cart, addresses).
 */
export type EmailClaimHook = (userId: number) => Promise<void>;

/** Runs inside the registration transaction (the sign-up consents are recorded here, DPDP). */
export type RegistrationHook = (userId: number, input: RegisterRequest) => Promise<void>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A stored language that is no longer one of the 16 (hand-edited row) reads as English. */
export const accountLanguage = (row: Pick<UserRow, 'language'>): LanguageCode =>
  isLanguageCode(row.language) ? row.language : DEFAULT_LANGUAGE;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    role: normaliseRole(row.role) ?? 'customer',
    mobile: row.mobile,
  };
}

export function createAuthService(options: {
  repository: AuthRepository;
  uow: UnitOfWork;
  mail: MailService;
  /** Domain events, written in the registration's transaction (lib/events). */
  events: Pick<EventBus, 'publish'>;
  secret: string;
  signInHooks?: SignInHook[];
  registrationHooks?: RegistrationHook[];
  emailClaimHooks?: EmailClaimHook[];
  /** Where code requests do their work, after the reply. */
  background: BackgroundWork;
  /** Wrong-password counters; shared by every instance when Redis is configured. */
  counters: CounterStore;
  /** The staff audit log: the admin's account changes are recorded in their transaction. */
  audit: Pick<AuditService, 'record'>;
}) {
  const { repository, mail, uow, events } = options;
  // Other features add theirs when they start (their plugins): see onSignIn, onRegistration, onEmailClaim.
  const signInHooks = [...(options.signInHooks ?? [])];
  const registrationHooks = [...(options.registrationHooks ?? [])];
  const emailClaimHooks = [...(options.emailClaimHooks ?? [])];
  let dummyHash: Promise<string> | null = null;
  const passwordAttempts = attemptLimit(options.counters, 'password-attempts', PASSWORD_ATTEMPTS);

  const codeHash = (email: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', options.secret).update(`${purpose}:${email}:${code}`).digest('hex');

  async function startSession(user: UserRow, userAgent: string | undefined): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await repository.insertSession({
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    return token;
  }

  /**
   * A signed-in person re-typing their password (change password, delete account): wrong guesses count on
   * the same per-account counter as sign-in, so a stolen session gets no extra guesses.
   */
  async function checkCurrentPassword(user: UserRow, password: string, field?: string): Promise<void> {
    const attemptKey = `user:${user.id}`;
    await passwordAttempts.take(attemptKey);
    const ok = user.passwordHash && password ? await verify(user.passwordHash, password).catch(() => false) : false;
    if (!ok) throw new AppError('WRONG_CURRENT_PASSWORD', {}, field ? { field } : {});
    await passwordAttempts.clear(attemptKey);
  }

  async function signIn(user: UserRow, context: SignInContext): Promise<SignedIn> {
    // A deleted account never signs in again, by any route (its credentials are already erased; belt and braces).
    if (user.deletedAt) throw new AppError('INVALID_CREDENTIALS');
    // Told only after the password or code was right: a disabled account is not confirmed to a guesser.
    if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED');
    // Rotation: whatever session the caller had is ended; a fresh token is issued.
    if (context.previousToken) await repository.deleteSession(sha256(context.previousToken));
    const sessionToken = await startSession(user, context.userAgent);
    for (const hook of signInHooks) await hook(user.id, context.guestId);
    return { user: toUser(user), sessionToken };
  }

  /** Checks a code for (email, purpose); counts a wrong try; the 6th try fails even with the right code. */
  async function checkCode(email: string, purpose: CodePurpose, code: string) {
    const live = await repository.findLiveCode(email, purpose);
    if (!live || live.attempts >= CODE_MAX_ATTEMPTS) return { ok: false as const };
    const expected = Buffer.from(live.codeHash, 'hex');
    const given = Buffer.from(codeHash(email, purpose, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await repository.recordFailedAttempt(live.id);
      return { ok: false as const };
    }
    return { ok: true as const, code: live };
  }

  /**
   * The owner proved the e-mail (a code sent to it, or a provider vouching for it). The first proof of an
   * account registered without one takes it back from whoever registered it: the password, every session,
   * linked Google/Facebook sign-ins and (through the hooks) the saved addresses and cart were all set by
   * someone who never showed the address is theirs. Returns the user as it now is.
   */
  async function proveEmail(user: UserRow): Promise<UserRow> {
    if (user.emailVerifiedAt) return user;
    const claimed = await repository.claimUnverifiedEmail(user.id);
    // Another proof won the race and did the clean-up.
    if (!claimed) return (await repository.findUserById(user.id)) ?? user;
    await repository.deleteSessionsOfUser(user.id, {});
    await repository.deleteSocialIdentitiesOf(user.id);
    for (const hook of emailClaimHooks) await hook(user.id);
    return claimed;
  }

  /**
   * Writes the code and its mail, then delivers it; runs after the reply (see requestCode). An unknown
   * address gets the same writes, undone: work after a reply still slows the next request on this
   * instance, and that must not tell a known address from an unknown one either.
   */
  async function issueCode(email: string, purpose: CodePurpose): Promise<void> {
    const user = await repository.findUserByEmail(email);
    const code = String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
    const undo = new Error('no account: undo the code and its mail');
    const transaction = uow.transaction(async () => {
      await repository.replaceCode({
        email,
        purpose,
        codeHash: codeHash(email, purpose, code),
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      });
      await mail.enqueue(
        oneTimeCodeMail(user?.email ?? email, user ? accountLanguage(user) : DEFAULT_LANGUAGE, {
          name: user?.name ?? '',
          code,
          purpose,
          minutes: CODE_TTL_MS / 60_000,
        }),
      );
      if (!user) throw undo;
    });
    await transaction.catch((error: unknown) => {
      if (error !== undo) throw error;
    });
    await mail.flush();
  }

  return {
    /** After every sign-in, with the caller's verified guest id (the cart merges the guest cart here). */
    onSignIn(hook: SignInHook) {
      signInHooks.push(hook);
    },
    /** Inside the registration transaction. */
    onRegistration(hook: RegistrationHook) {
      registrationHooks.push(hook);
    },
    /** Inside the transaction in which an unproven account's e-mail is taken back by its owner. */
    onEmailClaim(hook: EmailClaimHook) {
      emailClaimHooks.push(hook);
    },

    async hashPassword(password: string) {
      return hash(password, ARGON2);
    },

    async register(input: RegisterRequest, context: SignInContext): Promise<SignedIn> {
      assertAcceptablePassword(input.password, { username: input.username, email: input.email });
      const taken = await repository.usernameOrEmailTaken(input.username, input.email);
      if (taken.email) throw new AppError('EMAIL_TAKEN', {}, { field: 'email' });
      if (taken.username) throw new AppError('USERNAME_TAKEN', {}, { field: 'username' });
      const passwordHash = await hash(input.password, ARGON2);
      const user = await uow
        .transaction(async () => {
          const created = await repository.insertUser({
            name: input.name,
            username: input.username,
            email: input.email,
            passwordHash,
            role: 'customer',
            language: context.language ?? DEFAULT_LANGUAGE,
          });
          for (const hook of registrationHooks) await hook(created.id, input);
          await events.publish('account.registered', { userId: created.id });
          return created;
        })
        .catch((error: unknown) => {
          // Two registrations racing for the same name: the unique index decides.
          if (
            String((error as { cause?: { code?: string } })?.cause?.code ?? (error as { code?: string }).code) ===
            '23505'
          ) {
            throw new AppError('ACCOUNT_TAKEN');
          }
          throw error;
        });
      return signIn(user, context);
    },

    /**
     * Wrong passwords are counted per account, whichever of its names was typed (an unknown name counts by
     * itself), on every instance. A lock refuses the password only: the owner can still sign in by an
     * e-mailed code, which has its own limits.
     */
    async login(input: LoginRequest, context: SignInContext): Promise<SignedIn> {
      const user = await repository.findUserByLogin(input.username);
      const attemptKey = user ? `user:${user.id}` : `name:${input.username.trim().toLowerCase()}`;
      await passwordAttempts.take(attemptKey);
      if (!user?.passwordHash) {
        // Same work as a real check, so an unknown user cannot be told apart by timing.
        dummyHash ??= hash('not-a-real-password', ARGON2);
        await verify(await dummyHash, input.password).catch(() => false);
        throw new AppError('INVALID_CREDENTIALS');
      }
      const ok = await verify(user.passwordHash, input.password).catch(() => false);
      if (!ok) throw new AppError('INVALID_CREDENTIALS');
      await passwordAttempts.clear(attemptKey);
      return signIn(user, context);
    },

    async logout(token: string | undefined) {
      if (token) await repository.deleteSession(sha256(token));
    },

    async userForSession(token: string | undefined): Promise<User | null> {
      if (!token || token.length > 100) return null;
      const row = await repository.findSessionUser(sha256(token));
      // Disabling deletes the sessions too; this covers a session written in the same instant.
      return row && !row.deletedAt && !row.disabledAt ? toUser(row) : null;
    },

    /**
     * Same answer, in the same time, whether or not the address has an account (SPEC §8 "If your email
     * exists…"): the request only schedules the work; looking the address up, writing the code and sending
     * the mail happen after the reply.
     */
    requestCode(email: string, purpose: CodePurpose): void {
      options.background.run(`${purpose} code`, () => issueCode(email, purpose));
    },

    /** /admin/customers and the admin dashboard: customer accounts, read-only (issue 17). */
    customers: createCustomerDirectoryRepository(uow),

    /** /admin/users: list, create staff, change role, disable or enable, send a reset code (issue 17). */
    accounts: createManageAccounts({
      repository,
      uow,
      audit: options.audit,
      sendResetCode: (email) => options.background.run('password-reset code', () => issueCode(email, 'password-reset')),
    }),

    async verifyResetCode(email: string, otp: string): Promise<void> {
      // A wrong try is recorded and committed, so the transaction returns rather than throws.
      const ok = await uow.transaction(async () => {
        const result = await checkCode(email, 'password-reset', otp);
        if (!result.ok) return false;
        await repository.markCode(result.code.id, { verifiedAt: new Date() });
        const user = await repository.findUserByEmail(email);
        if (user) await proveEmail(user);
        return true;
      });
      if (!ok) throw new AppError('INVALID_OTP', {}, { field: 'otp' });
    },

    /** Spends the code, sets the password and ends every session of that user. */
    async resetPassword(email: string, otp: string, password: string): Promise<void> {
      const user = await repository.findUserByEmail(email);
      assertAcceptablePassword(password, { email, ...(user ? { username: user.username } : {}) });
      const passwordHash = await hash(password, ARGON2);
      const ok = await uow.transaction(async () => {
        const result = await checkCode(email, 'password-reset', otp);
        if (!result.ok || !user) return false;
        await repository.markCode(result.code.id, { consumedAt: new Date() });
        await proveEmail(user);
        await repository.updateUser(user.id, { passwordHash });
        await repository.deleteSessionsOfUser(user.id, {});
        return true;
      });
      if (!ok) throw new AppError('INVALID_OTP');
    },

    async verifyLoginCode(email: string, otp: string, context: SignInContext): Promise<SignedIn> {
      const user = await uow.transaction(async () => {
        const result = await checkCode(email, 'login', otp);
        if (!result.ok) return null;
        await repository.markCode(result.code.id, { consumedAt: new Date() });
        const found = await repository.findUserByEmail(email);
        return found && proveEmail(found);
      });
      if (!user) throw new AppError('INVALID_LOGIN_CODE', {}, { field: 'otp' });
      return signIn(user, context);
    },

    async updateProfile(userId: number, values: { name: string; mobile: string | null }): Promise<User> {
      const row = await repository.updateUser(userId, values);
      if (!row) throw new AppError('ACCOUNT_NOT_FOUND');
      return toUser(row);
    },

    /**
     * Proof that the signed-in person really is the owner before an irreversible step (account deletion):
     * the current password, or for an account without one (social sign-in) the typed confirmation phrase.
     */
    async confirmOwner(userId: number, proof: { password?: string | undefined; confirmation?: string | undefined }) {
      const user = await repository.findUserById(userId);
      if (!user || user.deletedAt) throw new AppError('SIGN_IN_AGAIN');
      if (user.passwordHash) {
        await checkCurrentPassword(user, proof.password ?? '');
        return;
      }
      if (proof.confirmation?.trim().toUpperCase() !== DELETE_CONFIRMATION_PHRASE)
        throw new AppError('CONFIRMATION_PHRASE_REQUIRED', { phrase: DELETE_CONFIRMATION_PHRASE });
    },

    /**
     * Scheduled clean-up: sessions past their expiry (they no longer sign anyone in) and one-time codes
     * expired more than RETENTION.expiredCodeDays ago.
     */
    async purgeExpired(now = new Date()): Promise<{ sessions: number; codes: number }> {
      const codesBefore = new Date(now.getTime() - RETENTION.expiredCodeDays * 86_400_000);
      return {
        sessions: await repository.deleteSessionsExpiredBefore(now),
        codes: await repository.deleteCodesExpiredBefore(codesBefore),
      };
    },

    /**
     * The account's part of "download my data" and "delete my account". Erasure keeps the row (orders point
     * at it, GST law keeps invoices) but replaces every personal field, removes the credentials (password,
     * linked Google/Facebook, one-time codes) and ends every session.
     */
    personalData: {
      name: 'account',
      async export({ userId }) {
        const user = await repository.findUserById(userId);
        if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
        const [socials, sessions] = await Promise.all([
          repository.listSocialIdentities(userId),
          repository.listSessionsOfUser(userId),
        ]);
        return {
          account: {
            ...toUser(user),
            emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
            createdAt: user.createdAt.toISOString(),
            updatedAt: user.updatedAt.toISOString(),
            socialIdentities: socials.map((s) => ({
              provider: s.provider,
              email: s.email,
              linkedAt: s.createdAt.toISOString(),
            })),
            sessions: sessions.map((s) => ({
              createdAt: s.createdAt.toISOString(),
              expiresAt: s.expiresAt.toISOString(),
              userAgent: s.userAgent,
            })),
          },
        };
      },
      async erase({ userId, email }) {
        // Random, so a placeholder can never collide with a name someone registered meanwhile.
        const tag = `deleted-${userId}-${randomBytes(4).toString('hex')}`;
        await repository.anonymiseUser(userId, {
          name: 'Deleted user',
          username: tag,
          email: `${tag}@deleted.invalid`,
          deletedAt: new Date(),
        });
        await repository.deleteSessionsOfUser(userId, {});
        await repository.deleteSocialIdentitiesOf(userId);
        await repository.deleteCodesFor(email);
      },
    } satisfies PersonalDataContributor,

    /** Needs the current password; keeps this session and ends the others. */
    async changePassword(userId: number, currentPassword: string, password: string, currentToken: string | undefined) {
      const user = await repository.findUserById(userId);
      if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
      await checkCurrentPassword(user, currentPassword, 'currentPassword');
      assertAcceptablePassword(password, { username: user.username, email: user.email });
      await repository.updateUser(userId, { passwordHash: await hash(password, ARGON2) });
      await repository.deleteSessionsOfUser(userId, currentToken ? { except: sha256(currentToken) } : {});
    },

    /**
     * A verified Google/Facebook identity signs in its linked user, or creates a customer. It is never
     * matched to an existing account by e-mail alone: that account must link it while signed in. A provider
     * that vouches for an account's own e-mail proves it (see proveEmail); without that, linking into an
     * account whose e-mail nobody proved is refused, so whoever registered it cannot keep a way back in.
     */
    async signInWithSocial(
      provider: 'google' | 'facebook',
      claims: { subject: string; email?: string | undefined; emailVerified?: boolean; name?: string | undefined },
      context: SignInContext & { linkToUserId?: number | undefined },
    ): Promise<SignedIn> {
      const vouchesFor = (user: UserRow) =>
        claims.emailVerified === true && claims.email?.toLowerCase() === user.email.toLowerCase();
      /** Proves the e-mail when the provider vouches for it, and links this identity, in one transaction. */
      const proveAndLink = (user: UserRow) =>
        uow.transaction(async () => {
          const current = vouchesFor(user) ? await proveEmail(user) : user;
          await repository.linkSocial({
            provider,
            subject: claims.subject,
            userId: user.id,
            email: claims.email ?? null,
          });
          return current;
        });

      const linked = await repository.findUserBySocial(provider, claims.subject);
      if (linked)
        return signIn(!linked.emailVerifiedAt && vouchesFor(linked) ? await proveAndLink(linked) : linked, context);
      if (context.linkToUserId) {
        const user = await repository.findUserById(context.linkToUserId);
        if (!user) throw new AppError('SIGN_IN_AGAIN');
        if (!user.emailVerifiedAt && !vouchesFor(user))
          throw new AppError('CONFIRM_EMAIL_BEFORE_LINKING', { provider });
        return signIn(await proveAndLink(user), context);
      }
      const email = claims.email?.toLowerCase();
      if (!email) throw new AppError('SOCIAL_EMAIL_MISSING', { provider });
      if (await repository.findUserByEmail(email)) throw new AppError('SOCIAL_EMAIL_TAKEN', { provider });
      const base = (email.split('@')[0] ?? 'user').replace(/[^a-z0-9._-]/gi, '').slice(0, 24) || 'user';
      const user = await uow.transaction(async () => {
        const created = await repository.insertUser({
          name: claims.name?.trim() || base,
          username: `${base}.${randomBytes(3).toString('hex')}`,
          email,
          role: 'customer',
          passwordHash: null,
          emailVerifiedAt: claims.emailVerified ? new Date() : null,
          language: context.language ?? DEFAULT_LANGUAGE,
        });
        await repository.linkSocial({ provider, subject: claims.subject, userId: created.id, email });
        await events.publish('account.registered', { userId: created.id });
        return created;
      });
      return signIn(user, context);
    },

    /**
     * One account per role for development and the end-to-end tests (never in production). A demo professional
     * made before registrations existed gets theirs.
     */
    async ensureDemoAccounts(accounts: DemoAccount[]) {
      for (const account of accounts) {
        const existing = await repository.findUserByLogin(account.username);
        if (existing) {
          if (account.registration && !existing.registrationNumber) {
            await repository.setRegistration(existing.id, account.registration);
          }
          continue;
        }
        await repository.insertUser({
          username: account.username,
          name: account.name,
          email: account.email,
          role: account.role,
          passwordHash: await hash(account.password, ARGON2),
          emailVerifiedAt: new Date(),
          registrationNumber: account.registration?.number ?? null,
          registrationCouncil: account.registration?.council ?? null,
        });
      }
    },

    /**
     * A professional's name and council registration, as shown to customers on what they sign off (the
     * pharmacist's approval); null for an unknown or deleted account.
     */
    async professionalIdentity(
      userId: number,
    ): Promise<{ name: string; registrationNumber: string | null; registrationCouncil: string | null } | null> {
      const user = await repository.findUserById(userId);
      if (!user || user.deletedAt) return null;
      return {
        name: user.name,
        registrationNumber: user.registrationNumber,
        registrationCouncil: user.registrationCouncil,
      };
    },

    /** Where to write to a customer (a feature's notification mail); null for an unknown or deleted account. */
    async contactOf(userId: number): Promise<{ name: string; email: string; language: LanguageCode } | null> {
      const user = await repository.findUserById(userId);
      if (!user || user.deletedAt) return null;
      return { name: user.name, email: user.email, language: accountLanguage(user) };
    },

    /**
     * contactOf for many accounts in one query (a list's rows): keyed by user id, unknown or deleted accounts
     * left out.
     */
    async contactsOf(
      userIds: readonly number[],
    ): Promise<Map<number, { name: string; email: string; language: LanguageCode }>> {
      const rows = await repository.usersByIds(userIds);
      return new Map(
        rows
          .filter((user) => !user.deletedAt)
          .map((user) => [user.id, { name: user.name, email: user.email, language: accountLanguage(user) }]),
      );
    },

    /** The signed-in user switched the interface language: later mails, PDFs and pushes are written in it. */
    async setLanguage(userId: number, language: LanguageCode): Promise<void> {
      await repository.updateUser(userId, { language });
    },

    /** The active accounts of a staff role, by name (the chemist picks a rider from these). */
    async staffWithRole(role: Role): Promise<{ id: number; name: string }[]> {
      return repository.listUsersWithRole(role);
    },
  };
}

export interface SignInContext {
  userAgent?: string | undefined;
  previousToken?: string | undefined;
  /** The caller's guest id, only when the body's tempUserId matched the signed guest cookie. */
  guestId: string | null;
  /** The request's interface language (`?lang=`, else the language cookie): a new account starts in it. */
  language?: LanguageCode | undefined;
}

export type AuthService = ReturnType<typeof createAuthService>;
