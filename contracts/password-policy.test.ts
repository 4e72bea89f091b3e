import { describe, expect, it } from 'vitest';
import { passwordProblem, withoutToneMarks } from './password-policy.ts';

describe('the password policy', () => {
  it.each([
    ['aaaaaaa1', 'pattern'],
    ['abcdefghij', 'pattern'],
    ['15/08/1995', 'pattern'],
    ['matkhau123', 'common'],
    ['anhyeuem2024', 'common'],
    ['qwertyuiop', 'common'],
    ['abc12345', 'common'],
  ] as const)('refuses %s as %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('refuses a Vietnamese common word whatever its tone marks', () => {
    expect(passwordProblem('mậtkhẩu2024')).toBe('common');
    expect(withoutToneMarks('Đường phố')).toBe('Duong pho');
  });

  it("refuses passwords built from the person's username, e-mail or phone", () => {
    expect(passwordProblem('tester_123456', { username: 'tester_123456' })).toBe('personal');
    expect(passwordProblem('tuan.nguyen99', { email: 'tuan.nguyen99@gmail.com' })).toBe('personal');
    expect(passwordProblem('huy0912345678', { phoneNumber: '+84912345678' })).toBe('personal');
  });

  it('refuses the name, username, e-mail or phone with only digits and symbols around, however it is spelled', () => {
    const person = { displayName: 'Huỳnh Quốc Bảo', username: 'bao_huynh', email: 'nguyen.van.a@example.com', phoneNumber: '+84901000001' };
    for (const password of ['huynhquocbao88', 'HuynhQuocBao88', '88Huỳnh Quốc Bảo!', 'huynh.quoc.bao.1990', 'quocbao1990!', 'baohuynh2024', 'nguyenvana2024', '@0901000001#', '84901000001!!']) {
      expect(passwordProblem(password, person), password).toBe('personal');
    }
    expect(passwordProblem('huynhquocbao88', { displayName: 'Trần Thị Mai' })).toBeNull();
    expect(passwordProblem('gió bấc đầu mùa 26', person)).toBeNull();
  });

  it('counts characters, not UTF-16 units, for 8–64', () => {
    expect(passwordProblem('xK9#mPq')).toBe('length');
    expect(passwordProblem('😀'.repeat(65))).toBe('length');
    expect(passwordProblem('x'.repeat(65))).toBe('length');
  });

  it('allows long phrases in any language and random strings', () => {
    for (const password of ['gió bấc đầu mùa 26', 'correct horse battery', 'xK9#mPq2vL', 'Cafe sua da 3 ly', '今晚一起看球賽吧朋友']) {
      expect(passwordProblem(password, { username: 'someone', email: 'someone@example.com' }), password).toBeNull();
    }
  });
});
