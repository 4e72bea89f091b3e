/**
 * The member inbox on two app instances sharing one Redis and one database (in this process): a
 * comment made through one instance reaches the post author's sockets on both instances, once
 * each, and a mark-read on the other instance pushes the new count back to both.
 */
import { describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.ts';
import { ChatClient, memberToken, type Frame } from '../chat-client.ts';
import { twoInstances } from './two-instances.ts';

const { apps, urls, clients } = twoInstances();

async function call<T>(app: App, method: 'GET' | 'POST', url: string, as: number, body?: unknown): Promise<T> {
  const res = await app.inject({ method, url, headers: { authorization: `Bearer ${memberToken(app, as)}` }, ...(body !== undefined ? { payload: body as object } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

const pushes = (client: ChatClient) => client.frames.filter((f: Frame) => f.type === 'inbox' && f.snapshot === false);

describe('member inbox over Redis', () => {
  it('a comment through one instance reaches the author’s sockets on both; a mark-read on the other updates both', async () => {
    const [author, other] = [160, 161];
    const topic = `/topic/user.${author}`;
    for (const url of urls) {
      const client = await ChatClient.open(url, { token: memberToken(apps[0]!, author) });
      clients.push(client);
      await client.subscribe(topic);
      await client.waitFor((f) => f.type === 'inbox' && f.snapshot === true);
    }
    const unread = clients[0]!.frames.find((f) => f.type === 'inbox')!.unread as number;
    const post = await call<{ id: number }>(apps[0]!, 'POST', '/other/api/community/posts', author, { content: 'Hai máy chủ, một hộp thư' });
    const comment = await call<{ id: number }>(apps[0]!, 'POST', `/other/api/community/posts/${post.id}/comments`, other, { content: 'Nhận được không?' });
    for (const client of clients) {
      const frame = await client.waitFor((f) => f.type === 'inbox' && f.snapshot === false);
      expect(frame.unread).toBe(unread + 1);
      expect((frame.message as { link: string }).link).toBe(`/bang-ton?bai-viet=${post.id}&binh-luan=${comment.id}`);
    }
    const id = (pushes(clients[0]!)[0]!.message as { id: number }).id;
    await call(apps[1]!, 'POST', '/live/api/user/message/mark-read', author, { id });
    for (const client of clients) await client.waitFor((f) => f.type === 'inbox' && f.snapshot === false && f.message === null && f.unread === unread);
    // A moment more: nothing came twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const client of clients) expect(pushes(client)).toHaveLength(2);
  });
});
