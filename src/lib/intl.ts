import type { Locale } from '../../contracts/constants';
import type { Messages } from '../../contracts/locale';

/** Precompiled message ASTs (npm run i18n:compile), one chunk per language. */
const catalogues: Record<Locale, () => Promise<{ default: Messages }>> = {
  vi: () => import('../generated/messages/vi.json'),
  en: () => import('../generated/messages/en.json'),
  zh: () => import('../generated/messages/zh.json'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await catalogues[locale]()).default;
}
