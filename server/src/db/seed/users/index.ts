/**
 * Users seed: staff (1 admin, 2 moderator, 3 customer care), 40 hosts (10–49, "BLV …"), 300 members
 * (100–399) with Vietnamese names, friendships, inbox messages, check-ins, referrals, commentator
 * applications and the daily missions. Every seeded account's password is SEED_PASSWORD.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../../auth/passwords.ts';
import type { Db } from '../../connect.ts';
import {
  checkIns,
  commentatorApplications,
  dailyMissions,
  expLedger,
  friendships,
  SITE_ROLES,
  userMessages,
  users,
} from '../../schema.ts';
import { randomSource, upsertAll, type RandomSource, type SeedArea } from '../seed-kit.ts';
import { LEVELS, levelForExp } from '../../../users/levels.ts';
import { checkInExp } from '../../../../../contracts/rewards.ts';
import { EXTRA_MESSAGES } from './inbox-data.ts';
import { welcomeMessage } from '../../../inbox/texts.ts';
import { MISSIONS } from './missions-data.ts';
import { CLUBS, FEMALE, HOST_NAMES, MALE, SURNAMES } from './names-data.ts';

export const SEED_PASSWORD = 'matkhau123';

/** The hash of SEED_PASSWORD every seeded account shares (a fixed salt keeps the seed deterministic and fast). */
export function seedPasswordHash(): Promise<string> {
  const salt = createHash('sha256').update('users:seed-salt').digest().subarray(0, 16);
  return hashPassword(SEED_PASSWORD, salt);
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SEED_EPOCH = Date.UTC(2025, 0, 1, 2, 0, 0);
const DAY_MS = 86_400_000;

/** 'Quang Huy' → 'quanghuy' (no diacritics, đ → d). */
function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
}

