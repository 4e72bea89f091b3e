import { describe, expect, it } from 'vitest';
import { cleanNickname, isUsername, loginKind, normalizeEmail, normalizePhone } from './fields';

describe('field rules', () => {
  it.each([
    ['fan_2024', true],
    ['a.b', true],
    ['ab', false],
    ['x'.repeat(21), false],
    ['mậtkhẩu', false],
    ['has space', false],
    ['0901000001', false],
    ['84901000001', false],
    ['090.100.0001', false],
    ['0901_000_001', false],
    ['fan0901000001', true],
    ['12345678', true],
  ])('username %s → %s', (text, ok) => expect(isUsername(text)).toBe(ok));

  it.each([
    ['0901 000 001', 'phone'],
    ['+84-901-000-001', 'phone'],
    ['Fan@Example.com', 'email'],
    ['fan_2024', 'username'],
    ['0212345678', 'username'],
  ])('sign-in identifier %s → %s', (text, kind) => expect(loginKind(text)).toBe(kind));

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
