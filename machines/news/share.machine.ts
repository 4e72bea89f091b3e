/**
 * Sharing an article: "share" hands the link to the system share sheet (the Web Share API, offered
 * only where the browser has it), "copy" puts it on the clipboard. A cancelled share sheet changes
 * nothing; a share sheet that fails falls back to copying. The outcome (copied, shared, could not
 * copy) is shown for a moment, then the buttons are idle again.
 */
import { fromPromise, setup } from 'xstate';

export interface ShareTarget {
  url: string;
  title: string;
}

export type ShareEvent = { type: 'share' } | { type: 'copy' };

/** How long the outcome stays on screen. */
export const SHARE_FEEDBACK_MS = 2500;

/** A dismissed share sheet rejects with an AbortError: the visitor changed their mind. */
export function isShareCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export const shareMachine = setup({
  types: {
    context: {} as ShareTarget,
    input: {} as ShareTarget,
    events: {} as ShareEvent,
  },
  actors: {
    share: fromPromise<void, ShareTarget>(async () => {}),
    copy: fromPromise<void, { text: string }>(async () => {}),
  },
  delays: { feedback: SHARE_FEEDBACK_MS },
}).createMachine({
  id: 'news-share',
  context: ({ input }) => ({ ...input }),
  initial: 'idle',
  on: { copy: { target: '.copying' } },
  states: {
    idle: { on: { share: 'sharing' } },
    sharing: {
      invoke: {
        id: 'share',
        src: 'share',
        input: ({ context }) => ({ url: context.url, title: context.title }),
        onDone: 'shared',
        onError: [{ guard: ({ event }) => isShareCancel(event.error), target: 'idle' }, { target: 'copying' }],
      },
      // Copy while the sheet is open is ignored: the sheet is modal anyway.
      on: { copy: {} },
    },
    copying: {
      invoke: { id: 'copy', src: 'copy', input: ({ context }) => ({ text: context.url }), onDone: 'copied', onError: 'copyFailed' },
      on: { copy: {} },
    },
    copied: { after: { feedback: 'idle' }, on: { share: 'sharing' } },
    shared: { after: { feedback: 'idle' }, on: { share: 'sharing' } },
    copyFailed: { after: { feedback: 'idle' }, on: { share: 'sharing' } },
  },
});
