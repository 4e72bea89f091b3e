/**
 * The site's changelog (/nhat-ky-thay-doi) read from the project's own CHANGELOG.md (English) and its
 * translations CHANGELOG.vi.md and CHANGELOG.zh.md: one entry per `## yyyy-mm-dd` heading, one item
 * per `- ` bullet (its wrapped lines joined, an indented `- ` bullet kept on its own line as a nested
 * list), in Markdown, which the page draws. A visitor reads each day in their language where it is
 * translated whole (as many items as the English day), in English otherwise. Each file is read again
 * when it changes; a missing file is an empty changelog.
 */
import { readFile, stat } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope.ts';
import type { Language } from '../../i18n.ts';
import { changelog } from '../../../../contracts/endpoints/info.ts';
import type { Changelog } from '../../../../contracts/schemas/content/changelog.ts';
import { serve } from '../endpoint-route.ts';

export const CHANGELOG_FILE = new URL('../../../../CHANGELOG.md', import.meta.url);
export const changelogFile = (language: Language): URL =>
  language === 'en' ? CHANGELOG_FILE : new URL(`../../../../CHANGELOG.${language}.md`, import.meta.url);

/** A changelog file as read, before its days get a language. */
type ParsedChangelog = { intro: string; entries: { date: string; items: string[] }[] };

const DATE_HEADING = /^##\s+(\d{4}-\d{2}-\d{2})\s*$/;

// Chinese runs on without spaces: a line wrapped between two Chinese characters, or at Chinese
// punctuation, joins without one; beside Latin words and code it keeps its space.
const HAN = /[\u3400-\u9fff]/;
const FULL_WIDTH_PUNCTUATION = /[\u3000-\u303f\uff00-\uffef]/;

/** An indented bullet under an item: a nested list. */
const NESTED_BULLET = /^\s+[-*]\s+/;

function joinWrapped(lines: string[]): string {
  return lines.reduce((text, line) => {
    if (line.startsWith('\n')) return text + line;
    const [end, start] = [text.at(-1) ?? '', line[0] ?? ''];
    const runsOn = (HAN.test(end) && HAN.test(start)) || FULL_WIDTH_PUNCTUATION.test(end) || FULL_WIDTH_PUNCTUATION.test(start);
    return runsOn ? text + line : `${text} ${line}`;
  });
}

export function parseChangelog(markdown: string): ParsedChangelog {
  const entries: ParsedChangelog['entries'] = [];
  const intro: string[] = [];
  let current: ParsedChangelog['entries'][number] | null = null;
  let item: string[] | null = null;
  const closeItem = () => {
    if (current && item) current.items.push(joinWrapped(item).trim());
    item = null;
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = DATE_HEADING.exec(line);
    if (heading) {
      closeItem();
      current = { date: heading[1]!, items: [] };
      entries.push(current);
    } else if (/^#/.test(line)) {
      closeItem();
      // Another heading (the title, or one that is not a date) ends the entry.
      if (!line.startsWith('# ')) current = null;
    } else if (current && /^[-*]\s+/.test(line)) {
      closeItem();
      item = [line.replace(/^[-*]\s+/, '')];
    } else if (current && item && NESTED_BULLET.test(raw)) {
      item.push(`\n- ${line.trim().replace(/^[-*]\s+/, '')}`);
    } else if (current && item && /^\s+\S/.test(raw)) {
      item.push(line.trim());
    } else if (line.trim() === '') {
      closeItem();
    } else if (!current && entries.length === 0) {
      intro.push(line.trim());
    }
  }
  closeItem();
  return {
    intro: intro.join(' '),
    entries: entries.filter((e) => e.items.length > 0).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)),
  };
}

/**
 * The changelog in `language`: the translation's days where they are whole, English elsewhere (a day
 * added in English and not yet translated, or translated in part); the translation's intro if it has one.
 */
export function changelogIn(language: Language, english: ParsedChangelog, translation: ParsedChangelog | null): Changelog {
  const translated = new Map((language === 'en' ? [] : (translation?.entries ?? [])).map((entry) => [entry.date, entry]));
  return {
    intro: (language !== 'en' && translation?.intro) || english.intro,
    entries: english.entries.map((entry) => {
      const own = translated.get(entry.date);
      return own && own.items.length === entry.items.length ? { ...own, language } : { ...entry, language: 'en' as const };
    }),
  };
}

export const changelogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cached = new Map<Language, { mtimeMs: number; parsed: ParsedChangelog }>();
  const readFileOf = async (language: Language): Promise<ParsedChangelog | null> => {
    const file = changelogFile(language);
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    const hit = cached.get(language);
    if (hit?.mtimeMs === info.mtimeMs) return hit.parsed;
    const parsed = parseChangelog(await readFile(file, 'utf8'));
    cached.set(language, { mtimeMs: info.mtimeMs, parsed });
    return parsed;
  };
  const read = async (language: Language): Promise<Changelog> => {
    const english = await readFileOf('en');
    if (!english) return { intro: '', entries: [] };
    return changelogIn(language, english, language === 'en' ? null : await readFileOf(language));
  };

  serve(app, changelog, async (request) => ok(request, await read(request.language)));
};
