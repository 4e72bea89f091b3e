import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import type { ApplicationReviewBody, ReviewedApplication } from '../../contracts/schemas/users/commentators';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, settle, transitionPaths } from '../test-utils/model-paths';
import { applicationReviewMachine, noteProblem, type ApplicationReviewContext } from './application-review.machine';

function application(over: Partial<ReviewedApplication> = {}): ReviewedApplication {
  return {
    id: 12,
    status: 'pending',
    displayName: 'BLV Văn Bình',
    languages: [{ code: 'vi', name: 'Tiếng Việt' }],
    sports: [{ code: 'football', name: 'Bóng đá' }],
    experience: 'Bình luận giải sinh viên 2 năm.',
    sampleLink: 'https://video.example.com/clip',
    motivation: 'Muốn bình luận chuyên nghiệp.',
    reviewNote: null,
    createdAt: '2026-11-24T01:00:00.000Z',
    reviewedAt: null,
    applicant: { userId: 1001, username: 'binh', nickname: 'Bình', profilePicture: '/media/avatar/1001.svg', siteRoleId: 1 },
    reviewer: null,
    ...over,
  };
}

const approved = application({ status: 'approved', reviewNote: 'Tốt', reviewedAt: '2026-11-24T02:00:00.000Z', applicant: { ...application().applicant, siteRoleId: 2 } });

const events = [
  { type: 'review.note', text: 'Giọng tốt' },
  { type: 'review.note', text: '' },
  { type: 'review.note', text: 'x'.repeat(501) },
  { type: 'review.decide', decision: 'approve' },
  { type: 'review.decide', decision: 'reject' },
  { type: 'xstate.done.actor.review', output: approved },
  { type: 'xstate.error.actor.review', error: new ApiFailure(409, 'Application 12 has already been reviewed') },
] as never;

const serializeState = (s: Snapshot<unknown>) => {
  const { value, context: c } = s as unknown as { value: unknown; context: ApplicationReviewContext };
  return JSON.stringify([value, c.note.length === 0 ? 'empty' : c.note.length > 500 ? 'long' : 'ok', c.problem, c.error?.status ?? null]);
};

const paths = transitionPaths(applicationReviewMachine, { input: { application: application() }, events, serializeState });

describe('application review (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const review = controllablePromiseActor<ReviewedApplication, ApplicationReviewBody>();
    const announced = vi.fn();
    const actor = createActor(applicationReviewMachine.provide({ actors: { review: review.logic }, actions: { announceReviewed: announced } }), {
      input: { application: application() },
    }).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        const e = event as EventObject & { output?: ReviewedApplication; error?: unknown };
        if (e.type === 'xstate.done.actor.review') review.last().resolve(e.output!);
        else if (e.type === 'xstate.error.actor.review') review.last().reject(e.error);
        else actor.send(event as never);
      },
      check: (step) => {
        const expected = (step.snapshot as unknown as { context: ApplicationReviewContext }).context;
        const snapshot = actor.getSnapshot();
        const actual = snapshot.context;
        expect([actual.note, actual.problem, actual.error?.status, actual.application.status]).toEqual([expected.note, expected.problem, expected.error?.status, expected.application.status]);
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('sending'));
        // A decision is sent only with a note that suits it, trimmed.
        if (snapshot.matches('sending')) {
          const sent = review.last().input;
          expect(noteProblem(actual.note, sent.decision)).toBeNull();
          expect(sent).toEqual({ id: 12, decision: actual.decision, ...(actual.note.trim() ? { note: actual.note.trim() } : {}) });
        }
        expect(announced).toHaveBeenCalledTimes(snapshot.matches('reviewed') ? 1 : 0);
      },
    });
  });

  it('covers every state and transition', () => {
    const all = [...paths, ...transitionPaths(applicationReviewMachine, { input: { application: approved }, events, serializeState })];
    const coverage = coverageOf(applicationReviewMachine, all);
    printCoverage('commentators/application-review', coverage, all.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('application review', () => {
  it('an application already reviewed shows its outcome and takes no decision', () => {
    const actor = createActor(applicationReviewMachine, { input: { application: approved } }).start();
    expect(actor.getSnapshot().value).toBe('reviewed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a rejection waits for a note; the problem goes once one is written', async () => {
    const review = controllablePromiseActor<ReviewedApplication, ApplicationReviewBody>();
    const actor = createActor(applicationReviewMachine.provide({ actors: { review: review.logic } }), { input: { application: application() } }).start();
    actor.send({ type: 'review.decide', decision: 'reject' });
    expect(actor.getSnapshot().context.problem).toBe('required');
    expect(review.calls).toHaveLength(0);
    actor.send({ type: 'review.note', text: '  Cần clip dài hơn ' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'review.decide', decision: 'reject' });
    expect(review.last().input).toEqual({ id: 12, decision: 'reject', note: 'Cần clip dài hơn' });
    review.last().reject(new ApiFailure(0, 'Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({ note: '  Cần clip dài hơn ', error: { status: 0 } });
  });

  it('an approval needs no note', () => {
    const review = controllablePromiseActor<ReviewedApplication, ApplicationReviewBody>();
    const actor = createActor(applicationReviewMachine.provide({ actors: { review: review.logic } }), { input: { application: application() } }).start();
    actor.send({ type: 'review.decide', decision: 'approve' });
    expect(review.last().input).toEqual({ id: 12, decision: 'approve' });
  });
});
