/**
 * WebVTT subtitles of a film or an episode, written from its data: scenes of dialogue for its
 * genres (dialogue.ts), spoken by characters named after its country, in an order set by its id;
 * cue n says the same thing in vi, en and zh. A scene's lines follow one another; a pause lies
 * between scenes; the scenes take turns over the whole running time.
 */
import type { Language } from '../../i18n.ts';
import type { FilmSubtitle } from '../../../../contracts/schemas/media/films.ts';
import { NAMES_BY_COUNTRY, SCENES_BY_GENRE, type Line, type Scene } from './dialogue.ts';

/** Each line shows this long (seconds), a short gap after it; scenes are a longer pause apart. */
export const CUE_SHOWN = 3.5;
export const LINE_GAP = 0.5;
export const SCENE_GAP = 6;
/** The first cue starts here (a line at 0.000 would flash before the picture). */
export const FIRST_CUE_AT = 1;
/** A genre or country the dialogue has nothing for speaks as these. */
const FALLBACK_GENRE = 'tam-ly';
const FALLBACK_COUNTRY = 'viet-nam';

export interface SubtitleSource {
  /** Film or episode id: the same id always gives the same scenes in the same order. */
  id: number;
  /** The film's genre and country slugs (an episode's are its show's). */
  genres: readonly string[];
  countries: readonly string[];
  durationSeconds: number;
}

/** The language named in itself, for the track menu. */
export const SUBTITLE_LABELS: Record<Language, string> = { vi: 'Tiếng Việt', en: 'English', zh: '中文' };

const LANGS: readonly Language[] = ['vi', 'en', 'zh'];

/** The subtitle tracks of a film (its own stream) or an episode, in the order vi, en, zh. */
export function subtitleTracks(kind: 'film' | 'episode', id: number): FilmSubtitle[] {
  return LANGS.map((lang) => ({ lang, label: SUBTITLE_LABELS[lang], path: `/media/subtitles/${kind}/${id}.${lang}.vtt` }));
}

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

/** The scenes a film can play: those of its genres, in the order of the genres. */
export function scenesOf(genres: readonly string[]): readonly Scene[] {
  const known = genres.filter((genre) => SCENES_BY_GENRE[genre]);
  return (known.length > 0 ? known : [FALLBACK_GENRE]).flatMap((genre) => SCENES_BY_GENRE[genre]!);
}

/** The order the scenes of an id play in: a shuffle (Fisher–Yates on mix) the same for every language. */
export function sceneOrder(id: number, count: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = mix(id, i) % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** The characters' two names: a pair of the film's first known country, chosen by id. */
export function namesOf(id: number, countries: readonly string[]): readonly [Line, Line] {
  const pairs = NAMES_BY_COUNTRY[countries.find((country) => NAMES_BY_COUNTRY[country]) ?? FALLBACK_COUNTRY]!;
  return pairs[mix(id, 0) % pairs.length]!;
}

/** One line in one language with the names filled in. */
export function lineText(line: Line, names: readonly [Line, Line], lang: Language): string {
  return line[lang].replaceAll('{a}', names[0][lang]).replaceAll('{b}', names[1][lang]);
}

/** The whole WebVTT file: scene after scene in the id's order, again from the first once all have played, until the end. */
export function buildVtt(source: SubtitleSource, lang: Language): string {
  const out = ['WEBVTT', `Language: ${lang}`, ''];
  const scenes = scenesOf(source.genres);
  const order = sceneOrder(source.id, scenes.length);
  const names = namesOf(source.id, source.countries);
  let start = FIRST_CUE_AT;
  let cue = 0;
  for (let n = 0; ; n++) {
    const scene = scenes[order[n % order.length]!]!;
    for (const line of scene) {
      const end = start + CUE_SHOWN;
      if (end > source.durationSeconds) return out.join('\n');
      cue++;
      out.push(String(cue), `${vttTime(start)} --> ${vttTime(end)}`, vttText(lineText(line, names, lang)), '');
      start = end + LINE_GAP;
    }
    start += SCENE_GAP - LINE_GAP;
  }
}
