/** The catalogues of locales/, read once: one flat `{ id: message }` per language (see catalogues.ts). */
import type { Locale } from '../contracts/constants.ts';
import type { MessageId } from '../src/generated/messages/ids.ts';
import { readCatalogues } from './catalogues.ts';

export const catalogues = readCatalogues() as Record<Locale, Readonly<Record<MessageId, string>>>;
export const { vi, en, zh } = catalogues;
