/**
 * Members' live notifications (server/src/inbox, docs/chat-protocol.md "Member inbox"): a comment,
 * reply or reaction by another member on a post, a comment on a short video and a new follower write
 * one site message for its owner in every language, none for one's own actions; reactions gather
 * into one message per post, new followers into one; the message
 * and the new unread count are pushed to the author's own sockets only; another member, a guest or
 * an anonymous reader may not follow someone's inbox; marking read pushes the new count.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userMessages, users } from '../../src/db/schema.ts';
import type { Envelope } from '../../../contracts/schemas/common.ts';
import type { Comment, Post } from '../../../contracts/schemas/community.ts';
import type { MarkedRead, MessageItem, MessagePage } from '../../../contracts/schemas/users/social.ts';
import type { ShortItem } from '../../../contracts/schemas/content/shorts.ts';
import type { ShortCommentPosted } from '../../../contracts/schemas/content/short-comments.ts';
import { ChatClient, guestToken, listeningApp, memberToken, type Frame, type ListeningApp } from '../chat/chat-client.ts';

let server: ListeningApp;
const clients: ChatClient[] = [];

beforeAll(async () => {
  server = await listeningApp();
}, 120_000);
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(() => server.close());

const inbox = (userId: number) => `/topic/user.${userId}`;

async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: number, { body, lang }: { body?: unknown; lang?: string } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${memberToken(server.app, as)}` };
  if (lang) headers['x-language'] = lang;
  const res = await server.app.inject({ method, url, headers, ...(body !== undefined ? { payload: body as object } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<T>>().data;
}

const community = (path: string) => `/other/api/community/${path}`;

async function newPost(author: number, content = 'Tối nay ai xem trận derby không?'): Promise<Post> {
  return call<Post>('POST', community('posts'), author, { body: { content } });
}

const comment = (postId: number, as: number, content: string, parentId?: number) =>
  call<Comment>('POST', community(`posts/${postId}/comments`), as, { body: { content, ...(parentId !== undefined ? { parentId } : {}) } });
const react = (postId: number, as: number, type = 'like') => call('PUT', community(`posts/${postId}/reaction`), as, { body: { type } });
const unreact = (postId: number, as: number) => call('DELETE', community(`posts/${postId}/reaction`), as);

/** The member's activity messages whose link starts with `prefix`, newest first, in `lang`. */
async function messagesLinking(userId: number, prefix: string, lang = 'vi'): Promise<MessageItem[]> {
  const page = await call<MessagePage>('GET', '/live/api/user/message/list?type=activity', userId, { lang });
  return page.list.filter((m) => m.link === prefix || m.link?.startsWith(`${prefix}&`));
}

/** The member's messages about this post (the post itself, or one of its comments), newest first, in `lang`. */
const messagesAbout = (userId: number, postId: number, lang = 'vi') => messagesLinking(userId, `/bang-ton?bai-viet=${postId}`, lang);

const unreadOf = async (userId: number) => (await call<MessagePage>('GET', '/live/api/user/message/list?pageSize=1', userId)).unread;

async function nameOf(userId: number): Promise<string> {
  const [row] = await server.app.db.select().from(users).where(eq(users.id, userId));
  return row!.nickname || row!.displayName;
}

async function open(options: Parameters<typeof ChatClient.open>[1] = {}): Promise<ChatClient> {
  const client = await ChatClient.open(server.wsUrl, options);
  clients.push(client);
  return client;
}

/** A member's socket following their own inbox; answers it with the snapshot frame. */
async function follow(userId: number, language?: string): Promise<{ client: ChatClient; snapshot: Frame }> {
  const client = await open({ token: memberToken(server.app, userId), ...(language ? { language } : {}) });
  await client.subscribe(inbox(userId));
  const snapshot = await client.waitFor((f) => f.type === 'inbox' && f.snapshot === true);
  return { client, snapshot };
}

const pushes = (client: ChatClient) => client.frames.filter((f) => f.type === 'inbox' && f.snapshot === false);

