/**
 * Keeps a real feed's leagues up to date: their fixtures from two days back to a week ahead, read at
 * start and every FIXTURES_EVERY_MS; the matches in play every LIVE_EVERY_MS, with the events of each
 * whose state or score changed, and the last word of each that left the live list (its final
 * whistle). One instance of all reads the feed (the bus lease `feed`); the others serve what it wrote.
 */
import { addDays, clock, HOUR } from '../../clock.ts';
import type { Db } from '../../db/connect.ts';
import type { ChatBus } from '../../chat/bus.ts';
import type { FeedSource, FeedStatus } from './api-football.ts';
import { feedId, importEvents, importFixtures } from './import.ts';

export const LIVE_EVERY_MS = 15_000;
/** Statuses of a match that has been played, in part at least: only these have events to read. */
const PLAYED: ReadonlySet<FeedStatus> = new Set(['1H', 'HT', '2H', 'ET', 'BT', 'P', 'SUSP', 'INT', 'LIVE', 'FT', 'AET', 'PEN', 'ABD']);
export const FIXTURES_EVERY_MS = 6 * HOUR;
const LEASE_MS = 3 * LIVE_EVERY_MS;

export interface FeedRunnerOptions {
  db: Db;
  source: FeedSource;
  leagues: readonly { id: number; season: number }[];
  bus: Pick<ChatBus, 'lead'>;
  log: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
  /** Called with the local ids of the fixtures a read changed (the answer caches forget them). */
  onChanged?: (fixtureIds: number[]) => void;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export class FeedRunner {
  private fixturesReadAt = -Infinity;
  /** The provider's ids of the fixtures in play at the last read. */
  private live = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly options: FeedRunnerOptions) {}

  start(): void {
    const loop = () => {
      if (this.stopped) return;
      void this.step().finally(() => {
        if (!this.stopped) this.timer = setTimeout(loop, LIVE_EVERY_MS).unref();
      });
    };
    loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** One round: the fixtures when due, then the live matches. A failure is logged; the next round tries again. */
  step(): Promise<void> {
    this.running ??= (async () => {
      try {
        if (!(await this.options.bus.lead('feed', LEASE_MS))) return;
        const now = clock.now();
        if (now - this.fixturesReadAt >= FIXTURES_EVERY_MS) {
          await this.readFixtures(now);
          this.fixturesReadAt = now;
        }
        await this.readLive(clock.now());
      } catch (error) {
        this.options.log.error({ err: error }, 'sports feed not read');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async readFixtures(now: number): Promise<void> {
    const day = utcDay(now);
    let count = 0;
    for (const league of this.options.leagues) {
      const list = await this.options.source.fixtures(league.id, league.season, addDays(day, -2), addDays(day, 7));
      const result = await importFixtures(this.options.db, list, now);
      count += result.fixtures;
      for (const skipped of result.skipped) this.options.log.error({ league: league.id }, `sports feed: ${skipped}`);
      await this.readEvents(result.changed, new Set(list.filter((f) => PLAYED.has(f.status)).map((f) => f.id)));
    }
    this.options.log.info({ fixtures: count, leagues: this.options.leagues.length }, 'sports feed: fixtures read');
  }

  private async readLive(now: number): Promise<void> {
    const wanted = new Set(this.options.leagues.map((l) => l.id));
    const list = (await this.options.source.live([...wanted])).filter((f) => wanted.has(f.league.id));
    const result = await importFixtures(this.options.db, list, now);
    const inPlay = new Set(list.map((f) => f.id));
    // A match that left the live list has ended (or stopped): its last word comes with the league's fixtures of its day.
    const left = [...this.live].filter((id) => !inPlay.has(id));
    this.live = inPlay;
    if (left.length > 0) this.fixturesReadAt = -Infinity;
    await this.readEvents(result.changed, inPlay);
  }

  /** The events of the changed fixtures that have started (`started` holds the provider's ids). */
  private async readEvents(changed: readonly number[], started: ReadonlySet<number>): Promise<void> {
    const ids = changed.filter((id) => started.has(id - feedId(0)));
    for (const local of ids) {
      const providerId = local - feedId(0);
      await importEvents(this.options.db, providerId, await this.options.source.events(providerId), clock.now());
    }
    if (changed.length > 0) this.options.onChanged?.([...changed]);
  }
}
