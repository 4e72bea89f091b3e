/**
 * GET /other/api/changelog: the site's own changelog, newest first, as data (Markdown, never HTML), in the
 * visitor's language: CHANGELOG.md (English) and its translations CHANGELOG.vi.md and CHANGELOG.zh.md.
 */
import { Type, type Static } from '@sinclair/typebox';

export const ChangelogEntry = Type.Object({
  date: Type.String({ format: 'date', description: 'The day the changes went live (yyyy-mm-dd).' }),
  language: Type.Union([Type.Literal('vi'), Type.Literal('en'), Type.Literal('zh')], {
    description: 'The language the items are written in: the visitor’s, or English where the day is not translated yet.',
  }),
  items: Type.Array(Type.String({ description: 'One change, in Markdown (`**stars**` stress words, links, a nested `- ` list on lines of its own); raw HTML in it is text.' })),
});
export type ChangelogEntry = Static<typeof ChangelogEntry>;

export const Changelog = Type.Object({
  intro: Type.String({ description: 'The paragraph under the file’s title.' }),
  entries: Type.Array(ChangelogEntry),
});
export type Changelog = Static<typeof Changelog>;
