/**
 * The password rule of every place that sets a password (register, reset, change), shared by the
 * server (which enforces it) and the SPA (which explains it as the visitor types). A password is
 * allowed when it has 8–64 characters and zxcvbn rates it at least 3 of 4 ("safely unguessable"),
 * counting the common password lists, Vietnamese words and the person's own username, e-mail, phone
 * and nickname. Tone marks do not hide a word: `mậtkhẩu2024` is rated as `matkhau2024` too. A
 * password that is the person's name, username, e-mail (or its local part) or phone with only digits
 * and symbols around is refused outright, however zxcvbn rates it: `huynhquocbao88` for "Huỳnh Quốc Bảo".
 */
import { ZxcvbnFactory, type MatchExtended } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { VIETNAMESE_PASSWORD_WORDS } from './password-words-vi.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE, type PasswordProblem, type PersonalFacts } from './password-rules.ts';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE, type PasswordProblem, type PersonalFacts } from './password-rules.ts';

let factory: ZxcvbnFactory | null = null;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    graphs: adjacencyGraphs,
    dictionary: { ...dictionary, 'passwords-vi': [...VIETNAMESE_PASSWORD_WORDS] },
  });
  return factory;
}

/** Lower case without tone marks or the đ stroke: how a Vietnamese word is usually typed into a password. */
export function withoutToneMarks(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
}

/** Lower case, tone marks folded, letters and digits only: a name or an address as it is typed into a password. */
function compact(text: string): string {
  return withoutToneMarks(text.toLowerCase()).replace(/[^\p{L}\p{N}]/gu, '');
}

/** The words of the person's data a password must not be built from. */
function personalWords(personal: PersonalFacts): string[] {
  const words = new Set<string>();
  const add = (value: string | null | undefined) => {
    const word = withoutToneMarks(value?.trim().toLowerCase() ?? '');
    if (word.length >= 3) words.add(word);
    const bare = compact(word);
    if (bare.length >= 3) words.add(bare);
  };
  add(personal.username);
  for (const name of [personal.nickname, personal.displayName]) {
    // Every run of the name's words: "Huỳnh Quốc Bảo" gives huynhquocbao, quocbao, huynh, bao…
    const parts = name?.trim().split(/\s+/) ?? [];
    for (let from = 0; from < parts.length; from++) {
      for (let to = from + 1; to <= parts.length; to++) add(parts.slice(from, to).join(' '));
    }
  }
  add(personal.email);
  add(personal.email?.split('@')[0]);
  const digits = personal.phoneNumber?.replace(/\D/g, '') ?? '';
  if (digits) {
    add(digits);
    // +84 9xx… is also written 09xx…, and the last digits alone are what people reuse.
    if (digits.startsWith('84')) add(`0${digits.slice(2)}`);
    if (digits.startsWith('0')) add(`84${digits.slice(1)}`);
    add(digits.slice(-6));
  }
  return [...words];
}

/** Whether the password is one of the person's words with nothing but digits and symbols around it. */
function builtFromPersonalWord(password: string, words: readonly string[]): boolean {
  const bare = compact(password);
  return words.some((word) => {
    const core = compact(word);
    return core.length >= 3 && bare.includes(core) && !/\p{L}/u.test(bare.split(core).join(''));
  });
}

const PATTERNS = new Set(['spatial', 'repeat', 'sequence', 'date', 'regex']);

function problemOf(sequence: readonly MatchExtended[]): PasswordProblem {
  const dictionaryMatches = sequence.filter((m) => m.pattern === 'dictionary');
  if (dictionaryMatches.some((m) => m.dictionaryName === 'userInputs')) return 'personal';
  if (dictionaryMatches.length > 0) return 'common';
  if (sequence.some((m) => PATTERNS.has(m.pattern))) return 'pattern';
  return 'guessable';
}

/** Why `password` may not be used, or null when it may. */
export function passwordProblem(password: string, personal: PersonalFacts = {}): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return 'length';
  const inputs = personalWords(personal);
  if (builtFromPersonalWord(password, inputs)) return 'personal';
  const plain = withoutToneMarks(password);
  const tries = plain === password ? [password] : [password, plain];
  for (const candidate of tries) {
    const result = zxcvbn().check(candidate, inputs);
    if (result.score < PASSWORD_MIN_SCORE) return problemOf(result.sequence);
  }
  return null;
}
