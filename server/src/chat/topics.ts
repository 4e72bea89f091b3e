/** Topics and groups (docs/chat-protocol.md "Topics and groups"). */

export type TopicInfo =
  | { kind: 'live'; topic: string; groupId: string; roomId: number }
  | { kind: 'room'; topic: string; groupId: string; chatRoomId: number }
  | { kind: 'dm'; topic: string; groupId: string; userIds: [number, number] };

const ID = '([1-9][0-9]{0,9})';
const LIVE = new RegExp(`^/topic/chatroom\\.(live-${ID})$`);
const ROOM = new RegExp(`^/topic/chatroom\\.(room-${ID})$`);
const DM = new RegExp(`^/topic/private\\.(dm-${ID}-${ID})$`);

/** A topic name → what it is; null for a topic that names no conversation. */
export function parseTopic(topic: string): TopicInfo | null {
  let m = LIVE.exec(topic);
  if (m) return { kind: 'live', topic, groupId: m[1]!, roomId: Number(m[2]) };
  m = ROOM.exec(topic);
  if (m) return { kind: 'room', topic, groupId: m[1]!, chatRoomId: Number(m[2]) };
  m = DM.exec(topic);
  if (m) {
    const a = Number(m[2]);
    const b = Number(m[3]);
    return a < b ? { kind: 'dm', topic, groupId: m[1]!, userIds: [a, b] } : null;
  }
  return null;
}

export function dmTopic(a: number, b: number): string {
  return `/topic/private.dm-${Math.min(a, b)}-${Math.max(a, b)}`;
}
