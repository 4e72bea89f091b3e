/** The pure pieces of the chat: spam filter, frame parsing, topics, origin check, rate limiter. */
import { describe, expect, it } from 'vitest';
import { parseFrame } from '../../src/chat/frames.ts';
import { isAllowedOrigin } from '../../src/chat/origin.ts';
import { SendRateLimiter } from '../../src/chat/rate-limit.ts';
import { isSpam } from '../../src/chat/spam.ts';
import { parseTopic } from '../../src/chat/topics.ts';

describe('spam filter', () => {
  const own = ['bongda.local'];
  it.each([
    'https://nhacai.example.com/dangky',
    'vào www.keo88.net nhé',
    'nhacai.vn',
    'LINK: Bit.Ly/abc',
    '0912 345 678',
    '0912.345.678',
    '0912-345-678',
    '+84 912 345 678',
    '+84912345678',
    '84 912 345 678',
    'zalo 0987654321 nha',
  ])('refuses %s', (text) => expect(isSpam(text, own)).toBe(true));

  it.each(['Vào rồi!!!', 'tỉ số 2-1 phút 90+3', 'https://bongda.local/lich-truc-tiep', 'đội hình 4-4-2', 'năm 2026', '<script>alert(1)</script>'])(
    'lets %s through',
    (text) => expect(isSpam(text, own)).toBe(false),
  );
});

describe('frames', () => {
  it('parses text and binary frames and names the bad field', () => {
    expect(parseFrame(Buffer.from('{"type":"sub","topic":"/topic/chatroom.live-1"}'))).toMatchObject({ ok: true });
    expect(parseFrame(Buffer.from('{"type":"sub","topic":"/topic/chatroom.LIVE-1","ref":"a"}'))).toEqual({ ok: false, problem: 'field', field: 'topic', ref: 'a' });
    expect(parseFrame(Buffer.from('{"type":"send","topic":"/topic/chatroom.live-1","path":"/chat.sendMessage"}'))).toMatchObject({ field: 'message' });
    expect(parseFrame(Buffer.alloc(9000, 32))).toEqual({ ok: false, problem: 'tooLarge' });
    expect(parseFrame(Buffer.from([0xc3, 0x28]))).toEqual({ ok: false, problem: 'notJson' });
    expect(parseFrame(Buffer.from('{"type":"__proto__"}'))).toMatchObject({ ok: false, problem: 'unknownType' });
  });
});

describe('topics', () => {
  it('knows live rooms, chat rooms and private pairs (smaller id first)', () => {
    expect(parseTopic('/topic/chatroom.live-628')).toEqual({ kind: 'live', topic: '/topic/chatroom.live-628', groupId: 'live-628', roomId: 628 });
    expect(parseTopic('/topic/chatroom.room-5')).toMatchObject({ kind: 'room', chatRoomId: 5 });
    expect(parseTopic('/topic/private.dm-3-9')).toMatchObject({ kind: 'dm', userIds: [3, 9] });
    expect(parseTopic('/topic/private.dm-9-3')).toBeNull();
    expect(parseTopic('/topic/chatroom.dm-3-9')).toBeNull();
  });
});

describe('origin check', () => {
  it('allows the own origin, localhost and ALLOWED_ORIGINS only', () => {
    expect(isAllowedOrigin('https://site.vn', 'site.vn', [], false)).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173', 'site.vn', [], true)).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173', 'site.vn', [], false)).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:8080', 'site.vn', [], false)).toBe(false);
    expect(isAllowedOrigin('https://partner.vn', 'site.vn', ['https://partner.vn'], false)).toBe(true);
    expect(isAllowedOrigin('https://evil.vn', 'site.vn', ['https://partner.vn'], false)).toBe(false);
    expect(isAllowedOrigin('null', 'site.vn', [], false)).toBe(false);
    expect(isAllowedOrigin('https://site.vn.evil.vn', 'site.vn', [], false)).toBe(false);
  });
});

describe('rate limiter', () => {
  it('allows 5 sends in 5 s, then mutes for 30 s', () => {
    let now = 1_000_000;
    const limiter = new SendRateLimiter(() => now);
    for (let i = 0; i < 5; i++) expect(limiter.take(7)).toEqual({ ok: true });
    expect(limiter.take(7)).toEqual({ ok: false, retryAfterMs: 30_000 });
    now += 29_000;
    expect(limiter.take(7)).toEqual({ ok: false, retryAfterMs: 1_000 });
    now += 1_000;
    expect(limiter.take(7)).toEqual({ ok: true });
    expect(limiter.take(8)).toEqual({ ok: true });
  });
});
