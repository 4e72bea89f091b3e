/**
 * WebVTT subtitles of a film or an episode, written from its data: the title card, the synopsis,
 * then lines of dialogue drawn (deterministically, from the id) from a small bank that exists in
 * every language, so cue n says the same thing in vi, en and zh. One cue every CUE_EVERY seconds over
 * the whole running time.
 */
import type { Language } from '../../i18n.ts';
import type { FilmSubtitle } from '../../../../contracts/schemas/media/films.ts';

/** A new cue starts every this many seconds; each shows for CUE_SHOWN seconds. */
export const CUE_EVERY = 5;
export const CUE_SHOWN = 4;
/** The first cue starts here (a title card at 0.000 would flash before the picture). */
export const FIRST_CUE_AT = 0.5;

export interface SubtitleSource {
  /** Film or episode id: the same id always gives the same lines. */
  id: number;
  title: string;
  /** "Season 1 · Episode 3", or null for a film. */
  part: string | null;
  description: string;
  durationSeconds: number;
}

/** The language named in itself, for the track menu. */
export const SUBTITLE_LABELS: Record<Language, string> = { vi: 'Tiếng Việt', en: 'English', zh: '中文' };

const LANGS: readonly Language[] = ['vi', 'en', 'zh'];

/** The subtitle tracks of a film (its own stream) or an episode, in the order vi, en, zh. */
export function subtitleTracks(kind: 'film' | 'episode', id: number): FilmSubtitle[] {
  return LANGS.map((lang) => ({ lang, label: SUBTITLE_LABELS[lang], path: `/media/subtitles/${kind}/${id}.${lang}.vtt` }));
}

const LINES: Record<Language, readonly string[]> = {
  vi: [
    'Anh có nghe thấy gì không?',
    'Chúng ta phải đi ngay bây giờ.',
    'Đừng lo, mọi chuyện sẽ ổn thôi.',
    'Tôi đã chờ ngày này lâu lắm rồi.',
    'Em còn nhớ lời hứa năm đó chứ?',
    'Trời sắp mưa rồi, về nhà thôi.',
    'Ai đã để lại lá thư này?',
    'Cảm ơn vì đã luôn ở bên tôi.',
    'Lần này chúng ta không được thất bại.',
    'Nghe này, tôi có một kế hoạch.',
    'Mẹ ơi, con về rồi đây!',
    'Sự thật không đơn giản như vậy đâu.',
  ],
  en: [
    'Did you hear something?',
    'We have to leave right now.',
    "Don't worry, everything will be fine.",
    "I've waited a long time for this day.",
    'Do you still remember the promise we made?',
    "It's about to rain, let's go home.",
    'Who left this letter?',
    'Thank you for always being there for me.',
    "This time we can't fail.",
    'Listen, I have a plan.',
    "Mum, I'm home!",
    "The truth isn't that simple.",
  ],
  zh: [
    '你有聽到什麼嗎？',
    '我們必須馬上走。',
    '別擔心，一切都會好起來的。',
    '這一天我等了很久。',
    '你還記得那年的約定嗎？',
    '快下雨了，回家吧。',
    '這封信是誰留下的？',
    '謝謝你一直陪在我身邊。',
    '這一次我們不能失敗。',
    '聽著，我有一個計畫。',
    '媽，我回來了！',
    '真相沒有那麼簡單。',
  ],
};

/** HH:MM:SS.mmm */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const rest = ms % 1000;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(h)}:${two(m)}:${two(s)}.${String(rest).padStart(3, '0')}`;
}

/** Cue text is plain text: &, < and > escaped, "-->" broken, no blank line (it would end the cue). */
export function vttText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/-->/g, '--&gt;')
    .replace(/\r\n?/g, '\n')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/** A small deterministic mix of two integers (xorshift-multiply), for picking lines. */
function mix(a: number, b: number): number {
  let x = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 1, 0x85ebca6b)) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 0x2c1b3c6d) >>> 0;
  x ^= x >>> 12;
  return x >>> 0;
}

/** The line after `previous` for cue n of an id: never the same line twice in a row. */
export function nextLine(id: number, n: number, previous: number | null): number {
  const count = LINES.vi.length;
  const draw = mix(id, n);
  return previous === null ? draw % count : (previous + 1 + (draw % (count - 1))) % count;
}

/** The text of cue n in one language; `line` is the dialogue line of cues after the first two. */
export function cueText(source: SubtitleSource, lang: Language, n: number, line: number): string {
  if (n === 0) return source.part ? `${source.title}\n${source.part}` : source.title;
  if (n === 1) return source.description;
  return LINES[lang][line]!;
}

/** The whole WebVTT file. */
export function buildVtt(source: SubtitleSource, lang: Language): string {
  const out = ['WEBVTT', `Language: ${lang}`, ''];
  const cues = Math.max(0, Math.floor((source.durationSeconds - FIRST_CUE_AT) / CUE_EVERY));
  let line: number | null = null;
  for (let n = 0; n < cues; n++) {
    if (n >= 2) line = nextLine(source.id, n, line);
    const start = FIRST_CUE_AT + n * CUE_EVERY;
    const end = Math.min(start + CUE_SHOWN, source.durationSeconds);
    out.push(String(n + 1), `${vttTime(start)} --> ${vttTime(end)}`, vttText(cueText(source, lang, n, line ?? 0)), '');
  }
  return out.join('\n');
}
