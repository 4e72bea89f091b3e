import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { panelMachine } from '../../../../../machines/room-tabs/panel.machine';
import type { CallError } from '../../../../../contracts/call-error';
import type { PanelStatus } from './panel-data';

/**
 * Runs a panel machine (started when its tab is first opened) and reads its data with the panel's
 * type. `liveKey` is what the room page refreshes (score, status): when it changes, the data is
 * read again in the background.
 */
export function usePanel<T>(machine: typeof panelMachine, input: unknown, liveKey = '') {
  const [snapshot, send] = useMachine(machine, { input });
  const status: PanelStatus = snapshot.matches('failed') ? 'failed' : snapshot.matches('loading') ? 'loading' : 'ready';
  const firstKey = useRef(liveKey);
  useEffect(() => {
    if (liveKey !== firstKey.current) send({ type: 'panel.refresh' });
  }, [liveKey, send]);
  return {
    status,
    state: JSON.stringify(snapshot.value).replace(/[{}"]/g, '').replace(':', '.'),
    data: snapshot.context.data as T | null,
    error: snapshot.context.error as CallError | null,
    retry: () => send({ type: 'panel.retry' }),
  };
}
