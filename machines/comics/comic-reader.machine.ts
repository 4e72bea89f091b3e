/**
 * The comic reader's page turning, for one chapter: `reading` a page (1..pages), then `chapterEnd`
 * past the last page (the "next chapter" card). Next and previous come from the buttons, the arrow
 * keys, j/k and swipes alike. Previous on the first page opens the previous chapter, next at the
 * chapter's end opens the next one: the view provides `openChapter` (it navigates) and `pageShown`
 * (it remembers the place and puts the page in the address).
 */
import { and, assign, setup } from 'xstate';

export interface ReaderInput {
  pages: number;
  /** The page to open at (clamped to 1..pages). */
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export interface ReaderContext {
  pages: number;
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export type ReaderEvent = { type: 'reader.next' } | { type: 'reader.previous' } | { type: 'reader.go'; page: number };

/** The event of a key that turns a page, or null: →, j, PageDown next; ←, k, PageUp previous. */
export function readerKey(key: string): 'reader.next' | 'reader.previous' | null {
  if (key === 'ArrowRight' || key === 'j' || key === 'PageDown') return 'reader.next';
  if (key === 'ArrowLeft' || key === 'k' || key === 'PageUp') return 'reader.previous';
  return null;
}

const clamp = (page: number, pages: number) => Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, pages));

export const comicReaderMachine = setup({
  types: { context: {} as ReaderContext, events: {} as ReaderEvent, input: {} as ReaderInput },
  actions: {
    /** The page now shown (the view remembers it). */
    pageShown: (_, _params: { page: number }) => {},
    /** Open the previous or the next chapter (the view navigates). */
    openChapter: (_, _params: { direction: 'previous' | 'next' }) => {},
  },
  guards: {
    onLastPage: ({ context }) => context.page >= context.pages,
    onFirstPage: ({ context }) => context.page <= 1,
    hasPrevious: ({ context }) => context.hasPrevious,
    hasNext: ({ context }) => context.hasNext,
    isOtherPage: ({ context, event }) => event.type === 'reader.go' && clamp(event.page, context.pages) !== context.page,
  },
}).createMachine({
  id: 'comic-reader',
  context: ({ input }) => ({ ...input, page: clamp(input.page, input.pages), pages: Math.max(1, input.pages) }),
  initial: 'reading',
  states: {
    reading: {
      entry: { type: 'pageShown', params: ({ context }) => ({ page: context.page }) },
      on: {
        'reader.next': [
          { guard: 'onLastPage', target: 'chapterEnd' },
          {
            actions: [assign({ page: ({ context }) => context.page + 1 }), { type: 'pageShown', params: ({ context }) => ({ page: context.page }) }],
          },
        ],
        'reader.previous': [
          { guard: and(['onFirstPage', 'hasPrevious']), actions: { type: 'openChapter', params: { direction: 'previous' } } },
          // The first page of the first chapter: nothing before it.
          { guard: 'onFirstPage' },
          {
            actions: [assign({ page: ({ context }) => context.page - 1 }), { type: 'pageShown', params: ({ context }) => ({ page: context.page }) }],
          },
        ],
        'reader.go': {
          guard: 'isOtherPage',
          actions: [
            assign({ page: ({ context, event }) => clamp(event.page, context.pages) }),
            { type: 'pageShown', params: ({ context }) => ({ page: context.page }) },
          ],
        },
      },
    },
    chapterEnd: {
      on: {
        'reader.next': { guard: 'hasNext', actions: { type: 'openChapter', params: { direction: 'next' } } },
        'reader.previous': { target: 'reading' },
        'reader.go': { target: 'reading', actions: assign({ page: ({ context, event }) => clamp(event.page, context.pages) }) },
      },
    },
  },
});
