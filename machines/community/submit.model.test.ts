import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { submitMachine, type SubmitContext } from './submit.machine';

const VALUES = { name: 'Hội bóng rổ Quận 7', privacy: 'private', topic: 'basketball' };
const GROUP = { id: 100_001, name: 'Hội bóng rổ Quận 7' };

const events = [
  { type: 'form.submit', values: VALUES },
  { type: 'form.edit' },
  { type: 'xstate.done.actor.send', output: GROUP },
  { type: 'xstate.error.actor.send', error: new ApiFailure(400, 'body.name must have at least 3 characters') },
] as never;

const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: SubmitContext };
  return JSON.stringify([value, context.error?.status ?? null, context.result !== null]);
};

const paths = transitionPaths(submitMachine, { events, serializeState });

describe('dialog form machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const send = controllablePromiseActor<unknown, unknown>();
    const heard: unknown[] = [];
    const actor = createActor(
      submitMachine.provide({ actors: { send: send.logic }, actions: { submitted: (_, result: unknown) => void heard.push(result) } }),
    ).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        const e = event as EventObject & { output?: unknown; error?: unknown };
        if (e.type.startsWith('xstate.done.actor.')) send.last().resolve(e.output);
        else if (e.type.startsWith('xstate.error.actor.')) send.last().reject(e.error);
        else actor.send(event as never);
      },
      check: ({ event }) => {
        const snapshot = actor.getSnapshot();
        // What is sent is what the form held; the answer is handed to the view once.
        if (snapshot.matches('submitting')) expect(send.last().input).toEqual(VALUES);
        if (snapshot.matches('done')) {
          expect(heard).toEqual([GROUP]);
          expect(snapshot.context.result).toEqual(GROUP);
        }
        // A refusal goes back to the form with the server's message; typing again clears it.
        if (event.type.startsWith('xstate.error.actor.')) expect(snapshot.context.error?.message).toBe('body.name must have at least 3 characters');
        if (event.type === 'form.edit') expect(snapshot.context.error).toBeNull();
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(submitMachine, paths);
    printCoverage('board form', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
