/** Seed data of TV: nations, invented channels and the programmes each category airs. */
import type { LocalizedText } from '../../../i18n.ts';
import type { TvCategory } from '../../schema/media.ts';

export const tvNationSeed: { slug: string; name: LocalizedText }[] = [
  { slug: 'viet-nam', name: { vi: 'Việt Nam', en: 'Vietnam', zh: '越南' } },
  { slug: 'han-quoc', name: { vi: 'Hàn Quốc', en: 'South Korea', zh: '韓國' } },
  { slug: 'nhat-ban', name: { vi: 'Nhật Bản', en: 'Japan', zh: '日本' } },
  { slug: 'thai-lan', name: { vi: 'Thái Lan', en: 'Thailand', zh: '泰國' } },
  { slug: 'quoc-te', name: { vi: 'Quốc tế', en: 'International', zh: '國際' } },
];

export interface ChannelSeed {
  nation: string;
  callSign: string;
  category: TvCategory;
  name: LocalizedText;
  description: LocalizedText;
}

const channel = (
  nation: string, callSign: string, category: TvCategory, name: [string, string, string], description: [string, string, string],
): ChannelSeed => ({
  nation, callSign, category,
  name: { vi: name[0], en: name[1], zh: name[2] },
  description: { vi: description[0], en: description[1], zh: description[2] },
});

const NEWS = ['Tin tức thời sự cả ngày.', 'News and current affairs all day.', '全天候新聞時事。'] as [string, string, string];
const SPORTS = ['Thể thao trực tiếp và bình luận.', 'Live sport and analysis.', '體育直播與評論。'] as [string, string, string];
const SHOWS = ['Phim, ca nhạc và giải trí.', 'Films, music and entertainment.', '電影、音樂與娛樂。'] as [string, string, string];

export const tvChannelSeed: ChannelSeed[] = [
  channel('viet-nam', 'SV1', 'news', ['Sóng Việt 1', 'Song Viet 1', '越浪一台'], NEWS),
  channel('viet-nam', 'SVTT', 'sports', ['Sóng Việt Thể Thao', 'Song Viet Sports', '越浪體育'], SPORTS),
  channel('viet-nam', 'SVG', 'entertainment', ['Sen Vàng Giải Trí', 'Golden Lotus Entertainment', '金蓮娛樂'], SHOWS),
  channel('viet-nam', 'TĐ24', 'news', ['Thủ Đô 24h', 'Capital 24h', '首都24小時'], NEWS),
  channel('viet-nam', 'PNP', 'entertainment', ['Phương Nam Phim', 'Southern Movies', '南方電影'], SHOWS),
  channel('viet-nam', 'BĐV', 'sports', ['Bóng Đá Việt', 'Viet Football', '越南足球'], SPORTS),
  channel('han-quoc', 'HRD', 'entertainment', ['Sông Hàn Phim Bộ', 'Han River Drama', '漢江劇場'], SHOWS),
  channel('han-quoc', 'SLS', 'sports', ['Seoul Thể Thao', 'Seoul Sports', '首爾體育'], SPORTS),
  channel('han-quoc', 'SLN', 'news', ['Bản Tin Seoul', 'Seoul News', '首爾新聞'], NEWS),
  channel('nhat-ban', 'SKR', 'entertainment', ['Sakura Phim', 'Sakura Movies', '櫻花電影'], SHOWS),
  channel('nhat-ban', 'TKS', 'sports', ['Tokyo Thể Thao', 'Tokyo Sports', '東京體育'], SPORTS),
  channel('nhat-ban', 'FJN', 'news', ['Tin Tức Phú Sĩ', 'Fuji News', '富士新聞'], NEWS),
  channel('thai-lan', 'BKE', 'entertainment', ['Băng Cốc Giải Trí', 'Bangkok Entertainment', '曼谷娛樂'], SHOWS),
  channel('thai-lan', 'MTV', 'sports', ['Muay Thái TV', 'Muay Thai TV', '泰拳電視'], SPORTS),
  channel('thai-lan', 'CPN', 'news', ['Tin Tức Chao Phraya', 'Chao Phraya News', '湄南河新聞'], NEWS),
  channel('quoc-te', 'TG24', 'news', ['Thế Giới 24', 'World 24', '世界24'], NEWS),
  channel('quoc-te', 'TTTC', 'sports', ['Thể Thao Toàn Cầu', 'Global Sports', '環球體育'], SPORTS),
  channel('quoc-te', 'HTX', 'entertainment', ['Hành Tinh Xanh', 'Blue Planet', '藍色星球'], SHOWS),
  channel('quoc-te', 'ĐAQT', 'entertainment', ['Điện Ảnh Quốc Tế', 'World Cinema', '國際影院'], SHOWS),
];

