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
    setSnapshot(actorRef.getSnapshot() as SnapshotFrom<TMachine>);
    const subscription = actorRef.subscribe((next) => startTransition(() => setSnapshot(next as SnapshotFrom<TMachine>)));
    return () => subscription.unsubscribe();
  }, [actorRef]);
  return [snapshot, actorRef.send];
}
