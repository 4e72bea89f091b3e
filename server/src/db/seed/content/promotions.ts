/**
 * Builds the promotions seed: campaigns whose windows are set relative to the day the seed runs, and
 * the seeded members who already took part in those with an action.
 */
import type { promotionEnrolments, promotions } from '../../schema.ts';
import type { RandomSource } from '../seed-kit.ts';
import { campaigns, commonTerms, howToClaim } from './promotions-data.ts';
import { DAY, HOUR, MINUTE, joinParagraphs } from './text.ts';

/** Vietnam is UTC+7 all year. */
const VIETNAM_OFFSET = 7 * HOUR;

export function buildPromotions(now: Date): (typeof promotions.$inferInsert)[] {
  // Windows count from midnight of the seed day in Vietnam, each at its own time of day there.
  const day = Math.floor((now.getTime() + VIETNAM_OFFSET) / DAY) * DAY - VIETNAM_OFFSET;
  const at = (offset: number, time: string) => day + offset * DAY + Number(time.slice(0, 2)) * HOUR + Number(time.slice(3, 5)) * MINUTE;
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
      startsAt: new Date(at(c.window[0], c.times[0])),
      endsAt: new Date(at(c.window[1], c.times[1])),
      category: c.category,
      action: c.action,
      eligibility: c.eligibility,
      link: c.link,
      predictionLeagueId: c.predictionLeagueId ?? null,
    };
  });
}

/** Seeded members (of those that exist) who enrolled in the campaigns with an action that had started, at times within their windows. */
export function buildEnrolments(
  random: RandomSource,
  rows: (typeof promotions.$inferInsert)[],
  members: readonly number[],
  now: Date,
): (typeof promotionEnrolments.$inferInsert)[] {
  const out: (typeof promotionEnrolments.$inferInsert)[] = [];
  for (const row of rows) {
    const start = row.startsAt.getTime();
    const end = Math.min(now.getTime(), row.endsAt.getTime());
    if (!row.action || start >= end) continue;
    for (const userId of random.shuffle(members).slice(0, random.int(Math.min(20, members.length), Math.min(180, members.length)))) {
      out.push({ promotionId: row.id, userId, createdAt: new Date(start + Math.floor(random.next() * (end - start))) });
    }
  }
  return out;
}
