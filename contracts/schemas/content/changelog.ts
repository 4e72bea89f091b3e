/** GET /other/api/changelog: the site's own CHANGELOG.md, newest first, as data (never as markup). */
import { Type, type Static } from '@sinclair/typebox';

export const ChangelogEntry = Type.Object({
  date: Type.String({ format: 'date', description: 'The day the changes went live (yyyy-mm-dd).' }),
  items: Type.Array(Type.String({ description: 'One change, as plain text; `backticks` mark names of code.' })),
});
export type ChangelogEntry = Static<typeof ChangelogEntry>;

export const Changelog = Type.Object({
  intro: Type.String({ description: 'The paragraph under the file’s title.' }),
  entries: Type.Array(ChangelogEntry),
});
export type Changelog = Static<typeof Changelog>;
