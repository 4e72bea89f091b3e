import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../../contracts/password-policy';
import {
  registrationPayload,
  validateDisplayName,
  validateEmail,
  validateNickname,
  validateOtp,
  validatePassword,
  validatePhone,
  validateRegistration,
  validateRequired,
  validateResetContact,
  validateUsername,
  type RegistrationForm,
} from './validation';

const form = (overrides: Partial<RegistrationForm> = {}): RegistrationForm => ({
  contact: 'email',
  email: 'fan@example.com',
  phoneNumber: '',
  username: 'fan_2024',
  password: 'gió bấc đầu mùa 26',
  displayName: '',
  ...overrides,
});

describe('username', () => {
  it('is required', () => {
    expect(validateUsername('   ')).toEqual({ id: 'validation.required' });
  });

  it('is 3 to 20 characters', () => {
    expect(validateUsername('ab')).toEqual({ id: 'validation.tooShort', values: { min: 3 } });
    expect(validateUsername('a'.repeat(21))).toEqual({ id: 'validation.tooLong', values: { max: 20 } });
    expect(validateUsername('abc')).toBeNull();
    expect(validateUsername('a'.repeat(20))).toBeNull();
  });

  it('takes letters, digits, underscore and dot only', () => {
    expect(validateUsername('nguyễn')).toEqual({ id: 'validation.username.pattern' });
    expect(validateUsername('fan 2024')).toEqual({ id: 'validation.username.pattern' });
    expect(validateUsername('fan.2024_vn')).toBeNull();
  });

  it('is not a phone number or an e-mail address', () => {
    expect(validateUsername('0901000001')).toEqual({ id: 'validation.username.contact' });
    expect(validateUsername('84.901.000.001')).toEqual({ id: 'validation.username.contact' });
    expect(validateUsername('+84 901 000 001')).toEqual({ id: 'validation.username.contact' });
    expect(validateUsername('fan@example.com')).toEqual({ id: 'validation.username.contact' });
  });

  it('ignores surrounding spaces', () => {
    expect(validateUsername('  member100 ')).toBeNull();
  });
});

describe('password', () => {
  it('is required', () => {
    expect(validatePassword('')).toEqual({ id: 'validation.required' });
  });

  it('is 8 to 64 characters as a person counts them', () => {
    expect(validatePassword('abc1234')).toEqual({ id: 'validation.tooShort', values: { min: 8 } });
    expect(validatePassword(`a1${'x'.repeat(63)}`)).toEqual({ id: 'validation.tooLong', values: { max: 64 } });
    expect(validatePassword(`a1${'x'.repeat(62)}`)).toBeNull();
    expect(validatePassword('ấấấấấấấ')).toEqual({ id: 'validation.tooShort', values: { min: 8 } });
  });

  it('leaves strength to the server until the check has loaded', () => {
    expect(validatePassword('12345678')).toBeNull();
    expect(validatePassword('12345678', null)).toBeNull();
  });

  it('says why a weak password is refused once the check has loaded', () => {
    expect(validatePassword('12345678', passwordProblem)).toEqual({ id: 'validation.password.common' });
    expect(validatePassword('matkhau123', passwordProblem)).toEqual({ id: 'validation.password.common' });
    expect(validatePassword('abcdefgh', passwordProblem)).toEqual({ id: 'validation.password.pattern' });
    expect(validatePassword('goodname2026', passwordProblem, { username: 'goodname' })).toEqual({ id: 'validation.password.personal' });
    expect(validatePassword('gió bấc đầu mùa 26', passwordProblem)).toBeNull();
  });
});

describe('email and phone', () => {
  it('checks the email shape', () => {
    expect(validateEmail('')).toEqual({ id: 'validation.required' });
    expect(validateEmail('fan@example')).toEqual({ id: 'validation.email.pattern' });
    expect(validateEmail(' fan@example.com ')).toBeNull();
  });

  it('accepts Vietnamese mobiles written with spaces, dots or dashes', () => {
    expect(validatePhone('')).toEqual({ id: 'validation.required' });
    expect(validatePhone('0912 345 678')).toBeNull();
    expect(validatePhone('+84.912.345.678')).toBeNull();
    expect(validatePhone('84-912-345-678')).toBeNull();
    expect(validatePhone('0212345678')).toEqual({ id: 'validation.phone.pattern' });
    expect(validatePhone('091234')).toEqual({ id: 'validation.phone.pattern' });
  });
});

