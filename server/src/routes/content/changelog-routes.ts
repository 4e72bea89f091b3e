/**
 * The site's changelog (/nhat-ky-thay-doi) read from the project's own CHANGELOG.md: one entry per
 * `## yyyy-mm-dd` heading, one item per `- ` bullet (its wrapped lines joined). Read again when the
 * file changes; a missing file is an empty changelog.
 */
import { readFile, stat } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import { Changelog } from '../../../../contracts/schemas/content/changelog.ts';

export const CHANGELOG_FILE = new URL('../../../../CHANGELOG.md', import.meta.url);

const DATE_HEADING = /^##\s+(\d{4}-\d{2}-\d{2})\s*$/;

export function parseChangelog(markdown: string): Changelog {
  const entries: Changelog['entries'] = [];
  const intro: string[] = [];
  let current: Changelog['entries'][number] | null = null;
  let item: string[] | null = null;
  const closeItem = () => {
    if (current && item) current.items.push(item.join(' ').trim());
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

export const changelogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let cached: { mtimeMs: number; changelog: Changelog } | null = null;
  const read = async (): Promise<Changelog> => {
    const info = await stat(CHANGELOG_FILE).catch(() => null);
    if (!info) return { intro: '', entries: [] };
    if (cached?.mtimeMs !== info.mtimeMs) cached = { mtimeMs: info.mtimeMs, changelog: parseChangelog(await readFile(CHANGELOG_FILE, 'utf8')) };
    return cached.changelog;
  };

  app.get('/other/api/changelog', {
    schema: {
      tags: ['content'],
      summary: "The site's changelog (CHANGELOG.md), newest first",
      headers: ApiHeaders,
      response: { 200: Envelope(Changelog), ...errorResponses },
    },
    handler: async (request) => ok(request, await read()),
  });
};
