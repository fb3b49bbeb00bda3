import {
  REQUIRED_PARTNER_DOCUMENTS,
  type PartnerDetails,
  type PartnerDocument,
  type PartnerMissing,
} from '@aushadh/shared/partners/schemas.ts';
import type { PartnerDocumentRow, PartnerInsert, PartnerRow } from './partners.repository.ts';

/** The details as last saved; null until the partner saved them once. */
export function detailsOf(row: PartnerRow): PartnerDetails | null {
  if (row.kind === 'pharmacy') {
    if (row.tradeName === null) return null;
    return {
      kind: 'pharmacy',
      tradeName: row.tradeName,
      drugLicenceNumbers: row.drugLicenceNumbers,
      gstin: row.gstin ?? '',
      pharmacistName: row.pharmacistName ?? '',
      pharmacistRegistration: row.pharmacistRegistration ?? '',
      address: row.address ?? '',
      state: row.state ?? '',
      pincode: row.pincode ?? '',
    };
  }
  if (row.registrationNumber === null) return null;
  return {
    kind: 'doctor',
    registrationCouncil: row.registrationCouncil ?? '',
    registrationNumber: row.registrationNumber,
    qualifications: row.qualifications,
  };
}

/** The columns of a details submission, with what the admin search matches. */
export function detailColumns(details: PartnerDetails, accountName: string): Partial<PartnerInsert> {
  if (details.kind === 'pharmacy') {
    const { kind: _kind, ...columns } = details;
    return {
      ...columns,
      searchText: [accountName, details.tradeName, details.gstin, details.pharmacistName, ...details.drugLicenceNumbers]
        .join(' ')
        .toLowerCase(),
    };
  }
  return {
    registrationCouncil: details.registrationCouncil,
    registrationNumber: details.registrationNumber,
    qualifications: details.qualifications,
    searchText: [accountName, details.registrationCouncil, details.registrationNumber].join(' ').toLowerCase(),
  };
}

/** What still stands between the record and a submission: the details, then each required document kind. */
export function missingOf(row: PartnerRow, documents: Pick<PartnerDocumentRow, 'kind'>[]): PartnerMissing[] {
  const missing: PartnerMissing[] = detailsOf(row) ? [] : ['details'];
  const have = new Set(documents.map((d) => d.kind));
  for (const kind of REQUIRED_PARTNER_DOCUMENTS[row.kind]) if (!have.has(kind)) missing.push(kind);
  return missing;
}

export function toDocument(row: PartnerDocumentRow): PartnerDocument {
  return {
    id: row.id,
    kind: row.kind,
    mediaType: row.mediaType,
    name: row.originalName,
    byteSize: row.byteSize,
    uploadedAt: row.createdAt.toISOString(),
  };
}

/** A partner changes its details and documents while pending or rejected; verified ones are the admin's. */
export const isEditable = (row: Pick<PartnerRow, 'status'>) => row.status === 'pending' || row.status === 'rejected';

/** The business identifiers an audit record keeps (never names or addresses). */
export function identifiersOf(row: PartnerRow) {
  return row.kind === 'pharmacy'
    ? { status: row.status, gstin: row.gstin, drugLicenceNumbers: row.drugLicenceNumbers }
    : { status: row.status, registrationNumber: row.registrationNumber };
}
