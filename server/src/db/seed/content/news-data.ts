/** Fixed data of the news seed: categories with their types, topic tags, authors, in vi / en / zh (the story templates are news-stories-data.ts). */
import type { LocalizedText } from '../../../i18n.ts';
import { leagues } from './entities-data.ts';

const t = (vi: string, en: string, zh: string): LocalizedText => ({ vi, en, zh });

export interface CategorySeed {
  id: number;
  slug: string;
  name: LocalizedText;
  types: { id: number; slug: string; name: LocalizedText }[];
}

const newsTypes = {
  latest: { slug: 'tin-moi', name: t('Tin mới', 'Latest', '最新消息') },
  transfer: { slug: 'chuyen-nhuong', name: t('Chuyển nhượng', 'Transfers', '轉會') },
  preview: { slug: 'nhan-dinh', name: t('Nhận định', 'Previews', '賽前分析') },
  feature: { slug: 'phong-su', name: t('Phóng sự', 'Features', '專題報導') },
};

/** Type ids are categoryId * 100 + position. */
function withTypes(id: number, slug: string, name: LocalizedText, types: { slug: string; name: LocalizedText }[]): CategorySeed {
  return { id, slug, name, types: types.map((type, index) => ({ id: id * 100 + index + 1, ...type })) };
}

export const newsCategories: CategorySeed[] = [
  withTypes(1, 'bong-da', t('Bóng đá Việt Nam', 'Vietnamese football', '越南足球'), [newsTypes.latest, newsTypes.transfer, newsTypes.preview, newsTypes.feature]),
  withTypes(2, 'bong-da-quoc-te', t('Bóng đá quốc tế', 'International football', '國際足球'), [newsTypes.latest, newsTypes.transfer, newsTypes.preview, newsTypes.feature]),
  withTypes(3, 'bong-ro', t('Bóng rổ', 'Basketball', '籃球'), [newsTypes.latest, newsTypes.preview]),
  withTypes(4, 'esport', t('Esport', 'Esports', '電競'), [newsTypes.latest, newsTypes.feature]),
  withTypes(5, 'the-thao-khac', t('Thể thao khác', 'Other sports', '其他運動'), [newsTypes.latest, newsTypes.feature]),
];

/** Topic tags; tags of teams, players and athletes are added from their names. */
export const topicTags: Record<string, LocalizedText> = {
  'v-league': leagues.vleague,
  'doi-tuyen-viet-nam': t('Đội tuyển Việt Nam', 'Vietnam national team', '越南國家隊'),
  'ngoai-hang-anh': leagues.epl,
  'champions-league': leagues.ucl,
  'chuyen-nhuong': t('Chuyển nhượng', 'Transfers', '轉會'),
  nba: leagues.nba,
  vba: leagues.vba,
  lmht: t('Liên Minh Huyền Thoại', 'League of Legends', '英雄聯盟'),
  vcs: leagues.vcs,
  'sea-games': leagues.seaGames,
  olympic: t('Olympic', 'Olympics', '奧運'),
  'quan-vot': t('Quần vợt', 'Tennis', '網球'),
  'cau-long': t('Cầu lông', 'Badminton', '羽毛球'),
  'dien-kinh': t('Điền kinh', 'Athletics', '田徑'),
  'boi-loi': t('Bơi lội', 'Swimming', '游泳'),
  'cu-ta': t('Cử tạ', 'Weightlifting', '舉重'),
};

export const AUTHORS = ['Minh Khôi', 'Thu Trang', 'Hoàng Long', 'Bảo Ngọc', 'Đức Anh', 'Phương Linh', 'Quốc Việt', 'Hải Yến'];
export const nationalTeam = t('đội tuyển Việt Nam', 'Vietnam', '越南隊');
