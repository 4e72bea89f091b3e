/** Teams, players and athletes the content seed writes about, named in vi, en and zh (Traditional). */
import type { LocalizedText } from '../../../i18n.ts';

export interface Named {
  name: LocalizedText;
}
export interface Team extends Named {
  /** The team's best-known player (international clubs). */
  star?: LocalizedText;
}
export interface Athlete extends Named {
  sport: LocalizedText;
  tag: string;
}

const n = (vi: string, en: string, zh: string): LocalizedText => ({ vi, en, zh });

export const vleagueTeams: Team[] = [
  { name: n('Hà Nội FC', 'Hanoi FC', '河內FC') },
  { name: n('Công An Hà Nội', 'Cong An Ha Noi', '河內公安') },
  { name: n('Thép Xanh Nam Định', 'Thep Xanh Nam Dinh', '南定鋼藍') },
  { name: n('Hoàng Anh Gia Lai', 'Hoang Anh Gia Lai', '黃英嘉萊') },
  { name: n('Becamex Bình Dương', 'Becamex Binh Duong', '平陽Becamex') },
  { name: n('Thể Công Viettel', 'The Cong Viettel', '體工Viettel') },
  { name: n('SHB Đà Nẵng', 'SHB Da Nang', '峴港SHB') },
  { name: n('Đông Á Thanh Hóa', 'Dong A Thanh Hoa', '清化東亞') },
  { name: n('Hải Phòng', 'Hai Phong FC', '海防') },
  { name: n('Sông Lam Nghệ An', 'Song Lam Nghe An', '宋藍義安') },
];

export const vietnamPlayers: LocalizedText[] = [
  n('Nguyễn Quang Hải', 'Nguyen Quang Hai', '阮光海'),
  n('Nguyễn Tiến Linh', 'Nguyen Tien Linh', '阮進靈'),
  n('Đỗ Hùng Dũng', 'Do Hung Dung', '杜雄勇'),
  n('Nguyễn Hoàng Đức', 'Nguyen Hoang Duc', '阮黃德'),
  n('Phạm Tuấn Hải', 'Pham Tuan Hai', '范俊海'),
  n('Nguyễn Xuân Son', 'Nguyen Xuan Son', '阮春山'),
  n('Nguyễn Filip', 'Filip Nguyen', '阮菲利普'),
  n('Khuất Văn Khang', 'Khuat Van Khang', '屈文康'),
];

export const premierLeagueTeams: Team[] = [
  { name: n('Man City', 'Manchester City', '曼城'), star: n('Erling Haaland', 'Erling Haaland', '哈蘭德') },
  { name: n('Arsenal', 'Arsenal', '阿森納'), star: n('Bukayo Saka', 'Bukayo Saka', '薩卡') },
  { name: n('Liverpool', 'Liverpool', '利物浦'), star: n('Mohamed Salah', 'Mohamed Salah', '沙拉') },
  { name: n('Chelsea', 'Chelsea', '切爾西'), star: n('Cole Palmer', 'Cole Palmer', '帕爾默') },
  { name: n('Man United', 'Manchester United', '曼聯'), star: n('Bruno Fernandes', 'Bruno Fernandes', '布魯諾·費南德斯') },
  { name: n('Tottenham', 'Tottenham Hotspur', '熱刺'), star: n('James Maddison', 'James Maddison', '麥迪遜') },
  { name: n('Newcastle', 'Newcastle United', '紐卡索'), star: n('Bruno Guimarães', 'Bruno Guimaraes', '吉馬良斯') },
  { name: n('Aston Villa', 'Aston Villa', '阿斯頓維拉'), star: n('Ollie Watkins', 'Ollie Watkins', '沃特金斯') },
];

export const europeanTeams: Team[] = [
  { name: n('Real Madrid', 'Real Madrid', '皇家馬德里'), star: n('Kylian Mbappé', 'Kylian Mbappe', '姆巴佩') },
  { name: n('Barcelona', 'Barcelona', '巴塞隆納'), star: n('Lamine Yamal', 'Lamine Yamal', '亞馬爾') },
  { name: n('Bayern Munich', 'Bayern Munich', '拜仁慕尼黑'), star: n('Harry Kane', 'Harry Kane', '哈利·凱恩') },
  { name: n('Inter Milan', 'Inter Milan', '國際米蘭'), star: n('Lautaro Martínez', 'Lautaro Martinez', '勞塔羅') },
  { name: n('PSG', 'Paris Saint-Germain', '巴黎聖日耳門'), star: n('Ousmane Dembélé', 'Ousmane Dembele', '登貝萊') },
];

export const transferTargets: LocalizedText[] = [
  n('Florian Wirtz', 'Florian Wirtz', '維爾茨'),
  n('Jamal Musiala', 'Jamal Musiala', '穆西亞拉'),
  n('Victor Osimhen', 'Victor Osimhen', '奧斯門'),
  n('Nico Williams', 'Nico Williams', '尼可·威廉斯'),
  n('Joshua Kimmich', 'Joshua Kimmich', '基米希'),
  n('Rafael Leão', 'Rafael Leao', '拉斐爾·萊奧'),
];

