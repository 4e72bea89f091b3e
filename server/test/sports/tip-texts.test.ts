/** The experts' reasoning: written from the match's numbers, in the sport's words, varied; a Vietnamese slug. */
import { describe, expect, it } from 'vitest';
import { tipSlug, tipTexts, type TipFacts } from '../../src/sports/tip-texts.ts';

const HANOI = { vi: 'Hà Nội FC', en: 'Ha Noi FC', zh: '河內FC' };
const NAMDINH = { vi: 'Thép Xanh Nam Định', en: 'Nam Dinh', zh: '南定' };

const facts = (over: Partial<TipFacts> = {}): TipFacts => ({
  sport: 'football',
  home: HANOI,
  away: NAMDINH,
  market: '1x2',
  pick: 'home',
  line: null,
  odds: 1.85,
  confidence: 72,
  homeForm: { results: ['W', 'W', 'D', 'W', 'L'], scored: 11, conceded: 4 },
  awayForm: { results: ['L', 'D', 'L', 'W', 'L'], scored: 5, conceded: 9 },
  variant: 0,
  ...over,
});

describe('tipTexts', () => {
  it("tells each side's form from its results, in each language's way", () => {
    const { reasoning } = tipTexts(facts());
    expect(reasoning.vi).toContain('Hà Nội FC thắng 3/5 trận gần nhất (T-T-H-T-B), ghi trung bình 2,2 bàn mỗi trận.');
    expect(reasoning.en).toContain('Ha Noi FC have won 3 of their last 5 (W-W-D-W-L), scoring 2.2 goals a game.');
    expect(reasoning.zh).toContain('河內FC近5場贏了3場（勝勝和勝負），場均得2.2球。');
    // The price and what it implies, and the confidence.
    expect(reasoning.en).toContain('1.85');
    expect(reasoning.en).toContain('54%');
    expect(reasoning.vi).toMatch(/Độ tin cậy 72%\.$/);
  });

  it('weighs an over/under line against what the two sides produce', () => {
    const { reasoning } = tipTexts(facts({ market: 'over_under', pick: 'over', line: 2.5, odds: 1.9 }));
    // (11 + 4 + 5 + 9) / 10 games.
    expect(reasoning.en).toContain('Their recent games average 2.9 goals against a line of 2.5: Over 2.5 at 1.90.');
  });

  it('uses the sport’s words: points in basketball, maps and series in esport, never a home ground in esport', () => {
    const basketball = tipTexts(facts({ sport: 'basketball', homeForm: { results: ['W', 'L'], scored: 171, conceded: 160 } })).reasoning;
    expect(basketball.vi).toContain('điểm');
    expect(basketball.vi).not.toContain('bàn');
    for (let variant = 0; variant < 27; variant++) {
      const esport = tipTexts(facts({ sport: 'esport', variant, homeForm: { results: ['W', 'W', 'L'], scored: 5, conceded: 3 } })).reasoning;
      expect(esport.vi).not.toMatch(/sân nhà|làm khách|bàn/);
      expect(esport.en).not.toMatch(/at home|on the road|goals/);
      expect(esport.vi).toMatch(/ván/);
    }
  });

  it('varies its sentences from tip to tip', () => {
    const texts = new Set(Array.from({ length: 27 }, (_, variant) => tipTexts(facts({ variant })).reasoning.vi));
    expect(texts.size).toBeGreaterThanOrEqual(9);
  });

  it('reads well at the edges: a side unbeaten, one goal a game', () => {
    const unbeaten = { results: ['W', 'D', 'W', 'W', 'D'] as const, scored: 5, conceded: 2 };
    const texts = Array.from({ length: 27 }, (_, variant) => tipTexts(facts({ variant, homeForm: { ...unbeaten, results: [...unbeaten.results] } })).reasoning);
    expect(texts.some((r) => r.en.includes('unbeaten in 5'))).toBe(true);
    expect(texts.some((r) => r.vi.includes('bất bại 5 trận'))).toBe(true);
    expect(texts.every((r) => !/ 0 defeats|thua 0 | 1 goals /.test(`${r.en} ${r.vi}`))).toBe(true);
    expect(texts.some((r) => r.en.includes('scoring 1 goal a game'))).toBe(true);
  });

  it('says so when a side has no recent match', () => {
    expect(tipTexts(facts({ awayForm: { results: [], scored: 0, conceded: 0 } })).reasoning.en).toContain('Nam Dinh have no recent match to go by.');
  });
});

describe('tipSlug', () => {
  it('is the Vietnamese title, folded, then the id', () => {
    const { title } = tipTexts(facts());
    expect(tipSlug(title, 12)).toBe('nhan-dinh-ha-noi-fc-vs-thep-xanh-nam-dinh-ha-noi-fc-thang-12');
  });
});
