/** Country and region names of the sports data (league countries, nationalities) by code, in vi / en / zh (Traditional Chinese). */
import type { LocalizedText } from '../i18n.ts';

const L = (vi: string, en: string, zh: string): LocalizedText => ({ vi, en, zh });

export const COUNTRIES: Record<string, LocalizedText> = {
  VN: L('Việt Nam', 'Vietnam', '越南'),
  EN: L('Anh', 'England', '英格蘭'),
  ES: L('Tây Ban Nha', 'Spain', '西班牙'),
  IT: L('Ý', 'Italy', '意大利'),
  DE: L('Đức', 'Germany', '德國'),
  BR: L('Brazil', 'Brazil', '巴西'),
  US: L('Mỹ', 'United States', '美國'),
  EU: L('Châu Âu', 'Europe', '歐洲'),
  SEA: L('Đông Nam Á', 'Southeast Asia', '東南亞'),
};
