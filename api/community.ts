/**
 * What the community board calls outside the endpoint table (its other calls are
 * contracts/endpoints/community.ts): the friend calls of SPEC §7 (`friend/send-request`,
 * `friend/is-friend`) with their siblings, served by the users area, and the post with pictures, a
 * multipart upload sent through XMLHttpRequest, the browser API that reports upload progress. Each
 * call answers its data or rejects with an ApiFailure.
 */
import { api, refreshSession, requestHeaders, unwrap } from './client';
import { emitApiEvent } from './events';
import { credentialsReady } from './session';
import { ApiFailure } from '../contracts/call-error';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { Post, PostAudience } from '../contracts/schemas/community';
import type { FriendRequest, FriendRequestSent, Friendship } from '../contracts/schemas/users/social';

// Friends (SPEC §7: friend/send-request, friend/is-friend)

export const fetchFriendship = (userId: number, signal?: AbortSignal): Promise<Friendship> =>
  unwrap(api.get('live/api/user/friend/is-friend', { searchParams: { userId }, signal }).json<Envelope<Friendship>>());

export const sendFriendRequest = (toUserId: number): Promise<FriendRequestSent> =>
  unwrap(api.post('live/api/user/friend/send-request', { json: { toUserId } }).json<Envelope<FriendRequestSent>>());

/** Ends a friendship or withdraws a sent request. */
export const removeFriend = (userId: number): Promise<Friendship> =>
  unwrap(api.post('live/api/user/friend/remove', { json: { userId } }).json<Envelope<Friendship>>());

export const fetchSentRequests = (pageNum: number, pageSize: number, signal?: AbortSignal): Promise<Page<FriendRequest>> =>
  unwrap(api.get('live/api/user/friend/requests', { searchParams: { direction: 'sent', pageNum, pageSize }, signal }).json<Envelope<Page<FriendRequest>>>());

// A post, with pictures or without

export interface NewPostInput<F extends Blob = File> {
  content: string;
  images: F[];
  audience: PostAudience;
  groupId?: number;
  placeId?: number;
}

function apiUrl(path: string): string {
  const base = import.meta.env.VITE_API_BASE || location.origin;
  return new URL(path, base.endsWith('/') ? base : `${base}/`).toString();
}

const UPLOAD_PATH = 'other/api/community/posts/upload';

function sendPost(input: NewPostInput, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<{ status: number; body: Envelope<Post> | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(UPLOAD_PATH));
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as Envelope<Post> | null });
    xhr.onerror = () => reject(new ApiFailure(0, 'network'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    if (signal.aborted) return xhr.abort();
    // The fields first, then the pictures.
    const form = new FormData();
    form.append('content', input.content);
    form.append('audience', input.audience);
    if (input.groupId) form.append('groupId', String(input.groupId));
    if (input.placeId) form.append('placeId', String(input.placeId));
    for (const image of input.images) form.append('images', image, image.name);
    xhr.send(form);
  });
}

/**
 * Writes a post with its pictures; `onProgress` hears the share sent (0–1). Answers the new post or
 * rejects with the server's message (a picture's type or size…); aborting `signal` cancels it.
 */
export async function createPost(input: NewPostInput, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<Post> {
  await credentialsReady();
  let answer = await sendPost(input, onProgress, signal);
  if (answer.status === 401 && (await refreshSession())) answer = await sendPost(input, onProgress, signal);
  if (answer.status === 429) emitApiEvent({ type: 'api.rateLimited', path: UPLOAD_PATH });
  const body = answer.body;
  if (answer.status === 200 && body && body.code === 200 && body.data) return body.data;
  throw new ApiFailure(answer.status, body?.msg ?? `HTTP ${answer.status}`);
}
