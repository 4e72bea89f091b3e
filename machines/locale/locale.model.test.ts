import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { localeMachine } from './locale.machine';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import type { Locale } from '../../contracts/constants';

const catalogue = (locale: Locale) => ({ 'app.lang': locale });

const quiet = { persistLocale: () => {}, announceLocale: () => {}, notifyLoadFailed: () => {} };
const model = localeMachine.provide({ actions: quiet });

const paths = transitionPaths(model, {
  input: { locale: 'vi' },
  events: [
    { type: 'locale.change', locale: 'en' },
    { type: 'locale.change', locale: 'zh' },
    { type: 'locale.change', locale: 'vi' },
    { type: 'locale.change', locale: 'fr' as Locale },
    { type: 'locale.retry' },
    { type: 'xstate.done.actor.loadInitial' },
    { type: 'xstate.error.actor.loadInitial' },
    { type: 'xstate.done.actor.loadSwitch' },
    { type: 'xstate.error.actor.loadSwitch' },
  ] as never,
  serializeState: (s: Snapshot<unknown>) => {
    const { value, context } = s as unknown as { value: string; context: { locale: string; requested: string } };
    return JSON.stringify([value, context.locale, context.requested]);
  },
});

describe('locale machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const loader = controllablePromiseActor<Record<string, unknown>, { locale: Locale }>();
    const cookie: string[] = [];
    const actor = createActor(
      localeMachine.provide({
        actors: { loadMessages: loader.logic },
        actions: { ...quiet, persistLocale: ({ context }) => void cookie.push(context.locale) },
      }),
      { input: { locale: 'vi' } },
    ).start();

    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        if (event.type.startsWith('xstate.done.actor.')) loader.last().resolve(catalogue(loader.last().input.locale));
        else if (event.type.startsWith('xstate.error.actor.')) loader.last().reject(new Error('load failed'));
        else actor.send(event as never);
      },
      check: () => {
        const { context } = actor.getSnapshot();
        // What the user sees: the messages on screen are always those of the current language.
        if (context.messages) expect(context.messages).toEqual(catalogue(context.locale));
        // The cookie always holds the language on screen.
        if (cookie.length) expect(cookie.at(-1)).toBe(context.locale);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(model, paths);
    printCoverage('locale', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