describe('site messages about activity on a post', () => {
  it('a comment by another member is one message for the author, in each language, leading to the post', async () => {
    const [author, other] = [130, 131];
    const post = await newPost(author);
    const before = await unreadOf(author);
    const commented = await comment(post.id, other, '  Có chứ,   hẹn  bạn ở quán cũ nhé!  ');
    const name = await nameOf(other);
    const [vi] = await messagesAbout(author, post.id, 'vi');
    const [en] = await messagesAbout(author, post.id, 'en');
    const [zh] = await messagesAbout(author, post.id, 'zh');
    expect(await messagesAbout(author, post.id)).toHaveLength(1);
    expect(vi).toMatchObject({ type: 'activity', isRead: false, title: 'Bình luận mới về bài viết của bạn', content: `${name} đã bình luận: “Có chứ, hẹn bạn ở quán cũ nhé!”` });
    expect(en).toMatchObject({ title: 'New comment on your post', content: `${name} commented: “Có chứ, hẹn bạn ở quán cũ nhé!”` });
    expect(zh).toMatchObject({ title: '您的貼文有新留言', content: `${name} 留言：「Có chứ, hẹn bạn ở quán cũ nhé!」` });
    // It opens the post at the comment.
    expect(vi!.link).toBe(`/bang-ton?bai-viet=${post.id}&binh-luan=${commented.id}`);
    expect(await unreadOf(author)).toBe(before + 1);
    // The commenter got nothing.
    expect(await messagesAbout(other, post.id)).toHaveLength(0);
  });

  it('a reply is one message for the post author, saying when it answers their own comment', async () => {
    const [author, first, second] = [132, 133, 134];
    const post = await newPost(author);
    const own = await comment(post.id, author, 'Ai đi cùng mình không?');
    const others = await comment(post.id, first, 'Mình đi!');
    expect(await messagesAbout(author, post.id)).toHaveLength(1);
    await comment(post.id, second, 'Cho mình theo với', own.id);
    await comment(post.id, second, 'Mình cũng vậy', others.id);
    const name = await nameOf(second);
    const en = await messagesAbout(author, post.id, 'en');
    expect(en.map((m) => [m.title, m.content])).toEqual([
      ['New reply on your post', `${name} replied to a comment: “Mình cũng vậy”`],
      ['New reply on your post', `${name} replied to your comment: “Cho mình theo với”`],
      ['New comment on your post', `${await nameOf(first)} commented: “Mình đi!”`],
    ]);
    const vi = await messagesAbout(author, post.id, 'vi');
    expect(vi[0]!.content).toBe(`${name} đã trả lời một bình luận: “Mình cũng vậy”`);
    expect(vi[1]!.content).toBe(`${name} đã trả lời bình luận của bạn: “Cho mình theo với”`);
    const zh = await messagesAbout(author, post.id, 'zh');
    expect(zh[1]).toMatchObject({ title: '您的貼文有新回覆', content: `${name} 回覆了您的留言：「Cho mình theo với」` });
  });

  it("tells nobody of one's own comments, replies and reactions", async () => {
    const author = 135;
    const post = await newPost(author);
    const before = await unreadOf(author);
    const own = await comment(post.id, author, 'Bình luận của chính mình');
    await comment(post.id, author, 'Trả lời chính mình', own.id);
    await react(post.id, author, 'love');
    expect(await messagesAbout(author, post.id)).toEqual([]);
    expect(await unreadOf(author)).toBe(before);
  });

  it('long comments are quoted on one line, cut with an ellipsis', async () => {
    const [author, other] = [136, 137];
    const post = await newPost(author);
    await comment(post.id, other, `Dòng một\n\n${'rất dài '.repeat(30)}`);
    const [message] = await messagesAbout(author, post.id, 'en');
    const quoted = /“(.*)”$/.exec(message!.content)![1]!;
    expect([...quoted]).toHaveLength(80);
    expect(quoted.startsWith('Dòng một rất dài')).toBe(true);
    expect(quoted.endsWith('…')).toBe(true);
  });

  it('gathers reactions into one message per post, tells each member once, and starts a new one after it was read', async () => {
    const [author, b, c, d] = [140, 141, 142, 143];
    const post = await newPost(author, 'Đội hình ra sân hôm nay quá hay');
    await react(post.id, b, 'like');
    // Taking it back, giving it again, changing it: nothing new.
    await unreact(post.id, b);
    await react(post.id, b, 'like');
    await react(post.id, b, 'haha');
    let messages = await messagesAbout(author, post.id, 'en');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ title: 'New reactions to your post', content: `${await nameOf(b)} reacted to your post: “Đội hình ra sân hôm nay quá hay”`, isRead: false });
    const unread = await unreadOf(author);

    await react(post.id, c, 'love');
    messages = await messagesAbout(author, post.id, 'en');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.content).toBe(`${await nameOf(c)} and 1 other reacted to your post: “Đội hình ra sân hôm nay quá hay”`);
    expect((await messagesAbout(author, post.id, 'vi'))[0]!.content).toBe(
      `${await nameOf(c)} và 1 người khác đã bày tỏ cảm xúc về bài viết của bạn: “Đội hình ra sân hôm nay quá hay”`,
    );
    expect(await unreadOf(author)).toBe(unread);

    await call<MarkedRead>('POST', '/live/api/user/message/mark-read', author, { body: { id: messages[0]!.id } });
    await react(post.id, d, 'wow');
    await react(post.id, b, 'sad');
    messages = await messagesAbout(author, post.id, 'zh');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ isRead: false, title: '您的貼文有新心情', content: `${await nameOf(d)} 對您的貼文表達了心情：「Đội hình ra sân hôm nay quá hay」` });
    const [row] = await server.app.db.select().from(userMessages).where(and(eq(userMessages.id, messages[1]!.id)));
    expect(row!.actorIds).toEqual([c, b]);
  });

  it('counts "and N others" once more than one other reacted', async () => {
    const author = 144;
    const post = await newPost(author, 'Bàn thắng đẹp nhất vòng này?');
    for (const member of [145, 146, 147]) await react(post.id, member);
    const [en] = await messagesAbout(author, post.id, 'en');
    expect(en!.content).toBe(`${await nameOf(147)} and 2 others reacted to your post: “Bàn thắng đẹp nhất vòng này?”`);
    const [zh] = await messagesAbout(author, post.id, 'zh');
    expect(zh!.content).toBe(`${await nameOf(147)} 和另外 2 人對您的貼文表達了心情：「Bàn thắng đẹp nhất vòng này?」`);
  });
});