describe('nickname and display name', () => {
  it('counts 2 to 30 characters after collapsing spaces', () => {
    expect(validateNickname('A')).toEqual({ id: 'validation.tooShort', values: { min: 2 } });
    expect(validateNickname(' A   B ')).toBeNull();
    expect(validateNickname('Đ'.repeat(30))).toBeNull();
    expect(validateNickname('Đ'.repeat(31))).toEqual({ id: 'validation.tooLong', values: { max: 30 } });
  });

  it('refuses invisible characters', () => {
    expect(validateNickname('Huy\u200bHuy')).toEqual({ id: 'validation.nickname.invisible' });
  });

  it('is required as a nickname but optional as a display name', () => {
    expect(validateNickname('  ')).toEqual({ id: 'validation.required' });
    expect(validateDisplayName('  ')).toBeNull();
    expect(validateDisplayName('Q')).toEqual({ id: 'validation.tooShort', values: { min: 2 } });
  });
});

describe('one-time code', () => {
  it('is six digits', () => {
    expect(validateOtp('')).toEqual({ id: 'validation.required' });
    expect(validateOtp('12345')).toEqual({ id: 'validation.otp.pattern', values: { length: 6 } });
    expect(validateOtp('12a456')).toEqual({ id: 'validation.otp.pattern', values: { length: 6 } });
    expect(validateOtp('123456')).toBeNull();
  });
});

describe('sign-in fields', () => {
  it('are only required', () => {
    expect(validateRequired(' ')).toEqual({ id: 'validation.required' });
    expect(validateRequired('x')).toBeNull();
  });
});

describe('registration form', () => {
  it('has no problem when complete', () => {
    expect(validateRegistration(form())).toEqual({});
  });

  it('checks only the chosen contact', () => {
    expect(validateRegistration(form({ contact: 'phone', email: 'not an email', phoneNumber: '0912345678' }))).toEqual({});
    expect(validateRegistration(form({ contact: 'phone', phoneNumber: '' }))).toEqual({ phoneNumber: { id: 'validation.required' } });
  });

  it('refuses a password built from the username or the chosen contact', () => {
    expect(validateRegistration(form({ username: 'hoangminh', password: 'hoangminh2026' }), passwordProblem)).toEqual({
      password: { id: 'validation.password.personal' },
    });
    expect(validateRegistration(form({ email: 'thuytrang@example.com', password: 'thuytrang1995' }), passwordProblem)).toEqual({
      password: { id: 'validation.password.personal' },
    });
  });

  it('names every field with a problem', () => {
    const problems = validateRegistration(form({ email: '', username: 'a', password: 'short', displayName: 'x' }));
    expect(Object.keys(problems).sort()).toEqual(['displayName', 'email', 'password', 'username']);
  });

  it('sends trimmed values and the chosen contact', () => {
    expect(registrationPayload(form({ username: ' fan_2024 ', displayName: '  Fan   Cứng ' }))).toEqual({
      username: 'fan_2024',
      password: 'gió bấc đầu mùa 26',
      email: 'fan@example.com',
      displayName: 'Fan Cứng',
    });
    expect(registrationPayload(form({ contact: 'phone', phoneNumber: '0912 345 678' }))).toEqual({
      username: 'fan_2024',
      password: 'gió bấc đầu mùa 26',
      phoneNumber: '0912345678',
    });
  });

  it('checks the reset contact of the chosen kind', () => {
    expect(validateResetContact({ contact: 'email', email: 'x', phoneNumber: '0912345678' })).toEqual({ id: 'validation.email.pattern' });
    expect(validateResetContact({ contact: 'phone', email: 'x', phoneNumber: '0912345678' })).toBeNull();
  });
});
