/**
 * Short videos (docs/api/content.md "Short videos"): the feeds (explore, trending, following,
 * saved), one clip, a creator's profile, the member actions (like, save, follow) and the upload.
 * Typed by contracts/schemas/content/shorts.ts; each call answers its data or rejects with an
 * ApiFailure. The upload goes through XMLHttpRequest: it is the browser API that reports upload
 * progress over HTTP/1.1 (a streamed fetch body needs HTTP/2), and it can be aborted.
 */
import { api, refreshSession, requestHeaders, unwrap } from './client';
import { emitApiEvent } from './events';
import { credentialsReady } from './session';
import { ApiFailure } from '../contracts/call-error';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { CategoryTypeList } from '../contracts/schemas/content/common';
import type { CreatorPage, FollowState, ShortItem, ShortLikeState, ShortSaveState } from '../contracts/schemas/content/shorts';

const BASE = 'other/api/short-video';

/** The feeds of the short-video tabs: explore (newest) and trending from the list, following and saved for a member. */
export type ShortFeedKind = 'kham-pha' | 'xu-huong' | 'theo-doi' | 'da-luu';

export interface ShortFeedQuery {
  feed: ShortFeedKind;
  pageNum: number;
  pageSize: number;
  category?: string;
}

export const fetchShortCategories = (signal?: AbortSignal): Promise<CategoryTypeList> =>
  unwrap(api.get(`${BASE}/categories`, { signal }).json<Envelope<CategoryTypeList>>());

export function fetchShortFeed(query: ShortFeedQuery, signal?: AbortSignal): Promise<Page<ShortItem>> {
  const { feed, pageNum, pageSize, category } = query;
  if (feed === 'theo-doi' || feed === 'da-luu') {
    const path = feed === 'theo-doi' ? 'following' : 'saved';
    return unwrap(api.get(`${BASE}/${path}`, { searchParams: { pageNum, pageSize }, signal }).json<Envelope<Page<ShortItem>>>());
  }
  const searchParams: Record<string, string | number> = { tab: feed, pageNum, pageSize };
  if (category) searchParams.category = category;
  return unwrap(api.get(`${BASE}/list`, { searchParams, signal }).json<Envelope<Page<ShortItem>>>());
}

export const fetchShort = (slug: string, signal?: AbortSignal): Promise<ShortItem> =>
  unwrap(api.get(`${BASE}/detail/${encodeURIComponent(slug)}`, { signal }).json<Envelope<ShortItem>>());

export const fetchCreatorPage = (query: { id: number; pageNum: number; pageSize: number }, signal?: AbortSignal): Promise<CreatorPage> =>
  unwrap(
    api
      .get(`${BASE}/creator/${query.id}`, { searchParams: { pageNum: query.pageNum, pageSize: query.pageSize }, signal })
      .json<Envelope<CreatorPage>>(),
  );

export const setShortLiked = (id: number, liked: boolean): Promise<ShortLikeState> =>
  unwrap(api.post(`${BASE}/${liked ? 'like' : 'unlike'}`, { json: { id } }).json<Envelope<ShortLikeState>>());

export const setShortSaved = (id: number, saved: boolean): Promise<ShortSaveState> =>
  unwrap(api.post(`${BASE}/${saved ? 'save' : 'unsave'}`, { json: { id } }).json<Envelope<ShortSaveState>>());

export const setCreatorFollowed = (creatorId: number, following: boolean): Promise<FollowState> =>
  unwrap(api.post(`${BASE}/${following ? 'follow' : 'unfollow'}`, { json: { creatorId } }).json<Envelope<FollowState>>());

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
    xhr.open('POST', apiUrl(`${BASE}/upload`));
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
  if (answer.status === 429) emitApiEvent({ type: 'api.rateLimited', path: `${BASE}/upload` });
  const body = answer.body;
  if (answer.status === 200 && body && body.code === 200 && body.data) return body.data;
  throw new ApiFailure(answer.status, body?.msg ?? `HTTP ${answer.status}`);
}
