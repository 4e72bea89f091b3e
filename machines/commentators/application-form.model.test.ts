import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import type { CommentatorApplication, CommentatorApplyBody } from '../../contracts/schemas/users/commentators';
import { validateApplication } from '../../contracts/commentator-rules';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, settle, transitionPaths } from '../test-utils/model-paths';
import { applicationFormMachine, bodyOf, fieldOfMessage, type ApplicationFormContext } from './application-form.machine';

const created = { id: 77, status: 'pending', displayName: 'BLV Văn Bình' } as CommentatorApplication;

const valid = {
  displayName: '  BLV   Văn Bình ',
  experience: 'Bình luận giải sinh viên 2 năm và livestream hằng tuần.',
  sampleLink: 'https://video.example.com/clip',
  motivation: 'Muốn đưa bóng đá phong trào đến gần khán giả hơn.',
};

const events = [
  { type: 'form.edit', field: 'displayName', value: valid.displayName },
  { type: 'form.edit', field: 'experience', value: valid.experience },
  { type: 'form.edit', field: 'sampleLink', value: valid.sampleLink },
  { type: 'form.edit', field: 'sampleLink', value: 'youtube.com/kenh' },
  { type: 'form.edit', field: 'motivation', value: valid.motivation },
  { type: 'form.toggle', field: 'languages', code: 'vi' },
  { type: 'form.toggle', field: 'sports', code: 'football' },
  { type: 'form.blur', field: 'displayName' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.send', output: created },
  { type: 'xstate.error.actor.send', error: new ApiFailure(400, 'body.sampleLink is not reachable from here') },
  { type: 'xstate.error.actor.send', error: new ApiFailure(409, 'You already have a commentator application waiting for review') },
  { type: 'xstate.error.actor.send', error: new ApiFailure(0, 'Failed to fetch') },
] as never;

/** What the member can tell apart: where the form is, how many fields still have a problem, whether problems show, and how a refusal showed. */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context: c } = s as unknown as { value: unknown; context: ApplicationFormContext };
  const fieldsLeft = Object.keys(validateApplication(c.draft)).length;
  return JSON.stringify([value, fieldsLeft, Object.keys(c.errors).length > 0, Object.keys(c.serverErrors).length > 0, c.formError?.problem ?? null, c.attempted]);
};

const paths = transitionPaths(applicationFormMachine, { events, serializeState });

