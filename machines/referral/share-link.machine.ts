import { fromPromise, setup } from 'xstate';

/** How long "copied" (or "could not copy") stays on the button. */
export const SHARE_FEEDBACK_MS = 2_500;

/**
 * The referral link's copy and share buttons: copying writes the link to the clipboard and says
 * `copied` for a moment (or `copyFailed`, when the browser refuses: the link stays selectable on
 * the page); sharing opens the system's share sheet (Web Share API) and comes back to `idle` whether
 * the member shared or closed it; a share the browser refuses says `shareFailed` for a moment.
 */
export const shareLinkMachine = setup({
  types: {
    events: {} as { type: 'link.copy' } | { type: 'link.share' },
    input: {} as { url: string; title: string },
    context: {} as { url: string; title: string },
  },
  actors: {
    copy: fromPromise<void, { url: string }>(async ({ input }) => {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(input.url);
    }),
    share: fromPromise<void, { url: string; title: string }>(async ({ input }) => {
      try {
        await navigator.share({ url: input.url, title: input.title });
      } catch (error) {
        // Closing the share sheet is not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        throw error;
      }
    }),
  },
  delays: { feedback: SHARE_FEEDBACK_MS },
}).createMachine({
  id: 'shareLink',
  context: ({ input }) => input,
  initial: 'idle',
  on: {
    'link.copy': { target: '.copying' },
  },
  states: {
    idle: {
      on: { 'link.share': 'sharing' },
    },
    copying: {
      invoke: { id: 'copy', src: 'copy', input: ({ context }) => ({ url: context.url }), onDone: 'copied', onError: 'copyFailed' },
    },
    copied: {
      tags: ['feedback'],
      after: { feedback: 'idle' },
      on: { 'link.share': 'sharing' },
    },
    copyFailed: {
      tags: ['feedback'],
      after: { feedback: 'idle' },
      on: { 'link.share': 'sharing' },
    },
    sharing: {
      invoke: { id: 'share', src: 'share', input: ({ context }) => context, onDone: 'idle', onError: 'shareFailed' },
    },
    shareFailed: {
      tags: ['feedback'],
      after: { feedback: 'idle' },
      on: { 'link.share': 'sharing' },
    },
  },
});
