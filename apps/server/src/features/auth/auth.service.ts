import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { LoginRequest, RegisterRequest, User } from '@aushadh/shared/auth/schemas.ts';
import { normaliseRole, type Role } from '@aushadh/shared/auth/roles.ts';
import { LIMITS } from '@aushadh/shared/constants.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { AuthRepository, CodePurpose, UserRow } from './auth.repository.ts';
import { assertAcceptablePassword } from './password-policy.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
// `Algorithm` is a const enum (not importable under verbatimModuleSyntax): 2 is Argon2id.
const ARGON2 = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const OTP_SENT_MESSAGE = 'If your email exists in our system, a one-time password has been sent to it';
export const LOGIN_CODE_SENT_MESSAGE = 'If your email exists in our system, a login code has been sent';
const INVALID_CODE = 'Invalid or expired OTP. Please request a new one.';

export interface SignedIn {
  user: User;
  sessionToken: string;
}

/** Called after every sign-in with the caller's verified guest id (the cart merges its guest cart here). */
export type SignInHook = (userId: number, guestId: string | null) => Promise<void>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

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
  mail: MailService;
  secret: string;
  signInHooks?: SignInHook[];
}) {
  const { repository, mail } = options;
  const db = repository.db;
  let dummyHash: Promise<string> | null = null;

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

  async function signIn(user: UserRow, context: SignInContext): Promise<SignedIn> {
    // Rotation: whatever session the caller had is ended; a fresh token is issued.
    if (context.previousToken) await repository.deleteSession(sha256(context.previousToken));
    const sessionToken = await startSession(user, context.userAgent);
    for (const hook of options.signInHooks ?? []) await hook(user.id, context.guestId);
    return { user: toUser(user), sessionToken };
  }

  /** Checks a code for (email, purpose); counts a wrong try; the 6th try fails even with the right code. */
  async function checkCode(tx: Database, email: string, purpose: CodePurpose, code: string) {
    const live = await repository.findLiveCode(email, purpose, tx);
    if (!live || live.attempts >= CODE_MAX_ATTEMPTS) return { ok: false as const };
    const expected = Buffer.from(live.codeHash, 'hex');
    const given = Buffer.from(codeHash(email, purpose, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await repository.recordFailedAttempt(live.id, tx);
      return { ok: false as const };
    }
    return { ok: true as const, code: live };
  }

  return {
    async hashPassword(password: string) {
      return hash(password, ARGON2);
    },

    async register(input: RegisterRequest, context: SignInContext): Promise<SignedIn> {
      assertAcceptablePassword(input.password, { username: input.username, email: input.email });
      const taken = await repository.usernameOrEmailTaken(input.username, input.email);
      if (taken.email)
        throw new AppError('CONFLICT', 'An account with this email already exists. Please sign in instead.');
      if (taken.username) throw new AppError('CONFLICT', 'This username is already taken. Please choose another.');
      const passwordHash = await hash(input.password, ARGON2);
      const user = await repository
        .insertUser({ name: input.name, username: input.username, email: input.email, passwordHash, role: 'customer' })
        .catch((error: unknown) => {
          // Two registrations racing for the same name: the unique index decides.
          if (
            String((error as { cause?: { code?: string } })?.cause?.code ?? (error as { code?: string }).code) ===
            '23505'
          ) {
            throw new AppError('CONFLICT', 'This username or email is already registered.');
          }
          throw error;
        });
      return signIn(user, context);
    },

    async login(input: LoginRequest, context: SignInContext): Promise<SignedIn> {
      const user = await repository.findUserByLogin(input.username);
      if (!user?.passwordHash) {
        // Same work as a real check, so an unknown user cannot be told apart by timing.
        dummyHash ??= hash('not-a-real-password', ARGON2);
        await verify(await dummyHash, input.password).catch(() => false);
        throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
      }
      const ok = await verify(user.passwordHash, input.password).catch(() => false);
      if (!ok) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
      return signIn(user, context);
    },

    async logout(token: string | undefined) {
      if (token) await repository.deleteSession(sha256(token));
    },

    async userForSession(token: string | undefined): Promise<User | null> {
      if (!token || token.length > 100) return null;
      const row = await repository.findSessionUser(sha256(token));
      return row ? toUser(row) : null;
    },

    /** Same answer whether or not the address has an account (SPEC §8 "If your email exists…"). */
    async requestCode(email: string, purpose: CodePurpose): Promise<void> {
      const user = await repository.findUserByEmail(email);
      if (!user) return;
      const code = String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
      await db.transaction(async (tx) => {
        await repository.replaceCode(
          { email, purpose, codeHash: codeHash(email, purpose, code), expiresAt: new Date(Date.now() + CODE_TTL_MS) },
          tx as unknown as Database,
        );
        const what = purpose === 'login' ? 'sign-in code' : 'password reset code';
        await mail.enqueue(
          {
            to: user.email,
            subject:
              purpose === 'login' ? `Your Aushadh sign-in code: ${code}` : `Your Aushadh password reset code: ${code}`,
            text: `Namaste ${user.name},\n\nYour ${what} is ${code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask for it, ignore this mail: your account is safe.\n\n— Team Aushadh`,
          },
          tx as unknown as Database,
        );
      });
      await mail.flush();
    },

    async verifyResetCode(email: string, otp: string): Promise<void> {
      // A wrong try is recorded and committed, so the transaction returns rather than throws.
      const ok = await db.transaction(async (tx) => {
        const result = await checkCode(tx as unknown as Database, email, 'password-reset', otp);
        if (!result.ok) return false;
        await repository.markCode(result.code.id, { verifiedAt: new Date() }, tx as unknown as Database);
        return true;
      });
      if (!ok) throw new AppError('BAD_REQUEST', INVALID_CODE);
    },

    /** Spends the code, sets the password and ends every session of that user. */
    async resetPassword(email: string, otp: string, password: string): Promise<void> {
      const user = await repository.findUserByEmail(email);
      assertAcceptablePassword(password, { email, ...(user ? { username: user.username } : {}) });
      const passwordHash = await hash(password, ARGON2);
      const ok = await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const result = await checkCode(t, email, 'password-reset', otp);
        if (!result.ok || !user) return false;
        await repository.markCode(result.code.id, { consumedAt: new Date() }, t);
        await repository.updateUser(user.id, { passwordHash }, t);
        await repository.deleteSessionsOfUser(user.id, {}, t);
        return true;
      });
      if (!ok) throw new AppError('BAD_REQUEST', INVALID_CODE);
    },

    async verifyLoginCode(email: string, otp: string, context: SignInContext): Promise<SignedIn> {
      const user = await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const result = await checkCode(t, email, 'login', otp);
        if (!result.ok) return null;
        await repository.markCode(result.code.id, { consumedAt: new Date() }, t);
        // Inside a transaction every query must use `t`: PGlite has one connection, `db` would wait forever.
        return repository.findUserByEmail(email, t);
      });
      if (!user) throw new AppError('BAD_REQUEST', 'Invalid or expired login code. Please request a new one.');
      return signIn(user, context);
    },

    async updateProfile(userId: number, values: { name: string; mobile: string | null }): Promise<User> {
      const row = await repository.updateUser(userId, values);
      if (!row) throw new AppError('NOT_FOUND', 'Account not found');
      return toUser(row);
    },

    /** Needs the current password; keeps this session and ends the others. */
    async changePassword(userId: number, currentPassword: string, password: string, currentToken: string | undefined) {
      const user = await repository.findUserById(userId);
      if (!user) throw new AppError('NOT_FOUND', 'Account not found');
      const ok = user.passwordHash ? await verify(user.passwordHash, currentPassword).catch(() => false) : false;
      if (!ok) throw new AppError('BAD_REQUEST', 'Your current password is not correct');
      assertAcceptablePassword(password, { username: user.username, email: user.email });
      await repository.updateUser(userId, { passwordHash: await hash(password, ARGON2) });
      await repository.deleteSessionsOfUser(userId, currentToken ? { except: sha256(currentToken) } : {});
    },

    /**
     * A verified Google/Facebook identity signs in its linked user, or creates a customer. It is never
     * matched to an existing account by e-mail alone: that account must link it while signed in.
     */
    async signInWithSocial(
      provider: 'google' | 'facebook',
      claims: { subject: string; email?: string | undefined; name?: string | undefined },
      context: SignInContext & { linkToUserId?: number | undefined },
    ): Promise<SignedIn> {
      const linked = await repository.findUserBySocial(provider, claims.subject);
      if (linked) return signIn(linked, context);
      if (context.linkToUserId) {
        const user = await repository.findUserById(context.linkToUserId);
        if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in again');
        await repository.linkSocial({
          provider,
          subject: claims.subject,
          userId: user.id,
          email: claims.email ?? null,
        });
        return signIn(user, context);
      }
      const email = claims.email?.toLowerCase();
      if (!email)
        throw new AppError(
          'BAD_REQUEST',
          `Your ${provider} account did not share an e-mail address, which we need to create your account.`,
        );
      if (await repository.findUserByEmail(email)) {
        throw new AppError(
          'CONFLICT',
          `An account with this e-mail already exists. Sign in with your password or a login code, then link ${provider} from your profile.`,
        );
      }
      const base = (email.split('@')[0] ?? 'user').replace(/[^a-z0-9._-]/gi, '').slice(0, 24) || 'user';
      const user = await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const created = await repository.insertUser(
          {
            name: claims.name?.trim() || base,
            username: `${base}.${randomBytes(3).toString('hex')}`,
            email,
            role: 'customer',
            passwordHash: null,
          },
          t,
        );
        await repository.linkSocial({ provider, subject: claims.subject, userId: created.id, email }, t);
        return created;
      });
      return signIn(user, context);
    },

    /** One account per role for development and the end-to-end tests (never in production). */
    async ensureDemoAccounts(
      accounts: { username: string; name: string; email: string; role: Role; password: string }[],
    ) {
      for (const account of accounts) {
        if (await repository.findUserByLogin(account.username)) continue;
        await repository.insertUser({
          username: account.username,
          name: account.name,
          email: account.email,
          role: account.role,
          passwordHash: await hash(account.password, ARGON2),
        });
      }
    },
  };
}

export interface SignInContext {
  userAgent?: string | undefined;
  previousToken?: string | undefined;
  /** The caller's guest id, only when the body's tempUserId matched the signed guest cookie. */
  guestId: string | null;
}

export type AuthService = ReturnType<typeof createAuthService>;