describe('site messages about short videos and followers', () => {
  const shorts = (path: string) => `/other/api/short-video/${path}`;
  const newClip = (creator: number, title: string) =>
    call<ShortItem>('POST', shorts('create'), creator, { body: { title, description: '', category: 'bong-da', hashtags: [] } });
  const commentOnClip = (id: number, as: number, content: string, parentId?: number) =>
    call<ShortCommentPosted>('POST', shorts('comment'), as, { body: { id, content, ...(parentId !== undefined ? { parentId } : {}) } });
  const followCreator = (creatorId: number, as: number) => call('POST', shorts('follow'), as, { body: { creatorId } });
  const unfollowCreator = (creatorId: number, as: number) => call('POST', shorts('unfollow'), as, { body: { creatorId } });

  it("a comment on a member's short video is one message for its creator, leading to the clip; their own comments tell nothing", async () => {
    const [creator, other] = [160, 161];
    const clip = await newClip(creator, 'Cú sút xa đẹp nhất tuần');
    const before = await unreadOf(creator);
    await commentOnClip(clip.id, creator, 'Cảm ơn mọi người đã xem');
    expect(await messagesLinking(creator, clip.path)).toEqual([]);

    const posted = await commentOnClip(clip.id, other, 'Quá đỉnh!');
    await commentOnClip(clip.id, other, 'Góc quay này ở đâu vậy?', posted.comment.id);
    const name = await nameOf(other);
    const en = await messagesLinking(creator, clip.path, 'en');
    expect(en.map((m) => [m.title, m.content])).toEqual([
      ['New comment on your short video', `${name} replied to a comment on “Cú sút xa đẹp nhất tuần”: “Góc quay này ở đâu vậy?”`],
      ['New comment on your short video', `${name} commented on “Cú sút xa đẹp nhất tuần”: “Quá đỉnh!”`],
    ]);
    const [vi] = await messagesLinking(creator, clip.path, 'vi');
    expect(vi).toMatchObject({ title: 'Bình luận mới về video ngắn của bạn', isRead: false, link: clip.path });
    const [zh] = await messagesLinking(creator, clip.path, 'zh');
    expect(zh!.title).toBe('您的短影音有新留言');
    expect(await unreadOf(creator)).toBe(before + 2);
    // The commenter got nothing.
    expect(await messagesLinking(other, clip.path)).toEqual([]);
  });

  it('a new follower is one message, gathered while unread, told once per follower; following oneself is refused and tells nothing', async () => {
    const [creator, b, c] = [162, 163, 164];
    // The messages leading to a follower's profile.
    const about = async (lang = 'en') => {
      const page = await call<MessagePage>('GET', '/live/api/user/message/list?type=activity', creator, { lang });
      return page.list.filter((m) => m.link?.startsWith('/video-ngan/trang-ca-nhan/'));
    };
    const before = await unreadOf(creator);
    await followCreator(creator, b);
    let [message] = await about();
    expect(message).toMatchObject({ title: 'New follower', content: `${await nameOf(b)} started following you`, link: `/video-ngan/trang-ca-nhan/${b}`, isRead: false });
    // Following again, or unfollowing and following back, tells nothing new.
    await followCreator(creator, b);
    await unfollowCreator(creator, b);
    await followCreator(creator, b);
    await followCreator(creator, c);
    const messages = await about();
    expect(messages).toHaveLength(1);
    [message] = messages;
    expect(message).toMatchObject({ content: `${await nameOf(c)} and 1 other started following you`, link: `/video-ngan/trang-ca-nhan/${c}` });
    expect((await about('vi'))[0]!.content).toBe(`${await nameOf(c)} và 1 người khác đã bắt đầu theo dõi bạn`);
    expect((await about('zh'))[0]!.content).toBe(`${await nameOf(c)} 和另外 1 人開始追蹤您`);
    expect(await unreadOf(creator)).toBe(before + 1);

    const self = await server.app.inject({ method: 'POST', url: shorts('follow'), headers: { authorization: `Bearer ${memberToken(server.app, creator)}` }, payload: { creatorId: creator } });
    expect(self.statusCode).toBe(400);
    expect(await unreadOf(creator)).toBe(before + 1);
  });
});

