/**
 * The multipart uploads the server reads part by part (a post with pictures, a short clip): not
 * calls of the endpoint table. They go through XMLHttpRequest, the browser API that reports upload
 * progress over HTTP/1.1 (a streamed fetch body needs HTTP/2), with the client's headers, one retry
 * after a refreshed session, the 429 event of SPEC §8, and abort. An upload answers the envelope's
 * data or rejects with one ApiFailure, as `call()` does.
 */
import { refreshSession, requestHeaders } from './client';
import { emitApiEvent } from './events';
import { credentialsReady } from './session';
import { ApiFailure } from '../contracts/call-error';
import type { Envelope } from '../contracts/schemas/common';

/** The share of the form sent so far, 0–1. */
export type UploadProgress = (fraction: number) => void;

function apiUrl(path: string): string {
  const base = import.meta.env.VITE_API_BASE || location.origin;
  return new URL(path, base.endsWith('/') ? base : `${base}/`).toString();
}

function send<T>(path: string, form: FormData, onProgress: UploadProgress, signal: AbortSignal): Promise<{ status: number; body: Envelope<T> | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as Envelope<T> | null });
    xhr.onerror = () => reject(new ApiFailure(0, 'network'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    if (signal.aborted) return xhr.abort();
    xhr.send(form);
  });
}

/**
 * Posts `form` to `path` (relative to the API base, `other/api/…`); rejects with the server's
 * message (a file's type or size…) or cancels when `signal` aborts. The form's fields should come
 * before its files: the server checks them before it reads a file.
 */
export async function uploadForm<T>(path: string, form: FormData, onProgress: UploadProgress, signal: AbortSignal): Promise<T> {
  await credentialsReady();
  let answer = await send<T>(path, form, onProgress, signal);
  if (answer.status === 401 && (await refreshSession())) answer = await send<T>(path, form, onProgress, signal);
  if (answer.status === 429) emitApiEvent({ type: 'api.rateLimited', path });
  const body = answer.body;
  if (answer.status === 200 && body && body.code === 200 && body.data) return body.data;
  throw new ApiFailure(answer.status, body?.msg ?? `HTTP ${answer.status}`);
}