function vnDayOf(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

type UserInsert = typeof users.$inferInsert;

function buildUsers(random: RandomSource, passwordHash: string): UserInsert[] {
  const codes = new Set<string>();
  const referralCode = () => {
    for (;;) {
      const code = Array.from({ length: 8 }, () => random.pick([...CODE_ALPHABET])).join('');
      if (codes.has(code)) continue;
      codes.add(code);
      return code;
    }
  };
  const base = (id: number, fields: Omit<UserInsert, 'id' | 'passwordHash' | 'referralCode' | 'profilePicture' | 'createdAt'>): UserInsert => ({
    id,
    passwordHash,
    referralCode: referralCode(),
    profilePicture: `/media/avatar/${id}.svg`,
    createdAt: new Date(SEED_EPOCH + id * 0.9 * DAY_MS),
    emailVerified: true,
    ...fields,
  });
  const staff: UserInsert[] = [
    base(1, { username: 'admin', displayName: 'Quản trị viên', nickname: 'Quản trị viên', siteRoleId: SITE_ROLES.admin, email: 'admin@example.com', phoneNumber: '+84901000001', phoneVerified: true, exp: 5000, level: 8 }),
    base(2, { username: 'kiemduyet', displayName: 'Kiểm duyệt viên Minh Anh', nickname: 'Kiểm duyệt Minh Anh', siteRoleId: SITE_ROLES.moderator, email: 'kiemduyet@example.com', exp: 2600, level: 7 }),
    base(3, { username: 'cskh', displayName: 'CSKH Thu Trang', nickname: 'CSKH Thu Trang', siteRoleId: SITE_ROLES.customerCare, email: 'cskh@example.com', exp: 1200, level: 5 }),
  ];
  const hosts = HOST_NAMES.map((name, i) => {
    const id = 10 + i;
    const exp = random.int(2500, 9500);
    return base(id, {
      username: `blv_${ascii(name)}`,
      displayName: `BLV ${name}`,
      nickname: `BLV ${name}`,
      siteRoleId: SITE_ROLES.host,
      email: `blv_${ascii(name)}@example.com`,
      phoneNumber: `+8498${String(id).padStart(7, '0')}`,
      phoneVerified: true,
      exp,
      level: levelForExp(exp).level,
    });
  });
  const members = Array.from({ length: 300 }, (_, i) => {
    const id = 100 + i;
    const names = random.chance(0.55) ? MALE : FEMALE;
    const given = random.pick(names.given);
    const fullName = `${random.pick(SURNAMES)} ${random.pick(names.middle)} ${given}`;
    const exp = Math.floor(random.next() ** 2 * 3200);
    const hasPhone = id % 2 === 0;
    return base(id, {
      username: `member${id}`,
      displayName: fullName,
      nickname: random.chance(0.3) ? `${given} ${random.pick(CLUBS)}` : fullName,
      siteRoleId: SITE_ROLES.member,
      email: `member${id}@example.com`,
      phoneNumber: hasPhone ? `+8490${String(id).padStart(7, '0')}` : null,
      phoneVerified: hasPhone,
      exp,
      level: levelForExp(exp).level,
      // About one member in five joined with the code of a host or an earlier member.
      referredBy: id > 110 && random.chance(0.2) ? (random.chance(0.5) ? random.int(10, 49) : random.int(100, id - 1)) : null,
    });
  });
  return [...staff, ...hosts, ...members];
}


function buildFriendships(random: RandomSource, now: Date): (typeof friendships.$inferInsert)[] {
  const rows: (typeof friendships.$inferInsert)[] = [];
  const seen = new Set<string>();
  const add = (from: number, to: number, status: 'pending' | 'accepted') => {
    const key = from < to ? `${from}-${to}` : `${to}-${from}`;
    if (from === to || seen.has(key)) return;
    seen.add(key);
    rows.push({ id: rows.length + 1, fromUserId: from, toUserId: to, status, createdAt: new Date(now.getTime() - random.int(1, 200) * DAY_MS) });
  };
  for (let id = 100; id < 400; id++) {
    for (let k = 0; k < 2; k++) add(id, random.int(100, 399), 'accepted');
    if (random.chance(0.3)) add(id, random.int(10, 49), 'accepted');
    if (random.chance(0.25)) add(random.int(100, 399), id, 'pending');
  }
  return rows;
}

function buildMessages(random: RandomSource, people: UserInsert[], now: Date): (typeof userMessages.$inferInsert)[] {
  const rows: (typeof userMessages.$inferInsert)[] = [];
  for (const user of people) {
    rows.push({ id: rows.length + 1, userId: user.id!, type: 'system', ...welcomeMessage(user.nickname), link: '/nhiem-vu-hang-ngay', isRead: random.chance(0.7), createdAt: user.createdAt! });
    const extras = random.shuffle(EXTRA_MESSAGES).slice(0, random.int(2, 4));
    for (const extra of extras) {
      rows.push({ id: rows.length + 1, userId: user.id!, ...extra, isRead: random.chance(0.4), createdAt: new Date(now.getTime() - random.int(1, 20 * 24) * 3_600_000) });
    }
  }
  return rows;
}

function buildCheckIns(random: RandomSource, now: Date): (typeof checkIns.$inferInsert)[] {
  const rows: (typeof checkIns.$inferInsert)[] = [];
  const today = new Date(`${vnDayOf(now)}T00:00:00.000Z`);
  for (let userId = 100; userId < 400; userId++) {
    // Days back from yesterday, oldest first, each checked in or not; streaks follow.
    let streak = 0;
    for (let back = 20; back >= 1; back--) {
      const checked = random.chance(userId % 3 === 0 ? 0.85 : 0.45);
      if (!checked) {
        streak = 0;
        continue;
      }
      streak += 1;
      const day = new Date(today.getTime() - back * DAY_MS).toISOString().slice(0, 10);
      rows.push({ userId, day, streak, expReward: checkInExp(streak), createdAt: new Date(`${day}T01:30:00.000Z`) });
    }
  }
  return rows;
}

function buildApplications(now: Date): (typeof commentatorApplications.$inferInsert)[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return [
    {
      id: 1,
      userId: 101,
      displayName: 'BLV Minh Đức',
      languages: ['vi'],
      sports: ['football'],
      experience: 'Bình luận các trận giải phong trào ở Hà Nội trong 3 năm, có kênh phân tích chiến thuật riêng.',
      sampleLink: 'https://video.example.com/minh-duc/phan-tich-chien-thuat',
      motivation: 'Muốn mang góc nhìn chiến thuật dễ hiểu đến khán giả trẻ yêu bóng đá.',
      status: 'pending',
      createdAt: ago(2),
    },
    {
      id: 2,
      userId: 48,
      displayName: 'BLV Thu Hà',
      languages: ['vi', 'en'],
      sports: ['basketball', 'volleyball'],
      experience: 'Cựu vận động viên bóng rổ sinh viên, từng dẫn chương trình thể thao ở đài phát thanh trường.',
      sampleLink: 'https://channel.example.com/thu-ha',
      motivation: 'Bóng rổ và bóng chuyền cần thêm giọng bình luận nữ am hiểu chuyên môn.',
      status: 'approved',
      reviewNote: { vi: 'Giọng tốt, am hiểu chuyên môn.', en: 'Good voice and solid knowledge.', zh: '聲音好，專業知識扎實。' },
      reviewedBy: 1,
      createdAt: ago(40),
      reviewedAt: ago(35),
    },
    {
      id: 3,
      userId: 103,
      displayName: 'Caster Quốc Bảo',
      languages: ['vi'],
      sports: ['esport'],
      experience: 'Caster giải Liên Minh Huyền Thoại cấp trường và livestream game hằng tuần.',
      sampleLink: 'https://channel.example.com/kenh-cua-bao',
      motivation: 'Thể thao điện tử đang lớn mạnh, tôi muốn bình luận chuyên nghiệp hơn.',
      status: 'rejected',
      reviewNote: { vi: 'Cần thêm kinh nghiệm bình luận trực tiếp.', en: 'More live commentary experience is needed.', zh: '需要更多直播解說經驗。' },
      reviewedBy: 1,
      createdAt: ago(60),
      reviewedAt: ago(55),
    },
    {
      id: 4,
      userId: 104,
      displayName: 'Hoàng Nam Sport',
      languages: ['vi', 'en'],
      sports: ['football', 'tennis'],
      experience: 'Viết bình luận bóng đá cho một trang tin thể thao và tham gia podcast hằng tuần.',
      sampleLink: 'https://podcast.example.com/hoang-nam/tap-12',
      motivation: 'Tôi muốn chuyển từ viết sang nói, và bình luận trực tiếp là bước tiếp theo.',
      status: 'pending',
      createdAt: ago(1),
    },
  ];
}

/**
 * A member's EXP is the sum of their ledger (exp_ledger): the seeded accounts' EXP from before the
 * seeded history (`history`, the random EXP drawn for them), the referral awards, and every check-in
 * (the seeded ones too, each with the reward it paid). Then users.exp and users.level are made that
 * sum and its level, so level/info agrees with the history a member sees on /diem-danh.
 */
async function seedExperience(db: Db, people: UserInsert[]): Promise<void> {
  // The referral rows above have fixed ids: the serial ids of the rows below come after them.
  await db.execute(sql`select setval(pg_get_serial_sequence('exp_ledger', 'id'), greatest((select max(id) from exp_ledger), 1))`);
  const history = people.filter((user) => (user.exp ?? 0) > 0).map((user) => ({ userId: user.id!, amount: user.exp!, reason: 'history' as const, ref: 'seed', createdAt: user.createdAt }));
  for (let i = 0; i < history.length; i += 500) {
    await db
      .insert(expLedger)
      .values(history.slice(i, i + 500))
      .onConflictDoUpdate({ target: [expLedger.userId, expLedger.reason, expLedger.ref], set: { amount: sql`excluded.amount` } });
  }
  // Every check-in of the seeded members pays its reward once (the ledger's key is member, reason, day).
  await db.execute(sql`
    insert into exp_ledger (user_id, amount, reason, ref, created_at)
    select user_id, exp_reward, 'check-in', day, created_at from check_ins
    on conflict (user_id, reason, ref) do nothing`);
  const level = sql.join(
    [...LEVELS].reverse().map((l) => sql`when exp >= ${l.minExp} then ${l.level}`),
    sql` `,
  );
  await db.execute(sql`
    update users set exp = totals.total
    from (select user_id, sum(amount)::int as total from exp_ledger group by user_id) as totals
    where users.id = totals.user_id`);
  await db.execute(sql`update users set level = case ${level} else 1 end`);
}

export const usersSeed: SeedArea = {
  area: 'users',
  // 2: EXP is the ledger's sum (the check-ins and the EXP before them count); mission 4 counts shares.
  // 3: commentator applications with display name, languages, motivation and reviewer.
  version: '3',
  async run(db: Db, { now }) {
    const random = randomSource('users:accounts');
    const passwordHash = await seedPasswordHash();
    const people = buildUsers(random, passwordHash);
    await upsertAll(db, users, people);
    await upsertAll(db, dailyMissions, MISSIONS);
    await upsertAll(db, friendships, buildFriendships(randomSource('users:friends'), now));
    await upsertAll(db, userMessages, buildMessages(randomSource('users:messages'), people, now));
    await upsertAll(db, commentatorApplications, buildApplications(now));

    const referrals = people.filter((user) => user.referredBy);
    await upsertAll(db, expLedger, [
      ...referrals.map((user, i) => ({ id: 2 * i + 1, userId: user.referredBy!, amount: 100, reason: 'referral' as const, ref: String(user.id), createdAt: user.createdAt })),
      ...referrals.map((user, i) => ({ id: 2 * i + 2, userId: user.id!, amount: 50, reason: 'referral-bonus' as const, ref: String(user.referredBy), createdAt: user.createdAt })),
    ]);

    const days = buildCheckIns(randomSource('users:check-ins'), now);
    for (let i = 0; i < days.length; i += 1000) await db.insert(checkIns).values(days.slice(i, i + 1000)).onConflictDoNothing();
    await seedExperience(db, people);

    // Fixed ids were written: the sequences continue after them (new members from 1000 on).
    await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), greatest((select max(id) from users), 999))`);
    for (const table of ['friendships', 'user_messages', 'exp_ledger', 'commentator_applications']) {
      await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`);
    }
  },
};