describe('the member inbox topic', () => {
  it('pushes a new message and the new count to the author’s sockets only, in each socket’s language', async () => {
    const [author, other] = [150, 151];
    const post = await newPost(author);
    const vi = await follow(author);
    const en = await follow(author, 'en');
    const bystander = await follow(other);
    const before = vi.snapshot.unread as number;
    expect(before).toBe(await unreadOf(author));
    expect(vi.snapshot).toEqual({ type: 'inbox', topic: inbox(author), snapshot: true, unread: before, message: null });

    const commented = await comment(post.id, other, 'Xem ở nhà mình nhé');
    const pushed = await vi.client.waitFor((f) => f.type === 'inbox' && f.snapshot === false);
    const name = await nameOf(other);
    expect(pushed).toMatchObject({ topic: inbox(author), unread: before + 1 });
    expect(pushed.message).toMatchObject({ type: 'activity', isRead: false, title: 'Bình luận mới về bài viết của bạn', content: `${name} đã bình luận: “Xem ở nhà mình nhé”`, link: `/bang-ton?bai-viet=${post.id}&binh-luan=${commented.id}` });
    const pushedEn = await en.client.waitFor((f) => f.type === 'inbox' && f.snapshot === false);
    expect(pushedEn.message).toMatchObject({ title: 'New comment on your post', content: `${name} commented: “Xem ở nhà mình nhé”` });
    expect((pushed.message as MessageItem).id).toBe((await messagesAbout(author, post.id))[0]!.id);

    // The commenter's own inbox heard nothing; a round trip on its socket proves nothing was on the way.
    bystander.client.send({ type: 'ping', ref: 'p' });
    await bystander.client.waitFor((f) => f.type === 'pong');
    expect(pushes(bystander.client)).toEqual([]);
    expect(pushes(vi.client)).toHaveLength(1);
  });

  it('pushes a gathered reaction once per new member, and nothing for a toggle', async () => {
    const [author, b, c] = [152, 153, 154];
    const post = await newPost(author);
    const { client } = await follow(author);
    await react(post.id, b);
    const first = await client.waitFor((f) => f.type === 'inbox' && f.snapshot === false);
    await unreact(post.id, b);
    await react(post.id, b, 'love');
    await react(post.id, c);
    const second = await client.waitFor((f) => f.type === 'inbox' && f.snapshot === false && f !== first);
    expect((second.message as MessageItem).id).toBe((first.message as MessageItem).id);
    expect(second.unread).toBe(first.unread);
    expect((second.message as MessageItem).content).toContain('và 1 người khác');
    expect(pushes(client)).toHaveLength(2);
  });

  it('pushes the new count when messages are marked read, one or all', async () => {
    const [author, other] = [155, 156];
    const post = await newPost(author);
    await comment(post.id, other, 'một');
    await comment(post.id, other, 'hai');
    const { client, snapshot } = await follow(author);
    const unread = snapshot.unread as number;
    expect(unread).toBeGreaterThanOrEqual(2);
    const [newest] = await messagesAbout(author, post.id);
    const answer = await call<MarkedRead>('POST', '/live/api/user/message/mark-read', author, { body: { id: newest!.id } });
    expect(answer.unread).toBe(unread - 1);
    const afterOne = await client.waitFor((f) => f.type === 'inbox' && f.snapshot === false);
    expect(afterOne).toEqual({ type: 'inbox', topic: inbox(author), snapshot: false, unread: unread - 1, message: null });
    await call('POST', '/live/api/user/message/mark-all-read', author, { body: { type: 'all' } });
    const afterAll = await client.waitFor((f) => f.type === 'inbox' && f.unread === 0);
    expect(afterAll.message).toBeNull();
    expect(await unreadOf(author)).toBe(0);
  });

  it('refuses another member, a guest and an anonymous reader, and takes no frame but sub and unsub', async () => {
    const [owner, other] = [157, 158];
    const intruder = await open({ token: memberToken(server.app, other), language: 'en' });
    intruder.send({ type: 'sub', topic: inbox(owner), ref: 'x' });
    expect(await intruder.reply('x')).toMatchObject({ type: 'error', code: 'forbidden' });
    const guest = await open({ token: guestToken(server.app), language: 'en' });
    guest.send({ type: 'sub', topic: inbox(owner), ref: 'g' });
    expect(await guest.reply('g')).toMatchObject({ type: 'error', code: 'loginRequired', message: 'Sign in to get your notifications' });
    const anonymous = await open();
    anonymous.send({ type: 'sub', topic: inbox(owner), ref: 'a' });
    expect(await anonymous.reply('a')).toMatchObject({ type: 'error', code: 'loginRequired' });
    // A topic that is not an inbox's shape is a bad frame; one beyond any id is someone else's.
    intruder.send({ type: 'sub', topic: '/topic/user.abc', ref: 'b' });
    expect(await intruder.reply('b')).toMatchObject({ type: 'error', code: 'badFrame', field: 'topic' });
    intruder.send({ type: 'sub', topic: '/topic/user.9999999999', ref: 'n' });
    expect(await intruder.reply('n')).toMatchObject({ type: 'error', code: 'forbidden' });

    // Nothing of the owner's activity reaches them.
    const post = await newPost(owner);
    await comment(post.id, other, 'chào');
    for (const client of [intruder, guest, anonymous]) {
      client.send({ type: 'ping', ref: 'p' });
      await client.waitFor((f) => f.type === 'pong');
      expect(pushes(client)).toEqual([]);
    }
    expect(server.app.inbox.hub.followers).toBe(0);

    const { client } = await follow(owner);
    client.send({ type: 'join', topic: inbox(owner), ref: 'j' });
    expect(await client.reply('j')).toMatchObject({ type: 'error', code: 'forbidden' });
    client.send({ type: 'unsub', topic: inbox(owner), ref: 'u' });
    await client.waitFor((f) => f.type === 'unsubscribed' && f.ref === 'u');
    expect(server.app.inbox.hub.followers).toBe(0);
    await comment(post.id, other, 'lần nữa');
    client.send({ type: 'ping', ref: 'p2' });
    await client.waitFor((f) => f.type === 'pong' && f.ref === 'p2');
    expect(pushes(client)).toEqual([]);
  });

  it('lets a socket go when it closes', async () => {
    const { client } = await follow(159);
    expect(server.app.inbox.hub.followers).toBe(1);
    await client.close();
    await expect.poll(() => server.app.inbox.hub.followers).toBe(0);
  });
});
