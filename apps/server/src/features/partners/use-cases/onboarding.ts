import {
  PARTNER_DOCUMENT_KINDS,
  PARTNER_LIMITS,
  PARTNER_ROLE_KINDS,
  REQUIRED_PARTNER_DOCUMENTS,
  isPartnerRole,
  type MyVerification,
  type PartnerDetails,
  type PartnerDocumentKind,
  type PartnerKind,
} from '@aushadh/shared/partners/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import { checkUploadedDocument } from '../../../lib/uploaded-files.ts';
import type { PartnerActor, PartnersDeps } from '../partners-deps.ts';
import { detailColumns, detailsOf, identifiersOf, isEditable, missingOf, toDocument } from '../partner-model.ts';
import type { PartnerRow } from '../partners.repository.ts';

/** The partner's own side (issue 17 item 5): details, documents and sending them for review. */
export function createOnboarding(deps: PartnersDeps) {
  const { repository, uow, audit } = deps;
  const now = deps.now ?? (() => new Date());

  function kindOf(actor: PartnerActor): PartnerKind {
    // The routes admit partner roles only; this keeps a misuse from writing a record of the wrong kind.
    if (!isPartnerRole(actor.role)) throw new AppError('FORBIDDEN');
    return PARTNER_ROLE_KINDS[actor.role];
  }

  async function view(kind: PartnerKind, row: PartnerRow | null): Promise<MyVerification> {
    if (!row) {
      return {
        kind,
        status: 'pending',
        reason: null,
        submittedAt: null,
        details: null,
        documents: [],
        missing: ['details', ...REQUIRED_PARTNER_DOCUMENTS[kind]],
        editable: true,
      };
    }
    const documents = await repository.documentsOf(row.id);
    return {
      kind: row.kind,
      status: row.status,
      reason: row.statusReason,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      details: detailsOf(row),
      documents: documents.map(toDocument),
      missing: missingOf(row, documents),
      editable: isEditable(row),
    };
  }

  /** The caller's record, locked for a change; made (pending, empty) on the first change. */
  async function editableRecord(actor: PartnerActor): Promise<PartnerRow> {
    const kind = kindOf(actor);
    const row =
      (await repository.lockByUser(actor.userId)) ??
      (await repository.create({ kind, userId: actor.userId, status: 'pending', history: [] }));
    if (!isEditable(row)) throw new AppError('PARTNER_DETAILS_LOCKED');
    return row;
  }

  return {
    async mine(actor: PartnerActor): Promise<MyVerification> {
      const kind = kindOf(actor);
      return view(kind, await repository.byUser(actor.userId));
    },

    async saveDetails(actor: PartnerActor, accountName: string, details: PartnerDetails): Promise<MyVerification> {
      const kind = kindOf(actor);
      if (details.kind !== kind) throw new AppError('VALIDATION_FAILED');
      const saved = await uow.transaction(async () => {
        const row = await editableRecord(actor);
        const updated = await repository.update(row.id, detailColumns(details, accountName));
        await audit.record(actor, {
          action: 'partner.details-saved',
          targetType: 'partner',
          targetId: row.id,
          before: identifiersOf(row),
          after: identifiersOf(updated),
        });
        return updated;
      });
      return view(kind, saved);
    },

    /** Sends the details for review: a rejected record goes back to pending, the admin's queue shows it. */
    async submit(actor: PartnerActor): Promise<MyVerification> {
      const kind = kindOf(actor);
      const submitted = await uow.transaction(async () => {
        const row = await editableRecord(actor);
        if (missingOf(row, await repository.documentsOf(row.id)).length > 0) {
          throw new AppError('PARTNER_DETAILS_INCOMPLETE');
        }
        const at = now();
        const updated = await repository.update(row.id, {
          status: 'pending',
          statusReason: null,
          statusChangedAt: row.status === 'pending' ? row.statusChangedAt : at,
          submittedAt: at,
          history: [
            ...row.history,
            { status: 'pending', at: at.toISOString(), byUserId: actor.userId, byRole: actor.role },
          ],
        });
        await audit.record(actor, {
          action: 'partner.submitted',
          targetType: 'partner',
          targetId: row.id,
          before: { status: row.status },
          after: { status: updated.status },
        });
        return updated;
      });
      return view(kind, submitted);
    },

    async addDocument(
      actor: PartnerActor,
      documentKind: PartnerDocumentKind,
      file: { name: string; bytes: Buffer },
    ): Promise<MyVerification> {
      const kind = kindOf(actor);
      if (!(PARTNER_DOCUMENT_KINDS[kind] as readonly string[]).includes(documentKind)) {
        throw new AppError('VALIDATION_FAILED');
      }
      // Checked (and images re-encoded) before the transaction: no lock is held while sharp works.
      const checked = await checkUploadedDocument(file.name, file.bytes, {
        maxBytes: PARTNER_LIMITS.maxFileBytes,
        fallbackName: 'document',
        fail: (name, cause) =>
          new AppError('PARTNER_DOCUMENT_INVALID', { name }, { field: PARTNER_LIMITS.field, cause }),
      });
      const row = await uow.transaction(async () => {
        const record = await editableRecord(actor);
        if ((await repository.countDocuments(record.id)) >= PARTNER_LIMITS.maxDocuments) {
          throw new AppError('PARTNER_DOCUMENTS_FULL');
        }
        const document = await repository.addDocument({
          partnerId: record.id,
          kind: documentKind,
          ...checked,
          uploadedByUserId: actor.userId,
        });
        await audit.record(actor, {
          action: 'partner.document-added',
          targetType: 'partner',
          targetId: record.id,
          after: { documentId: document.id, kind: documentKind },
        });
        return repository.update(record.id, {});
      });
      return view(kind, row);
    },

    async removeDocument(actor: PartnerActor, documentId: number): Promise<MyVerification> {
      const kind = kindOf(actor);
      const row = await uow.transaction(async () => {
        const record = await repository.lockByUser(actor.userId);
        if (!record) throw new AppError('PARTNER_DOCUMENT_NOT_FOUND');
        if (!isEditable(record)) throw new AppError('PARTNER_DETAILS_LOCKED');
        const removed = await repository.removeDocument(record.id, documentId);
        if (!removed) throw new AppError('PARTNER_DOCUMENT_NOT_FOUND');
        await audit.record(actor, {
          action: 'partner.document-removed',
          targetType: 'partner',
          targetId: record.id,
          before: { documentId, kind: removed.kind },
        });
        return repository.update(record.id, {});
      });
      return view(kind, row);
    },

    /** One of the caller's own documents with its bytes (anyone else's: not found). */
    async myDocument(userId: number, documentId: number) {
      const record = await repository.byUser(userId);
      const document = record ? await repository.document(record.id, documentId) : null;
      if (!document) throw new AppError('PARTNER_DOCUMENT_NOT_FOUND');
      return document;
    },
  };
}
