import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { googleSignInMachine } from './google-sign-in.machine';

const CONSENT = 'http://127.0.0.1:9/oauth/authorize?state=s1';

const events = [
  { type: 'google.start' },
  { type: 'xstate.done.actor.consentUrl', output: CONSENT },
  { type: 'xstate.error.actor.consentUrl', error: new ApiFailure(503, 'Google sign-in is not configured') },
] as never;

const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: { error: { status: number } | null } };
  return JSON.stringify([value, context.error?.status ?? null]);
};

const paths = transitionPaths(googleSignInMachine, { events, serializeState });

describe('google sign-in machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const consentUrl = controllablePromiseActor<string, unknown>();
    const visited: string[] = [];
    const actor = createActor(
      googleSignInMachine.provide({ actors: { consentUrl: consentUrl.logic }, actions: { goTo: (_, url) => visited.push(url) } }),
    ).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        const e = event as EventObject & { output?: unknown; error?: unknown };
        if (e.type.startsWith('xstate.done.actor.')) consentUrl.last().resolve(e.output as string);
        else if (e.type.startsWith('xstate.error.actor.')) consentUrl.last().reject(e.error);
        else actor.send(event as never);
      },
      check: () => {
        const snapshot = actor.getSnapshot();
        // The button is busy while asking and while leaving; the failure is shown until the next press.
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('requesting') || snapshot.matches('leaving'));
        expect(snapshot.context.error?.status ?? null).toBe(snapshot.matches('failed') ? 503 : null);
        expect(visited).toEqual(snapshot.matches('leaving') ? [CONSENT] : []);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(googleSignInMachine, paths);
    printCoverage('google-sign-in', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
