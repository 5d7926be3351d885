import type { AdminMedia } from '@aabhushan/shared/schemas/admin-media';
import { uploadFile } from './upload-file';

/** Sends one picture to POST /api/admin/media; answers the stored picture, or rejects with the API's own message. */
export function uploadPicture(file: File, onProgress: (share: number) => void): Promise<AdminMedia> {
  return uploadFile<AdminMedia>('/api/admin/media', file, onProgress, {
    signedOut: 'Your session has ended: sign in again, then add the picture.',
    failed: 'The picture could not be uploaded. Try again in a moment.',
    unsent: 'The picture could not be sent: check the connection and try again.',
  });
}
