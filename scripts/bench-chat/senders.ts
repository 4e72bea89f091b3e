/**
 * The K senders of `npm run bench:chat`, in a child process of their own. Each sender is one
 * socket (chat server: a seeded member, subscribed to the room like any client; Socket.IO: the
 * official socket.io-client; bare ws: a ws socket) sending at a fixed rate, the senders spread
 * evenly over each interval. Each message's text carries its send time (protocol.ts).
 */
import { io, type Socket } from 'socket.io-client';
import type { WebSocket } from 'ws';
import { connectClient } from './clients.ts';
import { benchText, Histogram, monoMs, type SenderCommand, type SenderReport, type Target } from './protocol.ts';

const ACK_WAIT_MS = 10_000;

type Send = (frame: string, payload: object) => void;

let target: Target;
const sends: Send[] = [];
const closers: Array<() => void> = [];
let acked = 0;
const refused: Record<string, number> = {};
const closed: Record<string, number> = {};
const sentAt = new Map<string, number>();
const ackHistogram = new Histogram();
let stopping = false;

const report = (message: SenderReport) => process.send?.(message);

function onChatFrame(frame: Buffer): void {
  if (frame.toString('latin1', 0, 13) === '{"type":"ack"') {
    acked++;
    const { ref } = JSON.parse(frame.toString('utf8')) as { ref?: string };
    const at = ref === undefined ? undefined : sentAt.get(ref);
    if (at !== undefined) ackHistogram.add(monoMs() - at);
  } else if (frame.toString('latin1', 0, 15) === '{"type":"error"') {
    const code = (JSON.parse(frame.toString('utf8')) as { code?: string }).code ?? 'unknown';
    refused[code] = (refused[code] ?? 0) + 1;
  }
}

function connectSocketIo(base: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(base, { transports: ['websocket'], forceNew: true, reconnection: false });
    socket.once('welcome', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function connect(command: Extract<SenderCommand, { type: 'connect' }>): Promise<void> {
  target = command.target;
  let firstError: string | null = null;
  for (let i = 0; i < command.senders; i++) {
    try {
      if (target.kind === 'socketio') {
        const socket = await connectSocketIo(target.base);
        sends.push((_frame, payload) => void socket.emit('send', payload));
        closers.push(() => socket.close());
      } else {
        const onClose = (code: number, reason: string) => {
          if (stopping) return;
          const key = `${code}${reason ? ` ${reason}` : ''}`;
          closed[key] = (closed[key] ?? 0) + 1;
        };
        const ws: WebSocket = await connectClient(target, command.tokens[i] ?? null, target.kind === 'chat' ? onChatFrame : () => {}, onClose);
        sends.push((frame) => ws.send(frame));
        closers.push(() => ws.close());
      }
    } catch (error) {
      firstError ??= error instanceof Error ? error.message : String(error);
    }
  }
  report({ type: 'connected', connected: sends.length, firstError });
}

function start(command: Extract<SenderCommand, { type: 'start' }>): void {
  const perSender = Math.round(command.rate * command.seconds);
  const interval = 1000 / command.rate;
  const sent = sends.map(() => 0);
  const startedMs = monoMs() + 50;
  const tick = () => {
    const now = monoMs();
    let more = false;
    sends.forEach((send, i) => {
      const offset = (i * interval) / sends.length;
      while (sent[i]! < perSender && startedMs + offset + sent[i]! * interval <= now) {
        const seq = ++sent[i]!;
        const payload = {
          type: 'send',
          topic: target.topic,
          path: '/chat.sendMessage',
          ref: `b${i}-${seq}`,
          message: { originalMessage: benchText(i, seq, monoMs()), parentMessageId: null, attachments: [] },
        };
        if (target.kind === 'chat') sentAt.set(payload.ref, monoMs());
        send(JSON.stringify(payload), payload);
      }
      if (sent[i]! < perSender) more = true;
    });
    if (more) return void setTimeout(tick, 1);
    const endedMs = monoMs();
    const total = sent.reduce((a, b) => a + b, 0);
    const done = (ackedCount: number) =>
      report({ type: 'sent', sent: total, acked: ackedCount, refused, startedMs, endedMs, ackHistogram: ackHistogram.toPairs(), ackMaxMs: ackHistogram.max, closed });
    if (target.kind !== 'chat') return done(total);
    // The chat server answers every send with ack or error: wait for the answers.
    const deadline = Date.now() + ACK_WAIT_MS;
    const wait = () => {
      const answered = acked + Object.values(refused).reduce((a, b) => a + b, 0);
      const open = sends.length - Object.values(closed).reduce((a, b) => a + b, 0);
      if (answered < total && open > 0 && Date.now() < deadline) return void setTimeout(wait, 20);
      done(acked);
    };
    wait();
  };
  setTimeout(tick, 50);
}

process.on('message', (command: SenderCommand) => {
  if (command.type === 'connect') void connect(command);
  else if (command.type === 'start') start(command);
  else {
    stopping = true;
    for (const close of closers) close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
