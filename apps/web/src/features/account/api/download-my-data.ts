import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const FALLBACK_NAME = 'aushadh-my-data.json';

/** The file name the server gave in Content-Disposition (attachment; filename="…"). */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? FALLBACK_NAME;
}

/**
 * GET /api/privacy/export, saved as a file. Fetched (not a plain link) so a failure can be shown as a toast
 * instead of replacing the page with the error's JSON.
 */
export async function downloadMyData(): Promise<string> {
  const response = await apiRequest('/api/privacy/export');
  const name = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the blob to the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}

export function useDownloadMyData() {
  return useMutation({ mutationKey: ['account', 'export'], mutationFn: downloadMyData });
}
