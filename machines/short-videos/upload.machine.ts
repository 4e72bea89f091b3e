import { assign, fromCallback, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { ShortItem } from '../../contracts/schemas/content/shorts';
import type { UploadQuota } from '../../contracts/schemas/users/uploads';
import { looksLikeVideoFile, SHORT_CAPTION_MAX, SHORT_UPLOAD_MAX_BYTES, type ShortUploadRefusal } from '../../contracts/short-upload';
import { quotaRefusal } from '../../contracts/upload-quota';

/**
 * The create form (/video-ngan/trang-ca-nhan/tao-moi): a member picks a video and writes a
 * caption; what the browser can tell at once (the file's type and size, a blank caption, a file
 * past what is left of the member's daily quota once the view has told it) is refused before
 * anything is sent; then the upload runs with its progress and can be cancelled;
 * the server's refusal (not a video, too long, damaged…) comes back as its message, and the form
 * stays filled in for another try. Done holds the new clip.
 */
export interface UploadFile {
  name: string;
  size: number;
  type: string;
}

export interface UploadRequest<F extends UploadFile = UploadFile> {
  file: F;
  caption: string;
  category: string;
}

export interface UploadContext {
  file: UploadFile | null;
  caption: string;
  category: string;
  /** What the form refused before sending (shown next to its field). */
  problem: ShortUploadRefusal | 'noFile' | 'dailyFiles' | 'dailyBytes' | null;
  /** The member's upload quota of today, once loaded (null: not known, nothing is refused for it). */
  quota: UploadQuota | null;
  /** Share sent, 0–1. */
  progress: number;
  error: CallError | null;
  clip: ShortItem | null;
}

export type UploadEvent =
  | { type: 'upload.pick'; file: UploadFile | null }
  | { type: 'upload.caption'; caption: string }
  | { type: 'upload.category'; category: string }
  | { type: 'upload.submit' }
  | { type: 'upload.cancel' }
  | { type: 'upload.again' }
  | { type: 'upload.progress'; fraction: number }
  | { type: 'upload.done'; clip: ShortItem }
  | { type: 'upload.failed'; error: CallError }
  | { type: 'upload.quota'; quota: UploadQuota };

export interface UploadInput {
  category?: string;
  maxBytes?: number;
}

/** What the form refuses before sending anything, or null. */
export function formProblem(
  context: Pick<UploadContext, 'file' | 'caption' | 'category'> & { quota?: UploadQuota | null },
  maxBytes = SHORT_UPLOAD_MAX_BYTES,
): UploadContext['problem'] {
  if (!context.file) return 'noFile';
  if (!looksLikeVideoFile(context.file.type, context.file.name)) return 'type';
  if (context.file.size > maxBytes) return 'size';
  if (context.file.size === 0) return 'notVideo';
  const quota = quotaRefusal(context.quota ?? null, 1, context.file.size);
  if (quota) return quota;
  const caption = context.caption.trim();
  if (!caption || caption.length > SHORT_CAPTION_MAX) return 'caption';
  if (!context.category) return 'category';
  return null;
}

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext & { maxBytes: number },
    events: {} as UploadEvent,
    input: {} as UploadInput,
  },
  actors: {
    send: fromCallback<UploadEvent, UploadRequest>(() => () => {}),
  },
  guards: {
    isValid: ({ context }) => formProblem(context, context.maxBytes) === null,
  },
  actions: {
    // A refused file (type, size) is said at once, next to the picker.
    pickFile: assign(({ context, event }) => {
      const file = event.type === 'upload.pick' ? event.file : context.file;
      return { file, error: null, problem: file ? formProblem({ file, caption: 'x', category: 'x', quota: context.quota }, context.maxBytes) : null };
    }),
    checkForm: assign({ problem: ({ context }) => formProblem(context, context.maxBytes) }),
  },
}).createMachine({
  id: 'shortUpload',
  context: ({ input }) => ({
    file: null,
    caption: '',
    category: input.category ?? '',
    problem: null,
    progress: 0,
    error: null,
    clip: null,
    quota: null,
    maxBytes: input.maxBytes ?? SHORT_UPLOAD_MAX_BYTES,
  }),
  // The view tells of the quota whenever it is (re)loaded; it counts from the next check on.
  on: { 'upload.quota': { actions: assign({ quota: ({ event }) => event.quota }) } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'upload.pick': { actions: 'pickFile' },
        'upload.caption': { actions: assign({ caption: ({ event }) => event.caption, problem: ({ context }) => (context.problem === 'caption' ? null : context.problem) }) },
        'upload.category': { actions: assign({ category: ({ event }) => event.category }) },
        'upload.submit': [{ guard: 'isValid', target: 'uploading' }, { actions: 'checkForm' }],
      },
    },
    uploading: {
      entry: assign({ progress: 0, error: null, problem: null }),
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ file: context.file!, caption: context.caption.trim(), category: context.category }),
      },
      on: {
        'upload.progress': { actions: assign({ progress: ({ event }) => Math.min(1, Math.max(0, event.fraction)) }) },
        'upload.done': { target: 'done', actions: assign({ clip: ({ event }) => event.clip, progress: 1 }) },
        'upload.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        // Stopping the send actor aborts the request: the server drops what it received.
        'upload.cancel': { target: 'cancelled' },
      },
    },
    cancelled: {
      on: {
        'upload.submit': [{ guard: 'isValid', target: 'uploading' }, { target: 'editing', actions: 'checkForm' }],
        'upload.pick': { target: 'editing', actions: 'pickFile' },
        'upload.caption': { target: 'editing', actions: assign({ caption: ({ event }) => event.caption }) },
      },
    },
    failed: {
      on: {
        'upload.submit': [{ guard: 'isValid', target: 'uploading' }, { target: 'editing', actions: 'checkForm' }],
        'upload.pick': { target: 'editing', actions: 'pickFile' },
        'upload.caption': { target: 'editing', actions: assign({ caption: ({ event }) => event.caption }) },
      },
    },
    done: {
      on: {
        'upload.again': { target: 'editing', actions: assign({ file: null, caption: '', progress: 0, clip: null, problem: null }) },
      },
    },
  },
});

/** The upload machine sending through `send` (uploadShort of api/short-upload.ts for the real form). */
export function createUpload<F extends UploadFile>(send: (request: UploadRequest<F>, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<ShortItem>) {
  return uploadMachine.provide({
    actors: {
      send: fromCallback<UploadEvent, UploadRequest>(({ input, sendBack }) => {
        const controller = new AbortController();
        send(input as UploadRequest<F>, (fraction) => sendBack({ type: 'upload.progress', fraction }), controller.signal).then(
          (clip) => sendBack({ type: 'upload.done', clip }),
          (error: unknown) => {
            if (!controller.signal.aborted) sendBack({ type: 'upload.failed', error: callError(error) });
          },
        );
        return () => controller.abort();
      }),
    },
  });
}
