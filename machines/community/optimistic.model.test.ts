import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { optimisticMachine, type OptimisticContext, type SendInput } from './optimistic.machine';
import { EMPTY_REACTIONS, withReaction, type ReactionValue } from './choices';

// The reaction bar of a post: 3 likes, none of them the member's.
const input: { value: ReactionValue } = { value: { myReaction: null, reactionsCount: 3, reactions: { ...EMPTY_REACTIONS, like: 3 } } };
const liked = withReaction(input.value, 'like');
const loved = withReaction(input.value, 'love');

const events = [
  { type: 'choice.set', value: liked },
  { type: 'choice.set', value: loved },
  { type: 'choice.set', value: input.value },
  // The server counted someone else's reaction too.
  { type: 'xstate.done.actor.send', output: { ...liked, reactionsCount: 5, reactions: { ...EMPTY_REACTIONS, like: 5 } } },
  { type: 'xstate.error.actor.send', error: new ApiFailure(0, 'offline') },
  { type: 'choice.sync', value: withReaction(input.value, 'haha') },
] as never;

const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: OptimisticContext<ReactionValue> };
  return JSON.stringify([value, context.value.myReaction, context.confirmed.myReaction, context.queued?.myReaction ?? 'none', context.error?.status ?? null]);
};

const paths = transitionPaths(optimisticMachine, { input, events, serializeState });

describe('optimistic choice machine (model-based), as the reaction bar', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const send = controllablePromiseActor<ReactionValue, SendInput<ReactionValue>>();
    const actor = createActor(optimisticMachine.provide({ actors: { send: send.logic as never } }), { input }).start();
    let before = actor.getSnapshot().context as OptimisticContext<ReactionValue>;
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        before = actor.getSnapshot().context as OptimisticContext<ReactionValue>;
        const e = event as EventObject & { output?: ReactionValue; error?: unknown };
        if (e.type.startsWith('xstate.done.actor.')) send.last().resolve(e.output!);
        else if (e.type.startsWith('xstate.error.actor.')) send.last().reject(e.error);
        else actor.send(event as never);
      },
      check: ({ event }) => {
        const snapshot = actor.getSnapshot();
        const context = snapshot.context as OptimisticContext<ReactionValue>;
        const shown = context.value;
        // A choice shows at once, with counts that add up.
        if (event.type === 'choice.set') expect(shown).toEqual((event as unknown as { value: ReactionValue }).value);
        expect(shown.reactionsCount).toBe(Object.values(shown.reactions).reduce((a, b) => a + b, 0));
        // What is sent is what is shown, beside what the server holds.
        if (snapshot.matches('sending') && context.queued === null) {
          expect(send.last().input).toEqual({ value: shown, confirmed: context.confirmed });
        }
        // The server's answer wins; a failure puts back what it last confirmed.
        if (event.type === 'xstate.done.actor.send' && snapshot.matches('idle')) expect(shown.reactionsCount).toBe(5);
        if (event.type.startsWith('xstate.error.actor.')) {
          expect(shown).toEqual(before.confirmed);
          expect(context.error?.status).toBe(0);
          expect(context.queued).toBeNull();
        }
        // A choice made while one was on its way is sent after it.
        if (event.type === 'xstate.done.actor.send' && before.queued) {
          expect(snapshot.matches('sending')).toBe(true);
          expect(send.last().input.value).toEqual(before.queued);
        }
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(optimisticMachine, paths);
    printCoverage('board choice', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
