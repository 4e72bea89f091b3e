/**
 * The short-video upload (POST /other/api/short-video/upload, docs/api/reference/short-videos.md):
 * a multipart form the server reads part by part, so it is not a call of the endpoint table. It goes
 * through XMLHttpRequest: it is the browser API that reports upload progress over HTTP/1.1 (a
 * streamed fetch body needs HTTP/2), and it can be aborted. It answers the new clip or rejects with
 * an ApiFailure.
 */
import { refreshSession, requestHeaders } from './client';
import { emitApiEvent } from './events';
import { credentialsReady } from './session';
import { ApiFailure } from '../contracts/call-error';
import type { Envelope } from '../contracts/schemas/common';
import type { ShortItem } from '../contracts/schemas/content/shorts';

const SHORT_UPLOAD_PATH = 'other/api/short-video/upload';

export interface ShortUploadInput {
  file: File;
  caption: string;
  category: string;
}

function apiUrl(path: string): string {
  const base = import.meta.env.VITE_API_BASE || location.origin;
  return new URL(path, base.endsWith('/') ? base : `${base}/`).toString();
}

function sendUpload(input: ShortUploadInput, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<{ status: number; body: Envelope<ShortItem> | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(SHORT_UPLOAD_PATH));
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as Envelope<ShortItem> | null });
    xhr.onerror = () => reject(new ApiFailure(0, 'network'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    if (signal.aborted) return xhr.abort();
    // The caption and category first: the server checks them before it reads the file.
    const form = new FormData();
    form.append('caption', input.caption);
    form.append('category', input.category);
    form.append('video', input.file, input.file.name);
    xhr.send(form);
  });
}

/**
 * Uploads a clip with its caption; `onProgress` hears the share sent (0–1). Answers the new clip or
 * rejects with the server's message (type, size, duration…); aborting `signal` cancels the upload.
 */
export async function uploadShort(input: ShortUploadInput, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<ShortItem> {
  await credentialsReady();
  let answer = await sendUpload(input, onProgress, signal);
  if (answer.status === 401 && (await refreshSession())) answer = await sendUpload(input, onProgress, signal);
  if (answer.status === 429) emitApiEvent({ type: 'api.rateLimited', path: SHORT_UPLOAD_PATH });
  const body = answer.body;
  if (answer.status === 200 && body && body.code === 200 && body.data) return body.data;
  throw new ApiFailure(answer.status, body?.msg ?? `HTTP ${answer.status}`);
}
