import {
  PARTNER_LIMITS,
  PARTNER_TRANSITIONS,
  type AdminPartnerDetail,
  type AdminPartnerList,
  type AdminPartnerSummary,
  type AdminPartnersQuery,
  type PartnerDecision,
  type PartnerDetails,
} from '@aushadh/shared/partners/schemas.ts';
import type { AuditAction } from '@aushadh/shared/auth/admin-account-schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { PartnerActor, PartnersDeps } from '../partners-deps.ts';
import { detailColumns, detailsOf, missingOf, toDocument } from '../partner-model.ts';
import type { PartnerFilter, PartnerRow } from '../partners.repository.ts';

/** The admin's and subadmin's side (issue 17 item 5): the queues, a record with its documents, the decisions. */
export function createReview(deps: PartnersDeps) {
  const { repository, uow, audit, people } = deps;
  const now = deps.now ?? (() => new Date());

  function toSummary(
    row: PartnerRow,
    contact: { name: string; email: string } | null | undefined,
  ): AdminPartnerSummary & { accountEmail: string } {
    const accountName = contact?.name ?? '';
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      displayName: (row.kind === 'pharmacy' ? row.tradeName : null) ?? accountName,
      accountName,
      accountEmail: contact?.email ?? '',
      licence: row.kind === 'pharmacy' ? (row.drugLicenceNumbers[0] ?? null) : row.registrationNumber,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      statusChangedAt: row.statusChangedAt.toISOString(),
    };
  }

  async function detail(row: PartnerRow): Promise<AdminPartnerDetail> {
    const [documents, contact] = await Promise.all([repository.documentsOf(row.id), people.contactOf(row.userId)]);
    return {
      ...toSummary(row, contact),
      reason: row.statusReason,
      details: detailsOf(row),
      documents: documents.map(toDocument),
      missing: missingOf(row, documents),
      history: row.history.map(({ status, at, byRole, reason }) => ({
        status,
        at,
        byRole,
        ...(reason ? { reason } : {}),
      })),
    };
  }

  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

  /** Sorted by the name the list shows (trade name, else the account's name), then by id. */
  async function pageByName(filter: PartnerFilter, dir: 'asc' | 'desc', limit: number, offset: number) {
    const matches = await repository.matching(filter);
    const contacts = await people.contactsOf(matches.map((m) => m.userId));
    const sign = dir === 'asc' ? 1 : -1;
    const named = matches.map((m) => ({ id: m.id, name: m.tradeName ?? contacts.get(m.userId)?.name ?? '' }));
    named.sort((a, b) => sign * (collator.compare(a.name, b.name) || a.id - b.id));
    const ids = named.slice(offset, offset + limit).map((m) => m.id);
    const byId = new Map((await repository.byIds(ids)).map((row) => [row.id, row]));
    return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: matches.length, contacts };
  }

  return {
    /**
     * One page of a kind's records, filtered, searched and sorted by the server; the account names of the page
     * in one query. The table's columns sort in its own query; the name sorts here, since a doctor's name (and
     * a pharmacy's before its details) is the account's, asked of the auth service for every match at once.
     */
    async list(query: AdminPartnersQuery): Promise<AdminPartnerList> {
      const filter = { kind: query.kind, status: query.status, q: query.q?.trim() || undefined };
      const limit = PARTNER_LIMITS.pageSize;
      const offset = (query.page - 1) * limit;
      const [page, counts] = await Promise.all([
        query.sort === 'name'
          ? pageByName(filter, query.dir, limit, offset)
          : repository
              .page({ ...filter, sort: query.sort, dir: query.dir, limit, offset })
              .then(async ({ rows, total }) => ({
                rows,
                total,
                contacts: await people.contactsOf(rows.map((row) => row.userId)),
              })),
        repository.countsByStatus(query.kind),
      ]);
      const items = page.rows.map((row) => {
        const { accountEmail: _email, ...item } = toSummary(row, page.contacts.get(row.userId));
        return item;
      });
      return { items, total: page.total, page: query.page, pageSize: limit, counts };
    },

    async detail(id: number): Promise<AdminPartnerDetail> {
      const row = await repository.find(id);
      if (!row) throw new AppError('PARTNER_NOT_FOUND');
      return detail(row);
    },

    async document(id: number, documentId: number) {
      const document = await repository.document(id, documentId);
      if (!document) throw new AppError('PARTNER_DOCUMENT_NOT_FOUND');
      return document;
    },

    /**
     * Verify, reject, suspend or reinstate (PARTNER_TRANSITIONS). A pending record is verified only once the
     * partner sent complete details and documents; a rejection or suspension carries its reason to the partner.
     */
    async decide(actor: PartnerActor, id: number, decision: PartnerDecision): Promise<AdminPartnerDetail> {
      const row = await uow.transaction(async () => {
        const current = await repository.lock(id);
        if (!current) throw new AppError('PARTNER_NOT_FOUND');
        if (!PARTNER_TRANSITIONS[current.status].includes(decision.status)) {
          throw new AppError('PARTNER_STATUS_CHANGE_INVALID');
        }
        if (
          decision.status === 'verified' &&
          current.status === 'pending' &&
          (!current.submittedAt || missingOf(current, await repository.documentsOf(current.id)).length > 0)
        ) {
          throw new AppError('PARTNER_DETAILS_INCOMPLETE');
        }
        const reason = decision.status === 'verified' ? null : decision.reason;
        const at = now();
        const updated = await repository.update(current.id, {
          status: decision.status,
          statusReason: reason,
          statusChangedAt: at,
          history: [
            ...current.history,
            {
              status: decision.status,
              at: at.toISOString(),
              byUserId: actor.userId,
              byRole: actor.role,
              ...(reason ? { reason } : {}),
            },
          ],
        });
        const action: AuditAction =
          decision.status === 'verified'
            ? current.status === 'suspended'
              ? 'partner.reinstated'
              : 'partner.verified'
            : decision.status === 'rejected'
              ? 'partner.rejected'
              : 'partner.suspended';
        await audit.record(actor, {
          action,
          targetType: 'partner',
          targetId: current.id,
          before: { status: current.status, userId: current.userId },
          after: { status: updated.status, userId: updated.userId },
        });
        return updated;
      });
      return detail(row);
    },

    /** Sent and undecided records per kind (the admin dashboard's pending approvals). */
    countAwaitingReview: () => repository.countAwaitingReview(),

    /**
     * Development and end-to-end demo accounts start verified (so every existing journey keeps working); a
     * record already there is left as it is, so a demo partner an admin suspended stays suspended.
     */
    async ensureVerified(accounts: { userId: number; accountName: string; details: PartnerDetails }[]) {
      for (const account of accounts) {
        await uow.transaction(async () => {
          if (await repository.byUser(account.userId)) return;
          const at = now();
          await repository.create({
            kind: account.details.kind,
            userId: account.userId,
            status: 'verified',
            statusChangedAt: at,
            submittedAt: at,
            history: [{ status: 'verified', at: at.toISOString(), byUserId: null, byRole: 'system' }],
            ...detailColumns(account.details, account.accountName),
          });
        });
      }
    },
  };
}