export const vbaTeams: Team[] = [
  { name: n('Saigon Heat', 'Saigon Heat', '西貢熱火') },
  { name: n('Hanoi Buffaloes', 'Hanoi Buffaloes', '河內水牛') },
  { name: n('Danang Dragons', 'Danang Dragons', '峴港飛龍') },
  { name: n('Cantho Catfish', 'Cantho Catfish', '芹苴鯰魚') },
  { name: n('Nha Trang Dolphins', 'Nha Trang Dolphins', '芽莊海豚') },
  { name: n('Hochiminh City Wings', 'Hochiminh City Wings', '胡志明市之翼') },
];

export const nbaTeams: Team[] = [
  { name: n('Los Angeles Lakers', 'Los Angeles Lakers', '洛杉磯湖人') },
  { name: n('Boston Celtics', 'Boston Celtics', '波士頓塞爾提克') },
  { name: n('Golden State Warriors', 'Golden State Warriors', '金州勇士') },
  { name: n('Denver Nuggets', 'Denver Nuggets', '丹佛金塊') },
  { name: n('Oklahoma City Thunder', 'Oklahoma City Thunder', '奧克拉荷馬雷霆') },
  { name: n('Milwaukee Bucks', 'Milwaukee Bucks', '密爾瓦基公鹿') },
];

export const vcsTeams: Team[] = [
  { name: n('GAM Esports', 'GAM Esports', 'GAM Esports') },
  { name: n('Team Flash', 'Team Flash', 'Team Flash') },
  { name: n('Team Secret Whales', 'Team Secret Whales', 'Team Secret Whales') },
  { name: n('Vikings Esports', 'Vikings Esports', 'Vikings Esports') },
  { name: n('Saigon Buffalo', 'Saigon Buffalo', 'Saigon Buffalo') },
];

export const valorantTeams: Team[] = [
  { name: n('Paper Rex', 'Paper Rex', 'Paper Rex') },
  { name: n('DRX', 'DRX', 'DRX') },
  { name: n('Gen.G', 'Gen.G', 'Gen.G') },
  { name: n('T1', 'T1', 'T1') },
];

export const esportEvents: LocalizedText[] = [
  n('MSI', 'MSI', 'MSI季中邀請賽'),
  n('CKTG', 'Worlds', '世界賽'),
];

export const athletes: Athlete[] = [
  { name: n('Lý Hoàng Nam', 'Ly Hoang Nam', '李黃南'), sport: n('quần vợt', 'tennis', '網球'), tag: 'quan-vot' },
  { name: n('Nguyễn Thùy Linh', 'Nguyen Thuy Linh', '阮垂玲'), sport: n('cầu lông', 'badminton', '羽毛球'), tag: 'cau-long' },
  { name: n('Nguyễn Thị Oanh', 'Nguyen Thi Oanh', '阮氏鶯'), sport: n('điền kinh', 'athletics', '田徑'), tag: 'dien-kinh' },
  { name: n('Nguyễn Huy Hoàng', 'Nguyen Huy Hoang', '阮輝煌'), sport: n('bơi lội', 'swimming', '游泳'), tag: 'boi-loi' },
  { name: n('Trịnh Văn Vinh', 'Trinh Van Vinh', '鄭文榮'), sport: n('cử tạ', 'weightlifting', '舉重'), tag: 'cu-ta' },
];

export const tennisPlayers: LocalizedText[] = [
  n('Jannik Sinner', 'Jannik Sinner', '辛納'),
  n('Carlos Alcaraz', 'Carlos Alcaraz', '阿爾卡拉斯'),
  n('Novak Djokovic', 'Novak Djokovic', '喬科維奇'),
  n('Alexander Zverev', 'Alexander Zverev', '茲維列夫'),
];

export const leagues = {
  vleague: n('V.League 1', 'V.League 1', '越南職業聯賽'),
  epl: n('Ngoại hạng Anh', 'Premier League', '英超'),
  ucl: n('Champions League', 'Champions League', '歐洲冠軍聯賽'),
  laliga: n('La Liga', 'La Liga', '西甲'),
  nba: n('NBA', 'NBA', 'NBA'),
  vba: n('VBA', 'VBA', '越南籃球聯賽'),
  vcs: n('VCS', 'VCS', 'VCS越南職業聯賽'),
  vct: n('VCT Pacific', 'VCT Pacific', 'VCT太平洋聯賽'),
  atp: n('ATP Tour', 'ATP Tour', 'ATP巡迴賽'),
  seaGames: n('SEA Games 33', 'SEA Games 33', '第33屆東南亞運動會'),
} as const satisfies Record<string, LocalizedText>;
