import { createActorContext } from '@xstate/react';
import { appMachine } from '../../machines/app/app.machine';

/** The root actor, exposed to React once. */
export const AppActor = createActorContext(appMachine);
