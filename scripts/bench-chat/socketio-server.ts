/**
 * Baseline (b) of `npm run bench:chat`: a minimal Socket.IO server. Every client joins one room;
 * a `send` event is broadcast to the room as a `message` event (Socket.IO encodes a broadcast once
 * for all its sockets). No persistence, no checks. WebSocket transport only (no long-polling), no
 * compression, as for the other two servers. Run as a child process; tells its parent the port over IPC.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import type { ServerReady } from './protocol.ts';

const ROOM = 'bench';
const server = createServer();
const io = new Server(server, { transports: ['websocket'], serveClient: false, perMessageDeflate: false, maxHttpBufferSize: 64 * 1024 });

io.on('connection', (socket) => {
  void socket.join(ROOM);
  socket.on('send', (frame: unknown) => {
    io.to(ROOM).emit('message', frame);
  });
  socket.emit('welcome');
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) process.send?.({ type: 'listening', port: address.port } satisfies ServerReady);
});
process.on('disconnect', () => process.exit(0));
