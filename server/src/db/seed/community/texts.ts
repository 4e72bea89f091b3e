/** What members write on the board: post, comment and reply texts, filled from the Vietnamese templates of texts-data.ts. */
import type { RandomSource } from '../seed-kit.ts';
import { CITIES, COMMENTS, HOST_TEMPLATES, MEMBER_TEMPLATES, PLAYERS, REPLIES, SPOTS, TAILS, TIMES, VN_TEAMS, WORLD_TEAMS } from './texts-data.ts';

function fill(template: string, random: RandomSource): string {
  const [a, b] = random.shuffle(VN_TEAMS.concat(WORLD_TEAMS)).slice(0, 2) as [string, string];
  const [v, w] = random.shuffle(random.chance(0.5) ? VN_TEAMS : WORLD_TEAMS).slice(0, 2) as [string, string];
  const values: Record<string, () => string> = {
    A: () => a,
    B: () => b,
    V: () => v,
    W: () => w,
    P: () => random.pick(PLAYERS),
    C: () => random.pick(CITIES),
    X: () => random.pick(SPOTS),
    T: () => random.pick(TIMES),
    S: () => `${random.int(0, 4)}-${random.int(0, 3)}`,
    N: () => String(random.int(2, 4)),
    D: () => String(random.int(0, 2)),
    K: () => `${random.int(2, 30)}.000`,
  };
  return template.replace(/\{([A-Z])\}/g, (_, key: string) => values[key]!());
}

export function postText(random: RandomSource, byHost: boolean): string {
  const body = fill(random.pick(byHost ? HOST_TEMPLATES : MEMBER_TEMPLATES), random);
  const tail = random.pick(TAILS);
  return tail ? `${body} ${tail}` : body;
}

export const commentText = (random: RandomSource) => fill(random.pick(COMMENTS), random);
export const replyText = (random: RandomSource) => random.pick(REPLIES);
