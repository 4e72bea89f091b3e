import { useActorRef } from '@xstate/react';
import { startTransition, useEffect, useState } from 'react';
import type { Actor, ActorOptions, AnyStateMachine, SnapshotFrom } from 'xstate';

/**
 * `useMachine` whose snapshots reach React as transitions: React renders what a new snapshot
 * changes in slices of a few milliseconds and lets input and paint in between, instead of one
 * long task (useMachine's useSyncExternalStore renders every change at once). For machines whose
 * changes draw much (a page's data arriving), not for those that must draw in the same frame.
 */
export function useMachineInTransition<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: ActorOptions<TMachine>,
): [SnapshotFrom<TMachine>, Actor<TMachine>['send']] {
  const actorRef = (useActorRef as (logic: TMachine, options?: ActorOptions<TMachine>) => Actor<TMachine>)(machine, options);
  const [snapshot, setSnapshot] = useState(() => actorRef.getSnapshot() as SnapshotFrom<TMachine>);
  useEffect(() => {
    const update = (next: unknown) => startTransition(() => setSnapshot(next as SnapshotFrom<TMachine>));
    // What the actor did between the first render and this subscription (it starts in an effect).
    update(actorRef.getSnapshot());
    const subscription = actorRef.subscribe(update);
    return () => subscription.unsubscribe();
  }, [actorRef]);
  return [snapshot, actorRef.send];
}
