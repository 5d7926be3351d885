import { readStoredToken } from '../../lib/session/token-storage';

/** What a staff member reads when an upload does not reach the API's own answer. */
export interface UploadWords {
  /** A 401: the session ended while the page was open. */
  signedOut: string;
  /** Any other refusal without the API's message (a proxy's page). */
  failed: string;
  /** No answer at all. */
  unsent: string;
}

/**
 * Sends one file as the request body to a staff upload address, telling its progress (0 to 1) as
 * it goes; answers the API's `data`, or rejects with the API's own message. XMLHttpRequest, not
 * fetch: only it reports an upload's progress.
 */
export function uploadFile<T>(path: string, file: File, onProgress: (share: number) => void, words: UploadWords): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    const token = readStoredToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    // The server reads the bytes to tell the type; the header only says it is a file.
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      let answer: { success?: boolean; message?: string; data?: T } = {};
      try {
        answer = JSON.parse(request.responseText) as typeof answer;
      } catch {
        // Not the API's answer (a proxy's page): the words below say so.
      }
      if (request.status === 201 && answer.data) return resolve(answer.data);
      if (request.status === 401) return reject(new Error(words.signedOut));
      reject(new Error(answer.message ?? words.failed));
    };
    request.onerror = () => reject(new Error(words.unsent));
    request.send(file);
  });
}
