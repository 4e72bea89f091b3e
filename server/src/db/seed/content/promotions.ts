/** Builds the promotions seed: campaigns whose windows are set relative to the day the seed runs. */
import type { promotions } from '../../schema.ts';
import { campaigns, commonTerms, howToClaim } from './promotions-data.ts';
import { DAY, joinParagraphs } from './text.ts';

export function buildPromotions(now: Date): (typeof promotions.$inferInsert)[] {
  // Windows start at midnight UTC of the seed day plus the offset.
  const day = Math.floor(now.getTime() / DAY) * DAY;
  return campaigns.map((c, index) => {
    const id = index + 1;
    const terms = [c.rule, ...commonTerms];
    return {
      id,
      slug: c.slug,
      title: c.title,
      summary: c.summary,
      body: joinParagraphs([c.detail, howToClaim]),
      reward: c.reward,
      rewardAmountVnd: c.rewardAmountVnd,
      terms: { vi: terms.map((x) => x.vi).join('\n'), en: terms.map((x) => x.en).join('\n'), zh: terms.map((x) => x.zh).join('\n') },
      banner: `/media/promo/${id}.svg`,
      startsAt: new Date(day + c.window[0] * DAY),
      endsAt: new Date(day + c.window[1] * DAY - 1000),
    };
  });
}
