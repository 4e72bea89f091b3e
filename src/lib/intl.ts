/**
 * The messages of a language, in pieces: the entry's (the shell's and what the entry shows) and one
 * piece per lazy chunk (a page, a dialog, a panel) with the messages that chunk uses and the entry
 * does not. The build (scripts/vite-message-chunks.ts) writes each piece as a JSON file per language
 * and makes each lazy chunk wait for its piece before it runs (`loadMessageUnit`). In development
 * the whole catalogue loads at once and lazy chunks wait for nothing.
 */
import type { Locale } from '../../contracts/constants';
import type { Messages } from '../../contracts/locale';
import { ENTRY_MESSAGES_GLOBAL, MESSAGE_UNIT_LOADER } from './intl-globals';

/** A piece of the catalogue: its file in each language. */
export type MessageUnit = Readonly<Record<Locale, string>>;

const globals = globalThis as Record<string, unknown>;

/** Whole precompiled catalogues (npm run i18n:compile), for development and tests. */
const wholeCatalogues: Record<Locale, () => Promise<{ default: Messages }>> = {
  vi: () => import('../generated/messages/vi.json'),
  en: () => import('../generated/messages/en.json'),
  zh: () => import('../generated/messages/zh.json'),
};

export async function fetchMessages(url: string): Promise<Messages> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`messages ${url} answered ${response.status}`);
  return (await response.json()) as Messages;
}

/** The messages of `locale` for the entry and every piece loaded so far. */
export async function loadMessages(locale: Locale, units: readonly MessageUnit[]): Promise<Messages> {
  if (import.meta.env.DEV) return (await wholeCatalogues[locale]()).default;
  // The build sets it at the top of the entry chunk.
  const entry = globals[ENTRY_MESSAGES_GLOBAL] as MessageUnit | undefined;
  if (!entry) throw new Error('the build did not name the entry\'s messages');
  const pieces = await Promise.all([entry, ...units].map((unit) => fetchMessages(unit[locale])));
  return Object.assign({}, ...pieces) as Messages;
}

/** Where a lazy chunk's piece goes once loaded: the languages to load it in (shown, and loading), and the locale machine. */
export interface MessageUnitTarget {
  locales(): Locale[];
  add(unit: MessageUnit, messages: Partial<Record<Locale, Messages>>): void;
}

let target: MessageUnitTarget | null = null;
const waiting: Array<() => void> = [];

/** The app connects the locale machine once it exists; pieces asked for before that wait. */
export function connectMessageUnits(next: MessageUnitTarget): void {
  target = next;
  waiting.splice(0).forEach((resume) => resume());
}

/** Called by each lazy chunk before it runs (the build puts the call in): its piece in the languages of the moment. */
export async function loadMessageUnit(unit: MessageUnit): Promise<void> {
  if (!target) await new Promise<void>((resume) => waiting.push(resume));
  const to = target!;
  const locales = to.locales();
  const pieces = await Promise.all(locales.map((locale) => fetchMessages(unit[locale])));
  to.add(unit, Object.fromEntries(locales.map((locale, i) => [locale, pieces[i]])));
}

globals[MESSAGE_UNIT_LOADER] = loadMessageUnit;
