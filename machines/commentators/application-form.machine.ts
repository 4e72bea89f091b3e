import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { CommentatorApplication, CommentatorApplyBody } from '../../contracts/schemas/users/commentators';
import {
  APPLICATION_FIELDS,
  validateApplication,
  type ApplicationDraft,
  type ApplicationErrors,
  type ApplicationField,
} from '../../contracts/commentator-rules';

export type TextField = 'displayName' | 'experience' | 'sampleLink' | 'motivation';
export type ChoiceField = 'languages' | 'sports';

export type ApplicationFormEvent =
  | { type: 'form.edit'; field: TextField; value: string }
  /** Adds the code to a choice field, or takes it out. */
  | { type: 'form.toggle'; field: ChoiceField; code: string }
  /** The member left a field: from then on its problem shows. */
  | { type: 'form.blur'; field: ApplicationField }
  | { type: 'form.submit' };

/** A failure of no field: offline, signed out, or the server's refusal (an open application, a host, staff) in its words. */
export type ApplicationFormProblem = 'network' | 'login' | 'refused';

export interface ApplicationFormContext {
  draft: ApplicationDraft;
  /** Problems shown under the fields, by the form's own rules (contracts/commentator-rules.ts). */
  errors: ApplicationErrors;
  /** A 400 the rules did not foresee, in the server's words, under the field it names. */
  serverErrors: Partial<Record<ApplicationField, string>>;
  /** Fields the member has left: their problems show before a first submit. */
  touched: ApplicationField[];
  /** A submit was tried: every field's problem shows from then on. */
  attempted: boolean;
  formError: { problem: ApplicationFormProblem; error: CallError } | null;
  /** The application the server stored. */
  created: CommentatorApplication | null;
}

export const EMPTY_DRAFT: ApplicationDraft = { displayName: '', languages: [], sports: [], experience: '', sampleLink: '', motivation: '' };

/** The problems to show: every field's after a submit was tried, else those of the fields left. */
function shownErrors(draft: ApplicationDraft, touched: readonly ApplicationField[], attempted: boolean): ApplicationErrors {
  const all = validateApplication(draft);
  if (attempted) return all;
  return Object.fromEntries(Object.entries(all).filter(([field]) => touched.includes(field as ApplicationField)));
}

/** The field a 400 names: its message starts with (or contains) `body.<field>`. */
export function fieldOfMessage(message: string): ApplicationField | null {
  const named = /\bbody\.(\w+)/.exec(message);
  const field = named?.[1];
  return field && (APPLICATION_FIELDS as readonly string[]).includes(field) ? (field as ApplicationField) : null;
}

/** The body the server gets: the draft with its texts trimmed and the choices in the form's order. */
export function bodyOf(draft: ApplicationDraft): CommentatorApplyBody {
  return {
    displayName: draft.displayName.trim().replace(/\s+/g, ' '),
    languages: [...draft.languages] as CommentatorApplyBody['languages'],
    sports: [...draft.sports] as CommentatorApplyBody['sports'],
    experience: draft.experience.trim(),
    sampleLink: draft.sampleLink.trim(),
    motivation: draft.motivation.trim(),
  };
}

function afterEdit(context: ApplicationFormContext, field: ApplicationField, draft: ApplicationDraft): Partial<ApplicationFormContext> {
  const serverErrors = { ...context.serverErrors };
  delete serverErrors[field];
  return { draft, serverErrors, errors: shownErrors(draft, context.touched, context.attempted), formError: null };
}

/**
 * The commentator application form (/ung-tuyen-binh-luan-vien): editing → submitting → submitted.
 * A field's problem shows once the member leaves it, and every problem once a submit was tried; a
 * draft with problems is not sent. A refusal maps onto the field it names (400) or the form (offline,
 * signed out, an open application or a host: 409/403 in the server's words); whatever failed, the
 * draft stays as the member wrote it.
 */
export const applicationFormMachine = setup({
  types: {
    context: {} as ApplicationFormContext,
    events: {} as ApplicationFormEvent,
  },
  actors: {
    sendApplication: fromPromise<CommentatorApplication, CommentatorApplyBody>(() => Promise.reject(new Error('application form: no sendApplication actor provided'))),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateApplication(context.draft)).length === 0,
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'form.edit') return {};
      return afterEdit(context, event.field, { ...context.draft, [event.field]: event.value });
    }),
    toggle: assign(({ context, event }) => {
      if (event.type !== 'form.toggle') return {};
      const current = context.draft[event.field];
      const next = current.includes(event.code) ? current.filter((c) => c !== event.code) : [...current, event.code];
      // A choice is made at once: the field counts as visited.
      const touched = context.touched.includes(event.field) ? context.touched : [...context.touched, event.field];
      return afterEdit({ ...context, touched }, event.field, { ...context.draft, [event.field]: next });
    }),
    blur: assign(({ context, event }) => {
      if (event.type !== 'form.blur' || context.touched.includes(event.field)) return {};
      const touched = [...context.touched, event.field];
      return { touched, errors: shownErrors(context.draft, touched, context.attempted) };
    }),
    showProblems: assign(({ context }) => ({ attempted: true, errors: validateApplication(context.draft), formError: null })),
    startSubmit: assign({ attempted: true, errors: {}, serverErrors: {}, formError: null }),
    applyRefusal: assign(({ context, event }) => {
      const error = callError((event as unknown as { error: unknown }).error);
      if (error.status === 0) return { formError: { problem: 'network' as const, error } };
      if (error.status === 401) return { formError: { problem: 'login' as const, error } };
      const field = error.status === 400 ? fieldOfMessage(error.message) : null;
      if (!field) return { formError: { problem: 'refused' as const, error } };
      const known = validateApplication(context.draft)[field];
      return known ? { errors: { ...context.errors, [field]: known } } : { serverErrors: { ...context.serverErrors, [field]: error.message } };
    }),
    keepCreated: assign({ created: ({ event }) => (event as unknown as { output: CommentatorApplication }).output }),
  },
}).createMachine({
  id: 'applicationForm',
  context: { draft: EMPTY_DRAFT, errors: {}, serverErrors: {}, touched: [], attempted: false, formError: null, created: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.edit': { actions: 'edit' },
        'form.toggle': { actions: 'toggle' },
        'form.blur': { actions: 'blur' },
        'form.submit': [{ guard: 'isValid', target: 'submitting', actions: 'startSubmit' }, { actions: 'showProblems' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'send',
        src: 'sendApplication',
        input: ({ context }) => bodyOf(context.draft),
        onDone: { target: 'submitted', actions: 'keepCreated' },
        onError: { target: 'editing', actions: 'applyRefusal' },
      },
    },
    submitted: { type: 'final' },
  },
});
