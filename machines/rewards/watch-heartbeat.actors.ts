/**
 * The heartbeat of a live room's player (the player machine invokes it as `watchHeartbeat` while a
 * live room's stream is actually playing): 'start' at once, 'beat' every WATCH_HEARTBEAT_INTERVAL_MS,
 * 'end' when playback stops (the actor is stopped). Only a signed-in member's player beats; a member
 * who signs in while watching starts then. The server counts at most the real time between beats
 * (docs/api/users.md "Missions"); a refused beat (the room went off air) is left at that.
 */
import { fromCallback, type AnyActorRef, type EventObject } from 'xstate';
import { call } from '../../api/call';
import * as rewards from '../../contracts/endpoints/rewards';
import { WATCH_HEARTBEAT_INTERVAL_MS } from '../../contracts/rewards';
import type { WatchHeartbeatBody } from '../../contracts/schemas/users/rewards';
import type { WatchHeartbeatInput } from '../player/player.machine';

interface System {
  get(id: string): AnyActorRef | undefined;
}

export interface HeartbeatDeps {
  send: (body: WatchHeartbeatBody) => Promise<unknown>;
  /** Whether the visitor is a signed-in member now (the auth machine's 'member' tag). */
  isMember: (system: System) => boolean;
}

const sendBeat = (body: WatchHeartbeatBody) => call(rewards.watchHeartbeat, { body });

const memberNow = (system: System): boolean => system.get('auth')?.getSnapshot().hasTag('member') === true;

export function watchHeartbeatLogic({ send, isMember }: HeartbeatDeps = { send: sendBeat, isMember: memberNow }) {
  return fromCallback<EventObject, WatchHeartbeatInput>(({ input, system }) => {
    const { roomId } = input;
    if (roomId === null) return undefined;
    let open = false;
    const post = (phase: WatchHeartbeatBody['phase']) => void send({ roomId, phase }).catch(() => {});
    const tick = () => {
      if (!isMember(system)) {
        open = false;
        return;
      }
      post(open ? 'beat' : 'start');
      open = true;
    };
    tick();
    const timer = setInterval(tick, WATCH_HEARTBEAT_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      if (open && isMember(system)) post('end');
    };
  });
}

/** The heartbeat a live room's player view provides to the player machine. */
export const watchHeartbeat = watchHeartbeatLogic();
