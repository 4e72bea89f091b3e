/**
 * The three catalogues of locales/ (one flat `{ id: message }` per language), typed by the ids the
 * compiler found (`MessageId`), for the server's page heads and the tests. The SPA loads the
 * compiled ones (src/generated/messages/).
 */
import type { MessageId } from '../src/generated/messages/ids.ts';
import viCatalogue from './vi.json' with { type: 'json' };
import enCatalogue from './en.json' with { type: 'json' };
import zhCatalogue from './zh.json' with { type: 'json' };

type Catalogue = Readonly<Record<MessageId, string>>;

export const vi: Catalogue = viCatalogue;
export const en: Catalogue = enCatalogue;
export const zh: Catalogue = zhCatalogue;
