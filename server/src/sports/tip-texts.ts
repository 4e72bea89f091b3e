/**
 * Titles and reasoning of odds tips in vi / en / zh. The title names the teams and the pick; the
 * seeded experts' reasoning is written from the match's own numbers: each side's recent results
 * (form, what it scored and let in, in the sport's unit: goals, points or maps), the price and what
 * it implies, the line against what the two sides produce, in words that fit the sport (no "home
 * ground" in esport), varied sentence by sentence.
 */
import { slugify } from '../../../contracts/slug.ts';
import type { LocalizedText } from '../i18n.ts';

export type TipMarket = '1x2' | 'handicap' | 'over_under';
export type TipPick = 'home' | 'draw' | 'away' | 'over' | 'under';
export type TipSport = 'football' | 'basketball' | 'esport';

export interface TipTextInput {
  home: LocalizedText;
  away: LocalizedText;
  market: TipMarket;
  pick: TipPick;
  line: number | null;
  odds: number;
  confidence: number;
}

/** A side's last results before the tip, newest first ('W' win, 'D' draw, 'L' loss) and its totals over them. */
export interface TeamForm {
  results: ReadonlyArray<'W' | 'D' | 'L'>;
  scored: number;
  conceded: number;
}

export interface TipFacts extends TipTextInput {
  sport: TipSport;
  homeForm: TeamForm;
  awayForm: TeamForm;
  /** Picks the sentences (any integer; the same one gives the same text). */
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

export function tipTitle(input: TipTextInput): LocalizedText {
  const { home, away } = input;
  const label = pickLabel(input);
  return {
    vi: `Nhận định ${home.vi} vs ${away.vi}: ${label.vi}`,
    en: `${home.en} vs ${away.en} prediction: ${label.en}`,
    zh: `${home.zh} 對 ${away.zh} 賽事分析：${label.zh}`,
  };
}

/** A tip's address: its Vietnamese title as a slug, then its id (`nhan-dinh-ha-noi-fc-vs-…-12`). */
export function tipSlug(title: LocalizedText, id: number): string {
  return `${slugify(title.vi, 'nhan-dinh')}-${id}`;
}

/** One decimal in the language's way: "2,4" in Vietnamese, "2.4" in English and Chinese. */
const decimal = (n: number, lang: 'vi' | 'en' | 'zh') => {
  const text = (Math.round(n * 10) / 10).toFixed(1).replace(/\.0$/, '');
  return lang === 'vi' ? text.replace('.', ',') : text;
};

/** The English unit for `text` (a count or a decimal): "1 goal", "1.4 goals". */
const enUnit = (sport: TipSport, text: string) => (text === '1' ? { football: 'goal', basketball: 'point', esport: 'map' }[sport] : UNIT[sport].en);

const UNIT: Record<TipSport, LocalizedText> = {
  football: { vi: 'bàn', en: 'goals', zh: '球' },
  basketball: { vi: 'điểm', en: 'points', zh: '分' },
  esport: { vi: 'ván', en: 'maps', zh: '局' },
};

const FORM_LETTER: Record<'vi' | 'en' | 'zh', Record<'W' | 'D' | 'L', string>> = {
  vi: { W: 'T', D: 'H', L: 'B' },
  en: { W: 'W', D: 'D', L: 'L' },
  zh: { W: '勝', D: '和', L: '負' },
};

interface Side {
  name: LocalizedText;
  form: TeamForm;
  atHome: boolean;
}

/** What one side's recent results say, in one of three ways. */
function formSentence(side: Side, sport: TipSport, way: number): LocalizedText {
  const { name, form } = side;
  const n = form.results.length;
  if (n === 0) {
    return {
      vi: `${name.vi} chưa có trận nào gần đây để so sánh.`,
      en: `${name.en} have no recent match to go by.`,
      zh: `${name.zh}近期沒有比賽可供參考。`,
    };
  }
  const wins = form.results.filter((r) => r === 'W').length;
  const losses = form.results.filter((r) => r === 'L').length;
  const seq = (lang: 'vi' | 'en' | 'zh') => form.results.map((r) => FORM_LETTER[lang][r]).join(lang === 'zh' ? '' : '-');
  const avgFor = (lang: 'vi' | 'en' | 'zh') => decimal(form.scored / n, lang);
  const avgAgainst = (lang: 'vi' | 'en' | 'zh') => decimal(form.conceded / n, lang);
  const unit = UNIT[sport];
  if (sport === 'esport') {
    const options: LocalizedText[] = [
      {
        vi: `${name.vi} thắng ${wins}/${n} loạt trận gần nhất (${seq('vi')}), giành ${form.scored} ván và thua ${form.conceded} ván.`,
        en: `${name.en} have won ${wins} of their last ${n} series (${seq('en')}), taking ${form.scored} maps and dropping ${form.conceded}.`,
        zh: `${name.zh}近${n}個系列賽贏了${wins}個（${seq('zh')}），拿下${form.scored}局、輸掉${form.conceded}局。`,
      },
      {
        vi: `Phong độ của ${name.vi}: ${seq('vi')}, trung bình ${avgFor('vi')} ván thắng mỗi loạt.`,
        en: `${name.en}'s recent run reads ${seq('en')}, averaging ${avgFor('en')} maps won a series.`,
        zh: `${name.zh}近況為${seq('zh')}，每個系列賽平均贏${avgFor('zh')}局。`,
      },
      {
        vi: `${name.vi} thua ${losses} trong ${n} loạt gần đây và để đối thủ thắng trung bình ${avgAgainst('vi')} ván mỗi loạt.`,
        en: losses === 0
          ? `${name.en} are unbeaten in ${n} series, conceding ${avgAgainst('en')} ${enUnit(sport, avgAgainst('en'))} a series.`
          : `${name.en} have lost ${losses} of ${n} lately, conceding ${avgAgainst('en')} ${enUnit(sport, avgAgainst('en'))} a series.`,
        zh: `${name.zh}近${n}個系列賽輸了${losses}個，平均每個系列賽失${avgAgainst('zh')}局。`,
      },
    ];
    return options[way % options.length]!;
  }
  const where = side.atHome
    ? { vi: 'được chơi trên sân nhà', en: 'at home', zh: '主場' }
    : { vi: 'phải làm khách', en: 'on the road', zh: '作客' };
  const options: LocalizedText[] = [
    {
      vi: `${name.vi} thắng ${wins}/${n} trận gần nhất (${seq('vi')}), ghi trung bình ${avgFor('vi')} ${unit.vi} mỗi trận.`,
      en: `${name.en} have won ${wins} of their last ${n} (${seq('en')}), scoring ${avgFor('en')} ${enUnit(sport, avgFor('en'))} a game.`,
      zh: `${name.zh}近${n}場贏了${wins}場（${seq('zh')}），場均得${avgFor('zh')}${unit.zh}。`,
    },
    {
      vi: `Phong độ ${n} trận gần đây của ${name.vi} là ${seq('vi')}: ghi ${form.scored} và để đối thủ ghi ${form.conceded} ${unit.vi}.`,
      en: `${name.en}'s last ${n} read ${seq('en')}: ${form.scored} ${enUnit(sport, String(form.scored))} scored and ${form.conceded} conceded.`,
      zh: `${name.zh}近${n}場戰績為${seq('zh')}，共得${form.scored}${unit.zh}、失${form.conceded}${unit.zh}。`,
    },
    {
      vi: losses === 0
        ? `${name.vi} ${where.vi}, bất bại ${n} trận gần đây và trung bình để thủng lưới ${avgAgainst('vi')} ${unit.vi} mỗi trận.`
        : `${name.vi} ${where.vi}, sau ${losses} trận thua trong ${n} trận gần đây và trung bình để thủng lưới ${avgAgainst('vi')} ${unit.vi} mỗi trận.`,
      en: losses === 0
        ? `${name.en} play ${where.en} here unbeaten in ${n}, letting in ${avgAgainst('en')} ${enUnit(sport, avgAgainst('en'))} a game.`
        : `${name.en} play ${where.en} here after ${losses} defeat${losses === 1 ? '' : 's'} in ${n}, letting in ${avgAgainst('en')} ${enUnit(sport, avgAgainst('en'))} a game.`,
      zh: losses === 0
        ? `${name.zh}此役${where.zh}出戰，近${n}場保持不敗，場均失${avgAgainst('zh')}${unit.zh}。`
        : `${name.zh}此役${where.zh}出戰，近${n}場輸了${losses}場，場均失${avgAgainst('zh')}${unit.zh}。`,
    },
  ];
  if (sport === 'basketball') options[2] = {
    vi: losses === 0
      ? `${name.vi} ${where.vi}, bất bại ${n} trận gần đây và để đối thủ ghi trung bình ${avgAgainst('vi')} điểm.`
      : `${name.vi} ${where.vi}, thua ${losses}/${n} trận gần đây và để đối thủ ghi trung bình ${avgAgainst('vi')} điểm.`,
    en: losses === 0
      ? `${name.en} play ${where.en}, unbeaten in ${n} with ${avgAgainst('en')} points allowed a game.`
      : `${name.en} play ${where.en}, with ${losses} loss${losses === 1 ? '' : 'es'} in ${n} and ${avgAgainst('en')} points allowed a game.`,
    zh: losses === 0 ? `${name.zh}此役${where.zh}出戰，近${n}場保持不敗，場均失${avgAgainst('zh')}分。` : `${name.zh}此役${where.zh}出戰，近${n}場輸了${losses}場，場均失${avgAgainst('zh')}分。`,
  };
  return options[way % options.length]!;
}

/** What the price and the line say. */
function marketSentence(facts: TipFacts, way: number): LocalizedText {
  const { market, odds, line, sport, homeForm, awayForm } = facts;
  const label = pickLabel(facts);
  const price = odds.toFixed(2);
  const chance = Math.round(100 / odds);
  if (market === 'over_under') {
    const games = homeForm.results.length + awayForm.results.length;
    const perGame = games === 0 ? null : (homeForm.scored + homeForm.conceded + awayForm.scored + awayForm.conceded) / games;
    const unit = UNIT[sport];
    if (perGame !== null) {
      return {
        vi: `Các trận gần đây của hai đội có trung bình ${decimal(perGame, 'vi')} ${unit.vi}, so với mốc ${line}: chọn ${label.vi} ở giá ${price}.`,
        en: `Their recent games average ${decimal(perGame, 'en')} ${enUnit(sport, decimal(perGame, 'en'))} against a line of ${line}: ${label.en} at ${price}.`,
        zh: `兩隊近期比賽平均${decimal(perGame, 'zh')}${unit.zh}，盤口為${line}：推介${label.zh}，賠率${price}。`,
      };
    }
  }
  if (market === 'handicap') {
    // The side and its start, without the market's name: "Mekong Dragons +1.5".
    const team = facts.pick === 'home' ? facts.home : facts.away;
    const start = signed(facts.pick === 'home' ? (line ?? 0) : -(line ?? 0));
    const side = { vi: `${team.vi} ${start}`, en: `${team.en} ${start}`, zh: `${team.zh} ${start}` };
    return way % 2 === 0
      ? {
          vi: `Mức chấp ${Math.abs(line ?? 0)} cho thấy nhà cái cũng nhìn ra chênh lệch; chọn ${side.vi} ở giá ${price}.`,
          en: `A handicap of ${Math.abs(line ?? 0)} shows the market sees the gap too; ${side.en} at ${price} still has value.`,
          zh: `讓${Math.abs(line ?? 0)}的盤口顯示莊家也看到兩隊差距；${side.zh}，賠率${price}，仍有價值。`,
        }
      : {
          vi: `Chọn ${side.vi}: giá ${price} tương đương khoảng ${chance}% cơ hội, đáng để mạo hiểm.`,
          en: `${side.en} at ${price} implies about ${chance}%, worth the risk.`,
          zh: `${side.zh}，賠率${price}，隱含約${chance}%機會，值得一搏。`,
        };
  }
  return way % 2 === 0
    ? {
        vi: `Giá ${price} cho ${label.vi} tương đương khoảng ${chance}% khả năng xảy ra.`,
        en: `A price of ${price} for ${label.en} implies about a ${chance}% chance.`,
        zh: `${label.zh}的賠率為${price}，隱含約${chance}%的機會。`,
      }
    : {
        vi: `Nhà cái trả ${price} cho ${label.vi}, tức khoảng ${chance}%: theo phong độ trên, con số này hợp lý.`,
        en: `The market pays ${price} on ${label.en}, about ${chance}%: fair on that form.`,
        zh: `${label.zh}賠率${price}，約${chance}%機會：以上述近況而言算合理。`,
      };
}

/** The seeded expert's title and reasoning. */
export function tipTexts(facts: TipFacts): { title: LocalizedText; reasoning: LocalizedText } {
  const way = Math.abs(Math.trunc(facts.variant));
  const home = formSentence({ name: facts.home, form: facts.homeForm, atHome: facts.sport !== 'esport' }, facts.sport, way);
  const away = formSentence({ name: facts.away, form: facts.awayForm, atHome: false }, facts.sport, Math.floor(way / 3) + 1);
  const market = marketSentence(facts, Math.floor(way / 9));
  const join = (lang: 'vi' | 'en' | 'zh', closing: string) => [home[lang], away[lang], market[lang], closing].join(lang === 'zh' ? '' : ' ');
  return {
    title: tipTitle(facts),
    reasoning: {
      vi: join('vi', `Độ tin cậy ${facts.confidence}%.`),
      en: join('en', `Confidence ${facts.confidence}%.`),
      zh: join('zh', `信心指數${facts.confidence}%。`),
    },
  };
}
