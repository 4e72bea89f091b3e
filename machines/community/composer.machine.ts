import { assign, fromCallback, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import { looksLikePostImage, POST_CONTENT_MAX, POST_IMAGE_MAX_BYTES, POST_IMAGES_MAX } from '../../contracts/community-values';
import type { Post, PostAudience } from '../../contracts/schemas/community';
import type { UploadQuota } from '../../contracts/schemas/users/uploads';
import { quotaRefusal } from '../../contracts/upload-quota';

/**
 * The board's composer: a member writes, picks up to 4 pictures (each previewed, each removable),
 * chooses who sees it, and posts. What the browser can tell at once is refused before anything is
 * sent, next to what caused it: a file that is not a picture, one over 8 MB, a fifth picture, a
 * post with neither words nor pictures, words over the limit, pictures past what is left of the
 * member's daily upload quota (once the view has told it). Then the post goes with its upload
 * progress and can be cancelled; the server's refusal comes back as its message and the composer
 * stays filled in for another try. A post that went through is handed to the view (`posted`) and
 * the composer is empty again.
 */
export interface PickedImage {
  /** Unique within the composer (the view keys previews by it). */
  id: number;
  name: string;
  size: number;
  type: string;
  /** The file itself (a browser File), carried as it is to the call. */
  blob: unknown;
}

export type ComposerProblem =
  | { kind: 'imageType'; name: string }
  | { kind: 'imageSize'; name: string }
  | { kind: 'imageCount' }
  | { kind: 'empty' }
  | { kind: 'tooLong' }
  | { kind: 'dailyFiles' }
  | { kind: 'dailyBytes' };

export interface ComposerContext<F extends PickedImage = PickedImage> {
  text: string;
  images: F[];
  audience: PostAudience;
  problem: ComposerProblem | null;
  /** Share sent, 0–1. */
  progress: number;
  error: CallError | null;
  /** Ids given to the pictures picked so far. */
  nextId: number;
  /** The member's upload quota of today, once loaded (null: not known, nothing is refused for it). */
  quota: UploadQuota | null;
}

export interface ComposerRequest<F extends PickedImage = PickedImage> {
  content: string;
  images: F[];
  audience: PostAudience;
}

export type ComposerEvent =
  | { type: 'compose.text'; text: string }
  /** Files the member picked (or dropped); each gets an id here. */
  | { type: 'compose.add'; files: Array<Omit<PickedImage, 'id'>> }
  | { type: 'compose.remove'; id: number }
  | { type: 'compose.audience'; audience: PostAudience }
  | { type: 'compose.submit' }
  | { type: 'compose.cancel' }
  | { type: 'compose.progress'; fraction: number }
  | { type: 'compose.done'; post: Post }
  | { type: 'compose.failed'; error: CallError }
  | { type: 'compose.quota'; quota: UploadQuota };

/** Whether the post may go: null, or what stops it. */
export function composerProblem(context: Pick<ComposerContext, 'text' | 'images'> & { quota?: UploadQuota | null }): ComposerProblem | null {
  const text = context.text.trim();
  if (text.length > POST_CONTENT_MAX) return { kind: 'tooLong' };
  if (text === '' && context.images.length === 0) return { kind: 'empty' };
  const quota = quotaRefusal(context.quota ?? null, context.images.length, context.images.reduce((bytes, image) => bytes + image.size, 0));
  return quota ? { kind: quota } : null;
}

/** The files of a pick the composer keeps, and the first it refused (type, size, one too many). */
export function acceptFiles<F extends Omit<PickedImage, 'id'>>(
  kept: number,
  files: F[],
  maxBytes = POST_IMAGE_MAX_BYTES,
): { accepted: F[]; problem: ComposerProblem | null } {
  const accepted: F[] = [];
  let problem: ComposerProblem | null = null;
  for (const file of files) {
    const refusal: ComposerProblem | null = !looksLikePostImage(file.type)
      ? { kind: 'imageType', name: file.name }
      : file.size > maxBytes
        ? { kind: 'imageSize', name: file.name }
        : kept + accepted.length >= POST_IMAGES_MAX
          ? { kind: 'imageCount' }
          : null;
    if (refusal) problem ??= refusal;
    else accepted.push(file);
  }
  return { accepted, problem };
}

const EMPTY = { text: '', images: [], problem: null, progress: 0, error: null };

export const composerMachine = setup({
  types: {
    context: {} as ComposerContext,
    events: {} as ComposerEvent,
    input: {} as { audience?: PostAudience },
  },
  actors: {
    send: fromCallback<ComposerEvent, ComposerRequest>(() => () => {}),
  },
  guards: {
    isReady: ({ context }) => composerProblem(context) === null,
  },
  actions: {
    setText: assign(({ context, event }) => {
      if (event.type !== 'compose.text') return {};
      const problem = context.problem?.kind === 'empty' || context.problem?.kind === 'tooLong' ? null : context.problem;
      return { text: event.text, problem, error: null };
    }),
    add: assign(({ context, event }) => {
      if (event.type !== 'compose.add') return {};
      const { accepted, problem } = acceptFiles(context.images.length, event.files);
      const images = [...context.images, ...accepted.map((file, i) => ({ ...file, id: context.nextId + i }))];
      return { images, nextId: context.nextId + accepted.length, problem, error: null };
    }),
    remove: assign(({ context, event }) => {
      if (event.type !== 'compose.remove') return {};
      return { images: context.images.filter((image) => image.id !== event.id), problem: null, error: null };
    }),
    setAudience: assign({ audience: ({ context, event }) => (event.type === 'compose.audience' ? event.audience : context.audience) }),
    check: assign({ problem: ({ context }) => composerProblem(context) }),
    /** The view hears of the new post (to put it on top of the feed). */
    posted: (_, _post: Post) => {},
  },
}).createMachine({
  id: 'boardComposer',
  context: ({ input }) => ({ ...EMPTY, audience: input.audience ?? 'public', nextId: 1, quota: null }),
  // The view tells of the quota whenever it is (re)loaded; it counts from the next check on.
  on: { 'compose.quota': { actions: assign({ quota: ({ event }) => event.quota }) } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'compose.text': { actions: 'setText' },
        'compose.add': { actions: 'add' },
        'compose.remove': { actions: 'remove' },
        'compose.audience': { actions: 'setAudience' },
        'compose.submit': [{ guard: 'isReady', target: 'sending' }, { actions: 'check' }],
      },
    },
    sending: {
      tags: ['busy'],
      entry: assign({ progress: 0, error: null, problem: null }),
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ content: context.text.trim(), images: context.images, audience: context.audience }),
      },
      on: {
        'compose.progress': { actions: assign({ progress: ({ event }) => Math.min(1, Math.max(0, event.fraction)) }) },
        'compose.done': {
          target: 'editing',
          actions: [{ type: 'posted', params: ({ event }) => event.post }, assign(({ context }) => ({ ...EMPTY, nextId: context.nextId }))],
        },
        'compose.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        // Stopping the send actor aborts the request: the server drops what it received.
        'compose.cancel': { target: 'editing', actions: assign({ progress: 0 }) },
      },
    },
    failed: {
      on: {
        'compose.submit': [{ guard: 'isReady', target: 'sending' }, { target: 'editing', actions: 'check' }],
        'compose.text': { target: 'editing', actions: 'setText' },
        'compose.add': { target: 'editing', actions: 'add' },
        'compose.remove': { target: 'editing', actions: 'remove' },
        'compose.audience': { target: 'editing', actions: 'setAudience' },
      },
    },
  },
});

export type ComposerMachine = typeof composerMachine;

/** The composer sending through `send` (uploadForm of api/upload.ts, in boardComposer, for the real one). */
export function createComposer<F extends PickedImage>(
  send: (request: ComposerRequest<F>, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<Post>,
): ComposerMachine {
  return composerMachine.provide({
    actors: {
      send: fromCallback<ComposerEvent, ComposerRequest>(({ input, sendBack }) => {
        const controller = new AbortController();
        send(input as ComposerRequest<F>, (fraction) => sendBack({ type: 'compose.progress', fraction }), controller.signal).then(
          (post) => sendBack({ type: 'compose.done', post }),
          (error: unknown) => {
            if (!controller.signal.aborted) sendBack({ type: 'compose.failed', error: callError(error) });
          },
        );
        return () => controller.abort();
      }),
    },
  });
}