describe('commentator application form (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const send = controllablePromiseActor<CommentatorApplication, CommentatorApplyBody>();
    const actor = createActor(applicationFormMachine.provide({ actors: { sendApplication: send.logic } })).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        const e = event as EventObject & { output?: CommentatorApplication; error?: unknown };
        if (e.type === 'xstate.done.actor.send') send.last().resolve(e.output!);
        else if (e.type === 'xstate.error.actor.send') send.last().reject(e.error);
        else actor.send(event as never);
      },
      check: (step) => {
        const actual = actor.getSnapshot().context;
        // The member sees what the model says: the same problems showing and the same refusal.
        expect(serializeState(actor.getSnapshot())).toBe(serializeState(step.snapshot));
        // Nothing the member wrote is lost, whatever happened: the draft is what was typed and chosen.
        const typed = path.steps.slice(0, path.steps.indexOf(step) + 1).map((s) => s.event as EventObject & { field?: string; value?: string });
        for (const field of ['displayName', 'experience', 'sampleLink', 'motivation'] as const) {
          const last = typed.filter((e) => e.type === 'form.edit' && e.field === field).at(-1);
          expect(actual.draft[field]).toBe(last?.value ?? '');
        }
        expect(actual.created).toEqual(actor.getSnapshot().matches('submitted') ? created : null);
        const snapshot = actor.getSnapshot();
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting'));
        // Only a draft without problems is sent, trimmed.
        if (snapshot.matches('submitting')) {
          expect(validateApplication(actual.draft)).toEqual({});
          expect(send.last().input).toEqual(bodyOf(actual.draft));
        }
        // Problems show for the fields left, and for all once a submit was tried.
        const all = validateApplication(actual.draft);
        for (const field of Object.keys(actual.errors)) expect(all).toHaveProperty(field);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(applicationFormMachine, paths);
    printCoverage('commentators/application-form', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('commentator application form', () => {
  const start = () => {
    const send = controllablePromiseActor<CommentatorApplication, CommentatorApplyBody>();
    const actor = createActor(applicationFormMachine.provide({ actors: { sendApplication: send.logic } })).start();
    return { send, actor };
  };
  const fill = (actor: ReturnType<typeof start>['actor']) => {
    actor.send({ type: 'form.edit', field: 'displayName', value: valid.displayName });
    actor.send({ type: 'form.toggle', field: 'languages', code: 'vi' });
    actor.send({ type: 'form.toggle', field: 'languages', code: 'en' });
    actor.send({ type: 'form.toggle', field: 'sports', code: 'football' });
    actor.send({ type: 'form.edit', field: 'experience', value: valid.experience });
    actor.send({ type: 'form.edit', field: 'sampleLink', value: valid.sampleLink });
    actor.send({ type: 'form.edit', field: 'motivation', value: valid.motivation });
  };

  it('shows a field’s problem once it is left, and every problem after a submit; nothing is sent', () => {
    const { actor, send } = start();
    actor.send({ type: 'form.edit', field: 'sampleLink', value: 'www.example.com' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.blur', field: 'sampleLink' });
    expect(actor.getSnapshot().context.errors).toEqual({ sampleLink: 'notUrl' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      displayName: 'required',
      languages: 'required',
      sports: 'required',
      experience: 'required',
      sampleLink: 'notUrl',
      motivation: 'required',
    });
    actor.send({ type: 'form.edit', field: 'experience', value: 'ngắn quá' });
    expect(actor.getSnapshot().context.errors.experience).toBe('tooShort');
    expect(send.calls).toHaveLength(0);
  });

  it('a choice toggles in and out, and an empty choice is a problem at once', () => {
    const { actor } = start();
    actor.send({ type: 'form.toggle', field: 'sports', code: 'esport' });
    actor.send({ type: 'form.toggle', field: 'sports', code: 'football' });
    expect(actor.getSnapshot().context.draft.sports).toEqual(['esport', 'football']);
    actor.send({ type: 'form.toggle', field: 'sports', code: 'esport' });
    actor.send({ type: 'form.toggle', field: 'sports', code: 'football' });
    expect(actor.getSnapshot().context.errors).toEqual({ sports: 'required' });
  });

  it('sends the draft trimmed and keeps what the server stored', async () => {
    const { actor, send } = start();
    fill(actor);
    actor.send({ type: 'form.submit' });
    expect(send.last().input).toEqual({
      displayName: 'BLV Văn Bình',
      languages: ['vi', 'en'],
      sports: ['football'],
      experience: valid.experience,
      sampleLink: valid.sampleLink,
      motivation: valid.motivation,
    });
    send.last().resolve(created);
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.created).toEqual(created);
  });

  it('maps a refusal onto its field or the form, keeping the draft', async () => {
    const { actor, send } = start();
    fill(actor);
    actor.send({ type: 'form.submit' });
    send.last().reject(new ApiFailure(400, 'body.displayName trùng với một bình luận viên'));
    await settle();
    expect(actor.getSnapshot().context.serverErrors).toEqual({ displayName: 'body.displayName trùng với một bình luận viên' });
    // Editing the field clears the server's verdict on it.
    actor.send({ type: 'form.edit', field: 'displayName', value: 'BLV Văn Bình 2' });
    expect(actor.getSnapshot().context.serverErrors).toEqual({});
    actor.send({ type: 'form.submit' });
    send.last().reject(new ApiFailure(409, 'Bạn đang có một đơn đăng ký bình luận viên chờ duyệt'));
    await settle();
    expect(actor.getSnapshot().context.formError).toEqual({ problem: 'refused', error: { status: 409, message: 'Bạn đang có một đơn đăng ký bình luận viên chờ duyệt' } });
    expect(actor.getSnapshot().context.draft.displayName).toBe('BLV Văn Bình 2');
    actor.send({ type: 'form.submit' });
    send.last().reject(new ApiFailure(401, 'Authentication required'));
    await settle();
    expect(actor.getSnapshot().context.formError?.problem).toBe('login');
  });

  it('reads the field a 400 names', () => {
    expect(fieldOfMessage('body.sampleLink must be an http(s) URL')).toBe('sampleLink');
    expect(fieldOfMessage('body.languages.0 is invalid')).toBe('languages');
    expect(fieldOfMessage('body.other is invalid')).toBeNull();
    expect(fieldOfMessage('Bad request')).toBeNull();
  });
});
