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

/** Headings, list lines and quotes the seed adds to article bodies (body markers: news-body.ts on the server). */
export const blockTexts = {
  keyMoments: t('Diễn biến chính', 'Key moments', '比賽要點'),
  matchFacts: t('Thông tin trận đấu', 'Match facts', '比賽資訊'),
  background: t('Bối cảnh', 'Background', '背景'),
  goalLine: t('Phút {minute}: {player} ({team}){note}', "{minute}': {player} ({team}){note}", '第{minute}分鐘：{player}（{team}）{note}'),
  ownGoal: t(' – phản lưới nhà', ' – own goal', '－烏龍球'),
  penalty: t(' – phạt đền', ' – penalty', '－點球'),
  unknownScorer: t('Không rõ cầu thủ', 'Unknown scorer', '進球者不詳'),
  factCompetition: t('Giải đấu: {league}, vòng {round}', 'Competition: {league}, round {round}', '賽事：{league}第{round}輪'),
  factStart: t('Giờ thi đấu: {time} (giờ Việt Nam)', 'Start: {time} (Vietnam time)', '比賽時間：{time}（越南時間）'),
  factVenue: t('Địa điểm: {venue}', 'Venue: {venue}', '場地：{venue}'),
  factResult: t('Kết quả: {home} {hs}-{as} {away}', 'Result: {home} {hs}-{as} {away}', '賽果：{home} {hs}-{as} {away}'),
  quoteAfterWin: t(
    'Chúng tôi đã chơi đúng những gì được chuẩn bị trong tuần. Ba điểm hôm nay là phần thưởng cho sự kiên nhẫn của cả tập thể.',
    'We played exactly the way we prepared during the week. Today’s three points are the reward for the whole squad’s patience.',
    '我們完全按照本週的準備去踢。今天的三分是全隊耐心的回報。',
  ),
  quoteBeforeMatch: t(
    'Đối thủ rất mạnh, nhưng chúng tôi biết cách khai thác điểm yếu của họ. Điều quan trọng là giữ được sự tập trung trong suốt trận đấu.',
    'They are a strong side, but we know how to exploit their weaknesses. What matters is staying focused for the whole game.',
    '對手很強，但我們知道如何利用他們的弱點。關鍵是全場保持專注。',
  ),
  coachCite: t('HLV {manager} ({team})', '{manager}, {team} head coach', '{team}主教練{manager}'),
};
