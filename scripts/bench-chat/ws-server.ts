/**
 * Baseline (c) of `npm run bench:chat`: a bare `ws` broadcast loop, no persistence, no ordering,
 * no checks. Every frame a client sends is sent as it is to every connected client (the sender
 * included, as in the chat server). Run as a child process; tells its parent the port over IPC.
 */
import { createServer } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import type { ServerReady } from './protocol.ts';

const server = createServer((_request, response) => response.writeHead(404).end());
const wss = new WebSocketServer({ server, perMessageDeflate: false, maxPayload: 64 * 1024 });

wss.on('connection', (ws) => {
  ws.on('message', (data: Buffer, isBinary: boolean) => {
    for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(data, { binary: isBinary });
  });
  ws.on('error', () => ws.terminate());
  ws.send('{"type":"welcome"}');
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) process.send?.({ type: 'listening', port: address.port } satisfies ServerReady);
});
process.on('disconnect', () => process.exit(0));
