/** Fixed data of the short-video seed: categories with their hashtags, title templates and names, and clip descriptions, in vi / en / zh. */
import type { LocalizedText } from '../../../i18n.ts';
import { premierLeagueTeams, vietnamPlayers, vleagueTeams, vbaTeams, vcsTeams } from './entities-data.ts';

const t = (vi: string, en: string, zh: string): LocalizedText => ({ vi, en, zh });

export interface ShortCategory {
  id: number;
  slug: string;
  name: LocalizedText;
  hashtags: string[];
  titles: LocalizedText[];
  /** Names a title's {name} slot may take. */
  names: LocalizedText[];
}

export const shortCategories: ShortCategory[] = [
  {
    id: 21, slug: 'bong-da', name: t('Bóng đá', 'Football', '足球'), hashtags: ['bongda', 'vleague', 'banthang', 'ngoaihanganh'],
    names: [...vietnamPlayers, ...vleagueTeams.map((x) => x.name), ...premierLeagueTeams.map((x) => x.name)],
    titles: [
      t('Siêu phẩm sút xa của {name} khiến cả sân đứng dậy', "{name}'s long-range stunner brings the crowd to its feet", '{name}遠射世界波，全場起立'),
      t('Top 5 bàn thắng đẹp nhất tuần có {name}', 'Top 5 goals of the week featuring {name}', '本週五大最佳進球：{name}上榜'),
      t('Khoảnh khắc {name} ăn mừng cùng cổ động viên', 'The moment {name} celebrated with the fans', '{name}與球迷一同慶祝的瞬間'),
      t('Pha cứu thua không tưởng trong trận của {name}', 'An unbelievable save in the {name} game', '{name}比賽中的神級撲救'),
    ],
  },
  {
    id: 22, slug: 'bong-ro', name: t('Bóng rổ', 'Basketball', '籃球'), hashtags: ['bongro', 'vba', 'nba', 'upro'],
    names: vbaTeams.map((x) => x.name),
    titles: [
      t('Cú úp rổ bay người đỉnh cao của {name}', 'A flying slam dunk from {name}', '{name}飛身暴扣'),
      t('Ném ba điểm từ giữa sân, {name} thắng nghẹt thở', 'A half-court three seals a thrilling win for {name}', '半場三分絕殺，{name}驚險取勝'),
      t('Hậu trường buổi tập của {name} trước trận đấu lớn', 'Behind the scenes at {name} training before the big game', '{name}大戰前的訓練幕後'),
    ],
  },
  {
    id: 23, slug: 'esport', name: t('Esport', 'Esports', '電競'), hashtags: ['esport', 'lmht', 'vcs', 'pentakill'],
    names: vcsTeams.map((x) => x.name),
    titles: [
      t('Pentakill đầy cảm xúc của xạ thủ {name}', "An emotional pentakill from {name}'s marksman", '{name}射手激情五殺'),
      t('Pha cướp Baron thay đổi cục diện trận {name}', 'The Baron steal that changed the {name} game', '改變{name}戰局的搶奪巴龍'),
      t('Một ngày tập luyện của tuyển thủ {name}', 'A day of practice with the {name} players', '{name}選手的一天訓練'),
    ],
  },
  {
    id: 24, slug: 'ky-thuat', name: t('Kỹ thuật', 'Skills', '技巧教學'), hashtags: ['kythuat', 'huongdan', 'bongda', 'tapluyen'],
    names: vietnamPlayers,
    titles: [
      t('Học cách rê bóng như {name} trong 60 giây', 'Learn to dribble like {name} in 60 seconds', '60秒學會像{name}一樣盤帶'),
      t('Bài tập sút phạt hàng rào theo phong cách {name}', 'Free-kick drills in the style of {name}', '{name}風格的任意球訓練'),
      t('Ba bài tập thể lực mà {name} tập mỗi ngày', 'Three fitness drills {name} does every day', '{name}每天必練的三個體能動作'),
    ],
  },
  {
    id: 25, slug: 'hai-huoc', name: t('Hài hước', 'Funny', '搞笑'), hashtags: ['haihuoc', 'cuoi', 'bongda', 'fan'],
    names: vleagueTeams.map((x) => x.name),
    titles: [
      t('Khi fan {name} xem đội nhà đá luân lưu', 'When {name} fans watch a penalty shoot-out', '當{name}球迷看點球大戰時'),
      t('Những pha trượt chân khó đỡ nhất tuần của {name}', "The week's funniest slips in the {name} game", '本週{name}比賽最搞笑的滑倒瞬間'),
    ],
  },
  {
    id: 26, slug: 'hau-truong', name: t('Hậu trường', 'Behind the scenes', '幕後花絮'), hashtags: ['hautruong', 'blv', 'tructiep', 'studio'],
    names: vleagueTeams.map((x) => x.name),
    titles: [
      t('Hậu trường phòng bình luận trận {name}', 'Inside the commentary booth for the {name} game', '{name}比賽解說室幕後'),
      t('BLV chuẩn bị gì trước một trận {name} trực tiếp', 'How commentators prepare for a live {name} match', '解說員如何準備{name}直播賽事'),
    ],
  },
];

export const descriptions: LocalizedText[] = [
  t('Đừng quên thả tim và theo dõi để xem thêm nhiều clip hay mỗi ngày!', 'Like and follow for more great clips every day!', '記得按讚並追蹤，每天看更多精彩短片！'),
  t('Bạn nghĩ sao về khoảnh khắc này? Bình luận ngay nhé.', 'What do you think of this moment? Tell us in the comments.', '你覺得這一刻如何？快來留言吧。'),
  t('Clip được ghi lại trong buổi phát sóng trực tiếp tối qua.', 'Recorded during last night’s live stream.', '片段錄製於昨晚的直播。'),
  t('Chia sẻ cho bạn bè cùng xem nhé!', 'Share it with your friends!', '分享給朋友一起看吧！'),
];
