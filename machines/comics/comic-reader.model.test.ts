import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { comicReaderMachine, readerKey, type ReaderInput } from './comic-reader.machine';

function start(input: ReaderInput) {
  const shown: number[] = [];
  const opened: string[] = [];
  const actor = createActor(
    comicReaderMachine.provide({
      actions: {
        pageShown: (_, params) => void shown.push(params.page),
        openChapter: (_, params) => void opened.push(params.direction),
      },
    }),
    { input },
  ).start();
  return { actor, shown, opened };
}

describe('the keys of the reader', () => {
  it.each([
    ['ArrowRight', 'reader.next'],
    ['j', 'reader.next'],
    ['PageDown', 'reader.next'],
    ['ArrowLeft', 'reader.previous'],
    ['k', 'reader.previous'],
    ['PageUp', 'reader.previous'],
    ['J', null],
    [' ', null],
    ['Enter', null],
  ])('%s turns %s', (key, event) => {
    expect(readerKey(key)).toBe(event);
  });
});

describe('comic reader', () => {
  it('opens at the asked page, clamped to the chapter, and remembers it', () => {
    expect(start({ pages: 5, page: 3, hasPrevious: false, hasNext: false }).shown).toEqual([3]);
    expect(start({ pages: 5, page: 9, hasPrevious: false, hasNext: false }).shown).toEqual([5]);
    expect(start({ pages: 5, page: 0, hasPrevious: false, hasNext: false }).shown).toEqual([1]);
  });

  it('turns pages, shows the chapter end after the last and opens the next chapter from there', () => {
    const { actor, shown, opened } = start({ pages: 2, page: 1, hasPrevious: true, hasNext: true });
    actor.send({ type: 'reader.next' });
    expect(actor.getSnapshot().context.page).toBe(2);
    actor.send({ type: 'reader.next' });
    expect(actor.getSnapshot().value).toBe('chapterEnd');
    actor.send({ type: 'reader.next' });
    expect(opened).toEqual(['next']);
    actor.send({ type: 'reader.previous' });
    expect(actor.getSnapshot().value).toBe('reading');
    expect(shown).toEqual([1, 2, 2]);
  });

  it('goes back a chapter from the first page, but not before the first chapter', () => {
    const first = start({ pages: 3, page: 1, hasPrevious: false, hasNext: true });
    first.actor.send({ type: 'reader.previous' });
    expect(first.opened).toEqual([]);
    expect(first.actor.getSnapshot().context.page).toBe(1);
    const later = start({ pages: 3, page: 1, hasPrevious: true, hasNext: false });
    later.actor.send({ type: 'reader.previous' });
    expect(later.opened).toEqual(['previous']);
  });

  it('stays at the end of the last chapter', () => {
    const { actor, opened } = start({ pages: 1, page: 1, hasPrevious: false, hasNext: false });
    actor.send({ type: 'reader.next' });
    actor.send({ type: 'reader.next' });
    expect(actor.getSnapshot().value).toBe('chapterEnd');
    expect(opened).toEqual([]);
  });

  it('jumps to a page, ignoring the page already shown', () => {
    const { actor, shown } = start({ pages: 4, page: 1, hasPrevious: false, hasNext: false });
    actor.send({ type: 'reader.go', page: 1 });
    actor.send({ type: 'reader.go', page: 4 });
    actor.send({ type: 'reader.go', page: 40 });
    expect(shown).toEqual([1, 4]);
  });
});

describe('comic reader (model-based)', () => {
  const inputs: ReaderInput[] = [
    { pages: 3, page: 1, hasPrevious: true, hasNext: true },
    { pages: 2, page: 2, hasPrevious: false, hasNext: false },
  ];
  const events = [{ type: 'reader.next' }, { type: 'reader.previous' }, { type: 'reader.go', page: 2 }, { type: 'reader.go', page: 1 }];
  const serializeState = (s: unknown) => {
    const { value, context } = s as { value: string; context: { page: number } };
    return `${value}:${context.page}`;
  };

  for (const input of inputs) {
    const paths = transitionPaths(comicReaderMachine, { input, events: events as never, serializeState });

    it.each(paths.map((p) => [p.description, p] as const))(`${JSON.stringify(input)}: %s`, async (_, path) => {
      const { actor, shown, opened } = start(input);
      let expectedOpened = 0;
      await runModelPath(path, {
        snapshot: () => actor.getSnapshot(),
        exec: (event: EventObject) => {
          const before = actor.getSnapshot();
          if (event.type === 'reader.next' && before.value === 'chapterEnd' && input.hasNext) expectedOpened++;
          if (event.type === 'reader.previous' && before.value === 'reading' && before.context.page === 1 && input.hasPrevious) expectedOpened++;
          actor.send(event as never);
        },
        check: ({ value }) => {
          const { context } = actor.getSnapshot();
          // The page is always one of the chapter's, and the one shown last is the one remembered.
          expect(context.page).toBeGreaterThanOrEqual(1);
          expect(context.page).toBeLessThanOrEqual(input.pages);
          if (value === 'reading') expect(shown.at(-1)).toBe(context.page);
          expect(opened).toHaveLength(expectedOpened);
        },
      });
    });

    it(`covers every state and transition (${JSON.stringify(input)})`, () => {
      const coverage = coverageOf(comicReaderMachine, paths);
      printCoverage('comic reader', coverage, paths.length);
      expect(coverage.states.missing).toEqual([]);
    });
  }
});
