import type { AdminMedia } from '@aabhushan/shared/schemas/admin-media';
import { readStoredToken } from '../../lib/session/token-storage';

/**
 * Sends one picture to POST /api/admin/media, telling its progress (0 to 1) as it goes; answers
 * the stored picture, or rejects with the API's own message. XMLHttpRequest, not fetch: only it
 * reports an upload's progress.
 */
export function uploadPicture(file: File, onProgress: (share: number) => void): Promise<AdminMedia> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/media');
    const token = readStoredToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    // The server reads the bytes to tell the type; the header only says it is a file.
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      let answer: { success?: boolean; message?: string; data?: AdminMedia } = {};
      try {
        answer = JSON.parse(request.responseText) as typeof answer;
      } catch {
        // Not the API's answer (a proxy's page): the message below says so.
      }
      if (request.status === 201 && answer.data) return resolve(answer.data);
      if (request.status === 401) return reject(new Error('Your session has ended: sign in again, then add the picture.'));
      reject(new Error(answer.message ?? 'The picture could not be uploaded. Try again in a moment.'));
    };
    request.onerror = () => reject(new Error('The picture could not be sent: check the connection and try again.'));
    request.send(file);
  });
}
