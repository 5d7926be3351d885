import { useMutation } from '@tanstack/react-query';
import { apiGetBlob, saveBlob } from '../../../lib/api-download';

/** GET /api/auth/my-data: everything the store keeps about the customer, saved as a JSON file. */
export async function downloadMyData(now: Date = new Date()): Promise<void> {
  const blob = await apiGetBlob('/api/auth/my-data');
  saveBlob(blob, `aabhushan-my-data-${now.toISOString().slice(0, 10)}.json`);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: () => downloadMyData() });
}
