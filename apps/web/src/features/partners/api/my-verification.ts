import {
  myVerificationSchema,
  type MyVerification,
  type PartnerDetails,
  type PartnerDocumentKind,
} from '@aushadh/shared/partners/schemas.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

export const myVerificationKey = sessionKey('partners', 'mine');

/** GET /api/partner/verification — the signed-in partner's status, details, documents and what is missing. */
export const myVerificationQueryOptions = () =>
  queryOptions({
    queryKey: myVerificationKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/partner/verification', import.meta.env.DEV && myVerificationSchema, { signal }),
  });

export const useMyVerification = () => useQuery(myVerificationQueryOptions());

/** Every change answers with the whole record: the reply replaces the cached one. */
function useVerificationChange<Input>(send: (input: Input) => Promise<MyVerification>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (record) => queryClient.setQueryData(myVerificationKey, record),
  });
}

/** PUT /api/partner/verification */
export const useSaveDetails = () =>
  useVerificationChange((details: PartnerDetails) =>
    apiFetch('/api/partner/verification', import.meta.env.DEV && myVerificationSchema, {
      method: 'PUT',
      body: details,
    }),
  );

/** POST /api/partner/verification/submit */
export const useSubmitVerification = () =>
  useVerificationChange(() =>
    apiFetch('/api/partner/verification/submit', import.meta.env.DEV && myVerificationSchema, { method: 'POST' }),
  );

/** POST /api/partner/verification/documents?kind= (multipart field "document") */
export const useUploadDocument = () =>
  useVerificationChange(({ kind, file }: { kind: PartnerDocumentKind; file: File }) => {
    const body = new FormData();
    body.append('document', file);
    return apiFetch(
      `/api/partner/verification/documents?kind=${encodeURIComponent(kind)}`,
      import.meta.env.DEV && myVerificationSchema,
      { method: 'POST', body },
    );
  });

/** DELETE /api/partner/verification/documents/{id} */
export const useRemoveDocument = () =>
  useVerificationChange((documentId: number) =>
    apiFetch(`/api/partner/verification/documents/${documentId}`, import.meta.env.DEV && myVerificationSchema, {
      method: 'DELETE',
    }),
  );

/** Where the browser opens one of my documents (the server answers it inline, sandboxed). */
export const myDocumentUrl = (documentId: number) => `/api/partner/verification/documents/${documentId}`;
