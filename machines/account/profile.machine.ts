import { assign, setup } from 'xstate';
import type { ProfileChanges, UserInfo } from '../../contracts/schemas/users/account';
import { saveProfile } from './account.actors';
import { callError, type CallError } from '../../contracts/call-error';

export type ProfileEvent = { type: 'profile.save'; changes: ProfileChanges } | { type: 'profile.edited' };

/**
 * The profile form (/tai-khoan/ho-so): the nickname and the avatar are saved with update-info;
 * the view provides `announceSaved`, which hands the new user info to the auth machine.
 */
export const profileMachine = setup({
  types: {
    context: {} as { error: CallError | null },
    events: {} as ProfileEvent,
  },
  actors: { saveProfile },
  actions: {
    announceSaved: (_, _userInfo: UserInfo) => {},
  },
  guards: {
    hasChanges: ({ event }) => event.type === 'profile.save' && Object.keys(event.changes).length > 0,
  },
}).createMachine({
  id: 'profile',
  context: { error: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'profile.save': { guard: 'hasChanges', target: 'saving' } },
    },
    saving: {
      invoke: {
        src: 'saveProfile',
        input: ({ event }) => (event as Extract<ProfileEvent, { type: 'profile.save' }>).changes,
        onDone: { target: 'saved', actions: [assign({ error: null }), { type: 'announceSaved', params: ({ event }) => event.output }] },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    /** Saved: the confirmation stays until the next edit. */
    saved: {
      on: {
        'profile.edited': 'editing',
        'profile.save': { guard: 'hasChanges', target: 'saving' },
      },
    },
    failed: {
      on: {
        'profile.edited': { target: 'editing', actions: assign({ error: null }) },
        'profile.save': { guard: 'hasChanges', target: 'saving' },
      },
    },
  },
});
