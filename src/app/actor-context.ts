import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { localeMachine, type Messages, type MessageUnit } from '../../machines/locale/locale.machine';
import type { Locale } from '../../contracts/constants';
import { loadMessages } from '../lib/intl';

/** The root machine with what only the SPA holds plugged in: the compiled message catalogues. */
export const rootMachine = appMachine.provide({
  actors: {
    locale: localeMachine.provide({
      actors: { loadMessages: fromPromise<Messages, { locale: Locale; units: MessageUnit[] }>(({ input }) => loadMessages(input.locale, input.units)) },
    }),
  },
});

/** The root actor, exposed to React once. */
export const AppActor = createActorContext(rootMachine);
