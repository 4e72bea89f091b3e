/** Titles and reasoning of odds tips in vi / en / zh, from the teams, market and pick. */
import type { LocalizedText } from '../i18n.ts';

export type TipMarket = '1x2' | 'handicap' | 'over_under';
export type TipPick = 'home' | 'draw' | 'away' | 'over' | 'under';

export interface TipTextInput {
  home: LocalizedText;
  away: LocalizedText;
  market: TipMarket;
  pick: TipPick;
  line: number | null;
  odds: number;
  confidence: number;
  variant: number;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The pick in words, e.g. "Hà Nội FC -0.5", "Tài 2.5", "Over 2.5", "大 2.5". */
export function pickLabel(input: Pick<TipTextInput, 'home' | 'away' | 'market' | 'pick' | 'line'>): LocalizedText {
  const { home, away, market, pick, line } = input;
  if (market === '1x2') {
    if (pick === 'draw') return { vi: 'Hòa', en: 'Draw', zh: '和局' };
    const team = pick === 'home' ? home : away;
    return { vi: `${team.vi} thắng`, en: `${team.en} to win`, zh: `${team.zh}勝` };
  }
  if (market === 'handicap') {
    const value = pick === 'home' ? (line ?? 0) : -(line ?? 0);
    const team = pick === 'home' ? home : away;
    return { vi: `Chấp: ${team.vi} ${signed(value)}`, en: `Handicap: ${team.en} ${signed(value)}`, zh: `讓球：${team.zh} ${signed(value)}` };
  }
  return pick === 'over'
    ? { vi: `Tài ${line}`, en: `Over ${line}`, zh: `大 ${line}` }
    : { vi: `Xỉu ${line}`, en: `Under ${line}`, zh: `小 ${line}` };
}

export function tipTexts(input: TipTextInput): { title: LocalizedText; reasoning: LocalizedText } {
  const { home, away, odds, confidence, variant } = input;
  const label = pickLabel(input);
  const title: LocalizedText = {
    vi: `Nhận định ${home.vi} vs ${away.vi}: ${label.vi}`,
    en: `${home.en} vs ${away.en} prediction: ${label.en}`,
    zh: `${home.zh} 對 ${away.zh} 賽事分析：${label.zh}`,
  };
  const openings: LocalizedText[] = [
    {
      vi: `${home.vi} đang thi đấu ổn định trên sân nhà, trong khi ${away.vi} gặp khó khăn mỗi khi phải làm khách.`,
      en: `${home.en} have been steady at home, while ${away.en} have struggled on the road.`,
      zh: `${home.zh}近期主場表現穩定，而${away.zh}作客時屢屢受挫。`,
    },
    {
      vi: `Hai đội có lối chơi trái ngược: ${home.vi} kiểm soát bóng, còn ${away.vi} chờ cơ hội phản công.`,
      en: `Two contrasting styles: ${home.en} like the ball, ${away.en} wait to counter.`,
      zh: `兩隊風格迥異：${home.zh}重控球，${away.zh}則伺機反擊。`,
    },
    {
      vi: `Lịch sử đối đầu và phong độ gần đây cho thấy trận đấu giữa ${home.vi} và ${away.vi} khó có bất ngờ lớn.`,
      en: `Head-to-head history and recent form suggest few surprises between ${home.en} and ${away.en}.`,
      zh: `從對賽往績與近況來看，${home.zh}與${away.zh}之戰難有大冷門。`,
    },
  ];
  const opening = openings[variant % openings.length]!;
  return {
    title,
    reasoning: {
      vi: `${opening.vi} Lựa chọn: ${label.vi} với tỷ lệ ${odds}. Độ tin cậy ${confidence}%.`,
      en: `${opening.en} Pick: ${label.en} at ${odds}. Confidence ${confidence}%.`,
      zh: `${opening.zh} 推介：${label.zh}，賠率 ${odds}。信心指數 ${confidence}%。`,
    },
  };
}
