import {
  ACCOUNT_PAGE_SIZE,
  type AccountList,
  type AccountListQuery,
  type AdminAccount,
  type CreateStaffAccount,
} from '@aushadh/shared/auth/admin-account-schemas.ts';
import { normaliseRole, type Role } from '@aushadh/shared/auth/roles.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import type { UnitOfWork } from '../../../lib/unit-of-work.ts';
import type { AuditActor, AuditService } from '../../audit/audit.service.ts';
import type { AuthRepository, UserRow } from '../auth.repository.ts';

/** The roles only an admin may hand out, take away or touch (SPEC §6: subadmin has every admin screen, not this). */
const ADMIN_ROLES: readonly Role[] = ['admin', 'subadmin'];

function toAdminAccount(row: UserRow): AdminAccount {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    role: normaliseRole(row.role) ?? 'customer',
    emailVerified: row.emailVerifiedAt !== null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Issue 17 item 2, the rules of /admin/users, each checked inside the transaction that makes the change and
 * recorded in the audit log in that same transaction:
 * - a subadmin never creates, changes, disables or promotes to an admin or subadmin account;
 * - nobody changes their own role or disables themselves (no locking oneself out by a slip);
 * - the last active admin is never demoted or disabled: every active admin's row is locked first, so two admins
 *   demoting each other at once cannot both succeed;
 * - disabling deletes every session of the account at once; sign-in refuses it until it is enabled.
 */
export function createManageAccounts(deps: {
  repository: AuthRepository;
  uow: UnitOfWork;
  audit: Pick<AuditService, 'record'>;
  /** Mails a password-reset code (after the reply), as "Forgot password" does. */
  sendResetCode: (email: string) => void;
}) {
  const { repository, uow, audit } = deps;

  /** The account an admin acts on, locked; refused for the rules above before anything changes. */
  async function lockTarget(actor: AuditActor, id: number): Promise<UserRow & { role: Role }> {
    const target = await repository.lockUser(id);
    if (!target || target.deletedAt) throw new AppError('ACCOUNT_NOT_FOUND');
    if (target.id === actor.userId) throw new AppError('OWN_ACCOUNT_UNCHANGEABLE');
    const role = normaliseRole(target.role) ?? 'customer';
    if (actor.role !== 'admin' && ADMIN_ROLES.includes(role)) throw new AppError('STAFF_ROLE_NOT_ALLOWED');
    return { ...target, role };
  }

  /**
   * Locks every active admin's row (in id order), then the target's: every change takes its locks in this one
   * order, so two admins acting on each other at once queue instead of deadlocking (PostgreSQL would abort one).
   * Answers the target and the active admins' ids as they were once locked.
   */
  async function lockForChange(actor: AuditActor, id: number) {
    const admins = await repository.lockActiveAdmins();
    // The actor as they are now, not as their session said when the request began (a concurrent change may
    // have demoted or disabled them while this one waited for the locks).
    const now = await repository.findUserById(actor.userId);
    if (!now || now.deletedAt || now.disabledAt || normaliseRole(now.role) !== actor.role) {
      throw new AppError('SIGN_IN_AGAIN');
    }
    return { target: await lockTarget(actor, id), admins };
  }

  /** Refuses when `target` is the only active admin left. */
  function keepAnAdmin(target: UserRow & { role: Role }, admins: number[]): void {
    if (target.role !== 'admin' || target.disabledAt) return;
    if (admins.length <= 1 && admins.includes(target.id)) throw new AppError('LAST_ADMIN');
  }

  return {
    async list(query: AccountListQuery): Promise<AccountList> {
      const { rows, total } = await repository.listAccounts({
        query: query.q?.trim() || undefined,
        role: query.role,
        limit: ACCOUNT_PAGE_SIZE,
        offset: (query.page - 1) * ACCOUNT_PAGE_SIZE,
      });
      return { items: rows.map(toAdminAccount), total, page: query.page, pageSize: ACCOUNT_PAGE_SIZE };
    },

    /** A staff account without a password: the new member sets one from the mailed code. */
    async createStaff(actor: AuditActor, input: CreateStaffAccount): Promise<AdminAccount> {
      if (actor.role !== 'admin' && ADMIN_ROLES.includes(input.role)) throw new AppError('STAFF_ROLE_NOT_ALLOWED');
      const taken = await repository.usernameOrEmailTaken(input.username, input.email);
      if (taken.email) throw new AppError('EMAIL_TAKEN', {}, { field: 'email' });
      if (taken.username) throw new AppError('USERNAME_TAKEN', {}, { field: 'username' });
      const created = await uow
        .transaction(async () => {
          const row = await repository.insertUser({
            name: input.name,
            username: input.username,
            email: input.email,
            role: input.role,
          });
          await audit.record(actor, {
            action: 'account.created',
            targetType: 'user',
            targetId: row.id,
            after: { role: row.role },
          });
          return row;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new AppError('ACCOUNT_TAKEN');
          throw error;
        });
      deps.sendResetCode(created.email);
      return toAdminAccount(created);
    },

    async changeRole(actor: AuditActor, id: number, role: Role): Promise<AdminAccount> {
      return uow.transaction(async () => {
        const { target, admins } = await lockForChange(actor, id);
        if (actor.role !== 'admin' && ADMIN_ROLES.includes(role)) throw new AppError('STAFF_ROLE_NOT_ALLOWED');
        if (target.role === role) return toAdminAccount(target);
        if (role !== 'admin') keepAnAdmin(target, admins);
        const updated = await repository.updateUser(id, { role });
        // A new role is a new set of doors: the old sessions end, the next sign-in carries the new role.
        await repository.deleteSessionsOfUser(id);
        await audit.record(actor, {
          action: 'account.role-changed',
          targetType: 'user',
          targetId: id,
          before: { role: target.role },
          after: { role },
        });
        return toAdminAccount(updated!);
      });
    },

    async setDisabled(actor: AuditActor, id: number, disabled: boolean): Promise<AdminAccount> {
      return uow.transaction(async () => {
        const { target, admins } = await lockForChange(actor, id);
        if ((target.disabledAt !== null) === disabled) return toAdminAccount(target);
        if (disabled) keepAnAdmin(target, admins);
        const updated = await repository.updateUser(id, { disabledAt: disabled ? new Date() : null });
        if (disabled) await repository.deleteSessionsOfUser(id);
        await audit.record(actor, {
          action: disabled ? 'account.disabled' : 'account.enabled',
          targetType: 'user',
          targetId: id,
          before: { disabled: !disabled },
          after: { disabled },
        });
        return toAdminAccount(updated!);
      });
    },

    async sendPasswordReset(actor: AuditActor, id: number): Promise<void> {
      const target = await uow.transaction(async () => {
        const row = await lockTarget(actor, id);
        await audit.record(actor, { action: 'account.password-reset-sent', targetType: 'user', targetId: id });
        return row;
      });
      deps.sendResetCode(target.email);
    },
  };
}