export const tvProgrammeSeed: { category: TvCategory; minutes: number; title: LocalizedText }[] = [
  { category: 'sports', minutes: 30, title: { vi: 'Bản tin thể thao', en: 'Sports bulletin', zh: '體育快報' } },
  { category: 'sports', minutes: 120, title: { vi: 'Trực tiếp bóng đá', en: 'Live football', zh: '足球直播' } },
  { category: 'sports', minutes: 60, title: { vi: 'Bình luận sau trận', en: 'Post-match analysis', zh: '賽後評論' } },
  { category: 'sports', minutes: 90, title: { vi: 'Bóng rổ đỉnh cao', en: 'Top basketball', zh: '籃球巔峰' } },
  { category: 'sports', minutes: 45, title: { vi: 'Góc chiến thuật', en: 'Tactics corner', zh: '戰術角落' } },
  { category: 'sports', minutes: 60, title: { vi: 'Thể thao điện tử', en: 'Esports hour', zh: '電競時間' } },
  { category: 'sports', minutes: 90, title: { vi: 'Quần vợt cuối tuần', en: 'Weekend tennis', zh: '週末網球' } },
  { category: 'sports', minutes: 45, title: { vi: 'Huyền thoại sân cỏ', en: 'Football legends', zh: '綠茵傳奇' } },
  { category: 'sports', minutes: 30, title: { vi: 'Khoảnh khắc vàng', en: 'Golden moments', zh: '黃金時刻' } },
  { category: 'sports', minutes: 90, title: { vi: 'Bóng chuyền nữ', en: "Women's volleyball", zh: '女子排球' } },
  { category: 'news', minutes: 60, title: { vi: 'Thời sự sáng', en: 'Morning news', zh: '早間新聞' } },
  { category: 'news', minutes: 30, title: { vi: 'Bản tin trưa', en: 'Midday news', zh: '午間新聞' } },
  { category: 'news', minutes: 45, title: { vi: 'Thời sự tối', en: 'Evening news', zh: '晚間新聞' } },
  { category: 'news', minutes: 30, title: { vi: 'Tin thế giới', en: 'World news', zh: '國際新聞' } },
  { category: 'news', minutes: 30, title: { vi: 'Kinh tế hôm nay', en: 'Business today', zh: '今日財經' } },
  { category: 'news', minutes: 15, title: { vi: 'Dự báo thời tiết', en: 'Weather forecast', zh: '天氣預報' } },
  { category: 'news', minutes: 45, title: { vi: 'Phóng sự điều tra', en: 'Investigative report', zh: '調查報導' } },
  { category: 'news', minutes: 60, title: { vi: 'Đối thoại cuối tuần', en: 'Weekend dialogue', zh: '週末對話' } },
  { category: 'news', minutes: 30, title: { vi: 'Sức khỏe cho mọi nhà', en: 'Health for every home', zh: '全民健康' } },
  { category: 'news', minutes: 30, title: { vi: 'Bản tin đêm', en: 'Late news', zh: '夜間新聞' } },
  { category: 'entertainment', minutes: 90, title: { vi: 'Phim truyện', en: 'Feature film', zh: '劇情長片' } },
  { category: 'entertainment', minutes: 60, title: { vi: 'Ca nhạc tổng hợp', en: 'Music mix', zh: '綜合音樂' } },
  { category: 'entertainment', minutes: 60, title: { vi: 'Đấu trường tri thức', en: 'Quiz arena', zh: '知識競技場' } },
  { category: 'entertainment', minutes: 60, title: { vi: 'Hài kịch cuối tuần', en: 'Weekend comedy', zh: '週末喜劇' } },
  { category: 'entertainment', minutes: 45, title: { vi: 'Phim bộ', en: 'Drama series', zh: '連續劇' } },
  { category: 'entertainment', minutes: 30, title: { vi: 'Ẩm thực ba miền', en: 'Food of three regions', zh: '三域美食' } },
  { category: 'entertainment', minutes: 30, title: { vi: 'Du lịch khắp nơi', en: 'Travel everywhere', zh: '環遊四方' } },
  { category: 'entertainment', minutes: 45, title: { vi: 'Thế giới động vật', en: 'Animal world', zh: '動物世界' } },
  { category: 'entertainment', minutes: 120, title: { vi: 'Điện ảnh đêm khuya', en: 'Late-night cinema', zh: '深夜影院' } },
  { category: 'entertainment', minutes: 30, title: { vi: 'Hoạt hình thiếu nhi', en: "Children's cartoons", zh: '兒童卡通' } },
];
