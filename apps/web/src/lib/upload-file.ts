/**
 * Uploads one file to a signed URL from getPreSignedUploadUrl or getLandlordPreSignedUploadUrl (ARCHITECTURE.md §2 "uploads": an HTTP PUT of
 * the file's bytes with its Content-Type, to S3 or this server), reporting progress. XMLHttpRequest is used
 * because fetch cannot report upload progress.
 */

/** A failed upload, with a message for the applicant and, from this server, its code (e.g. UNSUPPORTED_TYPE). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/**
 * @param url the signed upload URL
 * @param file the file
 * @param onProgress called with the share sent so far, 0 to 1
 * @param signal cancels the upload
 * @returns when the file is stored
 * @throws UploadError with the server's message (this server answers `{ code, message }`), or a general one
 */
export function uploadFile(
  url: string,
  file: File,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      let message = `The upload failed (error ${request.status}). Please try again.`;
      let code: string | null = null;
      try {
        const body = JSON.parse(request.responseText) as { message?: unknown; code?: unknown };
        if (typeof body.message === 'string') message = body.message;
        if (typeof body.code === 'string') code = body.code;
      } catch {
        // Not JSON (e.g. S3's XML): keep the general message.
      }
      reject(new UploadError(message, code));
    };
    request.onerror = () =>
      reject(new UploadError('The upload failed: check your connection and try again.'));
    request.onabort = () => reject(new UploadError('The upload was cancelled.'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
