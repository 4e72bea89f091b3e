import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { localeMachine, type MessageUnit } from './locale.machine';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import type { Locale } from '../../contracts/constants';

/** Two lazy chunks' pieces of the catalogue; each holds one message named after its file. */
const unitA: MessageUnit = { vi: '/m/vi-a.json', en: '/m/en-a.json', zh: '/m/zh-a.json' };
const unitB: MessageUnit = { vi: '/m/vi-b.json', en: '/m/en-b.json', zh: '/m/zh-b.json' };
/** A language's messages: the entry's and one per piece, each saying which language it is. */
const pieceOf = (unit: MessageUnit, locale: Locale) => ({ [unit.vi]: locale });
const catalogue = (locale: Locale, units: readonly MessageUnit[] = []) => ({
  'app.lang': locale,
  ...Object.fromEntries(units.map((unit) => [unit.vi, locale])),
});

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
    // A piece arrives in every language, as the loader fetches it in the shown and the loading one.
    { type: 'locale.unitLoaded', unit: unitA, messages: { vi: pieceOf(unitA, 'vi'), en: pieceOf(unitA, 'en'), zh: pieceOf(unitA, 'zh') } },
    { type: 'locale.unitLoaded', unit: unitB, messages: { vi: pieceOf(unitB, 'vi'), en: pieceOf(unitB, 'en'), zh: pieceOf(unitB, 'zh') } },
  ] as never,
  serializeState: (s: Snapshot<unknown>) => {
    const { value, context } = s as unknown as { value: string; context: { locale: string; requested: string; units: unknown[] } };
    return JSON.stringify([value, context.locale, context.requested, context.units.length]);
  },
});

describe('locale machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const loader = controllablePromiseActor<Record<string, unknown>, { locale: Locale; units: MessageUnit[] }>();
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
        if (event.type.startsWith('xstate.done.actor.')) loader.last().resolve(catalogue(loader.last().input.locale, loader.last().input.units));
        else if (event.type.startsWith('xstate.error.actor.')) loader.last().reject(new Error('load failed'));
        else actor.send(event as never);
      },
      check: () => {
        const { context } = actor.getSnapshot();
        // What the user sees: the messages on screen are always those of the current language, never a mix.
        if (context.messages) expect(new Set(Object.values(context.messages))).toEqual(new Set([context.locale]));
        // Every piece loaded so far is on screen in that language.
        if (context.messages) for (const unit of context.units) expect(context.messages[unit.vi]).toBe(context.locale);
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
