import { describe, expect, it } from 'vitest';
import { cleanNickname, isUsername, normalizeEmail, normalizePhone } from './fields';

describe('field rules', () => {
  it.each([
    ['fan_2024', true],
    ['a.b', true],
    ['ab', false],
    ['x'.repeat(21), false],
    ['mậtkhẩu', false],
    ['has space', false],
  ])('username %s → %s', (text, ok) => expect(isUsername(text)).toBe(ok));

  it.each([
    [' Ten@Example.COM ', 'ten@example.com'],
    ['ten@example', null],
    ['ten@@example.com', null],
    ['a b@example.com', null],
  ])('e-mail %s → %s', (text, stored) => expect(normalizeEmail(text)).toBe(stored));

  it.each([
    ['0912 345 678', '+84912345678'],
    ['+84912345678', '+84912345678'],
    ['84-912-345-678', '+84912345678'],
    ['(091) 234.5678', '+84912345678'],
    ['0212345678', null],
    ['091234567', null],
  ])('phone %s → %s', (text, stored) => expect(normalizePhone(text)).toBe(stored));

  it.each([
    ['  Fan   Cứng ', 'Fan Cứng'],
    ['A', null],
    ['x'.repeat(31), null],
    ['Tên\u200bẩn', null],
    ['🐉🔥', '🐉🔥'],
  ])('nickname %s → %s', (text, stored) => expect(cleanNickname(text)).toBe(stored));
});
