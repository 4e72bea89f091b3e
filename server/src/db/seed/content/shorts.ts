/** Builds the short-video seed: categories, clips by hosts and members, and who follows whom. */
import { slugify } from '../../../../../contracts/slug.ts';
import type { contentCategories, creatorFollows, shortVideoComments, shortVideos, shortVideoSaves } from '../../schema.ts';
import { descriptions, shortCategories } from './shorts-data.ts';
import { REPLIES, TOP_COMMENTS } from './short-comments-data.ts';
import { ago, fill, MINUTE } from './text.ts';
import type { RandomSource } from '../seed-kit.ts';

export interface ShortSeed {
  categories: (typeof contentCategories.$inferInsert)[];
  clips: (typeof shortVideos.$inferInsert)[];
  follows: (typeof creatorFollows.$inferInsert)[];
  saves: (typeof shortVideoSaves.$inferInsert)[];
  comments: (typeof shortVideoComments.$inferInsert)[];
}

/** Host ids (10–49) and member ids (100–399) of the users area; only those present are used. */
export const HOST_IDS = Array.from({ length: 40 }, (_, i) => 10 + i);
export const MEMBER_IDS = Array.from({ length: 300 }, (_, i) => 100 + i);

export const SHORT_CLIP_COUNT = 96;

/** `existingUsers` are the user ids present in the database; creators and followers are drawn from them. */
export function buildShorts(r: RandomSource, now: Date, existingUsers: Set<number>): ShortSeed {
  const categories = shortCategories.map((c, index) => ({ id: c.id, section: 'short' as const, slug: c.slug, name: c.name, sort: index + 1 }));
  const hosts = r.shuffle(HOST_IDS).filter((id) => existingUsers.has(id)).slice(0, 12);
  const members = r.shuffle(MEMBER_IDS).filter((id) => existingUsers.has(id)).slice(0, 24);
  const creators = [...hosts, ...members];
  if (creators.length === 0) return { categories, clips: [], follows: [], saves: [], comments: [] };

  const clips: ShortSeed['clips'] = [];
  /** What each clip is about: its category and the name its title gives, which its comments talk about. */
  const subjects = new Map<number, { category: string; name: string }>();
  for (let id = 1; id <= SHORT_CLIP_COUNT; id++) {
    const category = shortCategories[(id - 1) % shortCategories.length]!;
    const name = r.pick(category.names);
    const title = fill(r.pick(category.titles), { name });
    subjects.set(id, { category: category.slug, name: name.vi });
    const views = r.int(1_500, 2_500_000);
    // Hosts' clips are seen more: the first creators of the list are hosts.
    const creatorId = r.chance(0.45) ? r.pick(hosts.length ? hosts : creators) : r.pick(creators);
    clips.push({
      id,
      slug: `${slugify(title.vi)}-${id}`,
      categoryId: category.id,
      creatorId,
      title,
      description: r.pick(descriptions),
      hashtags: r.shuffle(category.hashtags).slice(0, r.int(2, 4)),
      durationSeconds: r.int(9, 89),
      likes: Math.floor(views * (0.02 + r.next() * 0.08)),
      comments: Math.floor(views * (0.001 + r.next() * 0.004)),
      shares: Math.floor(views * (0.0005 + r.next() * 0.003)),
      views,
      thumbnail: `/media/short/${id}.svg`,
      hasMedia: true,
      createdAt: ago(now, r.int(10, 45 * 24 * 60) * MINUTE),
    });
  }

  // Members follow a few creators and keep a few clips, so "theo-doi" and "da-luu" have content.
  const follows: ShortSeed['follows'] = [];
  const saves: ShortSeed['saves'] = [];
  const followers = MEMBER_IDS.slice(0, 60).filter((id) => existingUsers.has(id));
  for (const followerId of followers) {
    for (const creatorId of r.shuffle(creators).slice(0, r.int(2, 6))) {
      if (creatorId !== followerId) follows.push({ followerId, creatorId, createdAt: ago(now, r.int(1, 60) * 24 * 60 * MINUTE) });
    }
    for (const clip of r.shuffle(clips).slice(0, r.int(0, 5))) {
      saves.push({ userId: followerId, shortId: clip.id!, createdAt: ago(now, r.int(1, 20 * 24 * 60) * MINUTE) });
    }
  }
  const comments = buildComments(r, now, clips, subjects, [...members, ...hosts, ...MEMBER_IDS.filter((id) => existingUsers.has(id))]);
  // The count on a clip is its comments, replies included.
  const perClip = new Map<number, number>();
  for (const comment of comments) perClip.set(comment.shortId, (perClip.get(comment.shortId) ?? 0) + 1);
  for (const clip of clips) clip.comments = perClip.get(clip.id!) ?? 0;
  return { categories, clips, follows, saves, comments };
}

/**
 * Comments under the clips, about what each shows (its category's lines naming its player or team):
 * more under the clips seen more, each after its clip was posted; some with a few replies (now and
 * then from the clip's creator). Likes are counters, as on the clips.
 */
function buildComments(
  r: RandomSource,
  now: Date,
  clips: ShortSeed['clips'],
  subjects: Map<number, { category: string; name: string }>,
  commenters: number[],
): ShortSeed['comments'] {
  const comments: ShortSeed['comments'] = [];
  let id = 1;
  for (const clip of clips) {
    const subject = subjects.get(clip.id!)!;
    const lines = TOP_COMMENTS[subject.category]!;
    const views = clip.views ?? 0;
    const top = views > 500_000 ? r.int(6, 16) : views > 50_000 ? r.int(2, 9) : r.int(0, 4);
    const sinceMinutes = Math.max(2, Math.floor((now.getTime() - clip.createdAt!.getTime()) / MINUTE) - 1);
    for (let i = 0; i < top; i++) {
      const parentId = id++;
      const age = r.int(1, sinceMinutes);
      const replies = r.chance(0.35) ? r.int(1, 3) : 0;
      comments.push({
        id: parentId,
        shortId: clip.id!,
        authorId: r.pick(commenters),
        content: r.pick(lines).replaceAll('{name}', subject.name),
        likes: Math.floor(r.next() ** 3 * 900),
        replies,
        createdAt: ago(now, age * MINUTE),
      });
      for (let j = 0; j < replies; j++) {
        const byCreator = r.chance(0.25);
        comments.push({
          id: id++,
          shortId: clip.id!,
          authorId: byCreator ? clip.creatorId! : r.pick(commenters),
          parentId,
          content: r.pick(REPLIES),
          likes: Math.floor(r.next() ** 3 * 60),
          createdAt: ago(now, Math.max(0, age - r.int(1, Math.max(1, Math.min(age, 600)))) * MINUTE),
        });
      }
    }
  }
  return comments;
}
