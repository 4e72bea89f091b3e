import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { badge, button } from '../../../../styled-system/recipes';
import type { PageProps } from '../../../app/page-props';
import { useFavouriteTeamIds, useLiveScores, useVisitorTimeZone } from '../../../app/machine-hooks';
import { Icon, iconFor } from '../../../components/ui/icon';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { bannersLoader, featureMatchesLoader, homeBanners, homeDayLoader, topTipstersLoader } from '../../../../machines/home/home.loaders';
import { href } from '../../../../contracts/href';
import { BannerStrip } from '../components/banner-strip';
import { DaySectionBody } from '../components/day-section';
import { BannerSkeleton, HomeLayout, LiveStripSkeleton, TipstersSkeleton, type HomeLinkComponent } from '../components/home-frame';
import { LiveStrip } from '../components/live-strip';
import { TopTipsters } from '../components/top-tipsters';
import { liveRows } from '../live-row';
import { useToday } from '../../../components/ui/use-now';

const liveCount = css({ fontVariantNumeric: 'tabular-nums' });
const icon = (name: string) => <Icon name={iconFor(name)} size={18} />;
const link = Link as HomeLinkComponent;

/** The home page: live now, banners, today's matches and results, the best tipsters, and the way into every area. */
export default function HomePage(_: PageProps) {
  // The geo lookup may store the visitor's zone after the page opened: the day lists start again in it.
  const timeZone = useVisitorTimeZone();
  // A page left open overnight starts again on the new day at midnight.
  const today = useToday(timeZone);
  // The followed teams (favourites machine: the browser's list for a guest, the server's for a member) go first.
  const { ids: favouriteTeamIds } = useFavouriteTeamIds();
  return <HomeView key={`${timeZone}|${today}`} timeZone={timeZone} today={today} favouriteTeamIds={favouriteTeamIds} />;
}

interface HomeViewProps {
  timeZone: string;
  /** The day of the lists in `timeZone`. */
  today: string;
  /** The visitor's followed teams: their matches come first in the day lists. */
  favouriteTeamIds: readonly number[];
}

export function HomeView({ timeZone, today, favouriteTeamIds }: HomeViewProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const feature = useLoader(featureMatchesLoader, null);
  const banners = useLoader(bannersLoader, null);
  const fixtures = useLoader(homeDayLoader, { kind: 'fixtures', date: today, timezone: timeZone });
  const results = useLoader(homeDayLoader, { kind: 'results', date: today, timezone: timeZone });
  const tips = useLoader(topTipstersLoader, null);
  // Every match in play, pushed while the page is open (polled while the socket is down).
  const scores = useLiveScores();
  const strip = feature.data ? liveRows(feature.data.list, scores) : null;

  const live =
    feature.status === 'loading' ? (
      <LiveStripSkeleton />
    ) : feature.status === 'failed' ? (
      <LoadFailed error={feature.error} onRetry={feature.retry} />
    ) : feature.status === 'empty' || !strip ? (
      <SectionNotice
        icon="live"
        testId="home-live-empty"
        title={intl.formatMessage({ id: 'home.live.empty' })}
        action={
          <Link href={href('schedule')} className={button({ variant: 'outline', size: 'md' })}>
            {intl.formatMessage({ id: 'home.hero.ctaSchedule' })}
          </Link>
        }
      />
    ) : (
      <LiveStrip rows={strip.rows} label={intl.formatMessage({ id: 'home.live.title' })} timeZone={timeZone} />
    );

  const bannerList = banners.data ? homeBanners(banners.data) : [];
  const bannerBody = banners.status === 'loading' ? <BannerSkeleton /> : bannerList.length > 0 ? <BannerStrip banners={bannerList} /> : null;

  const tipsBody =
    tips.status === 'loading' ? (
      <TipstersSkeleton />
    ) : tips.status === 'failed' ? (
      <LoadFailed error={tips.error} onRetry={tips.retry} />
    ) : tips.status === 'empty' || !tips.data ? (
      <SectionNotice icon="tips" testId="home-tips-empty" title={intl.formatMessage({ id: 'home.tips.empty' })} />
    ) : (
      <TopTipsters tipsters={tips.data.list} />
    );

  return (
    <HomeLayout
      text={text}
      link={link}
      icon={icon}
      bodies={{
        liveTitle: (
          <>
            {intl.formatMessage({ id: 'home.live.title' })}
            {strip && strip.live > 0 ? (
              <span className={`${badge({ tone: 'live' })} ${liveCount}`} data-testid="home-live-count">
                {intl.formatMessage({ id: 'home.live.count' }, { count: strip.live })}
              </span>
            ) : null}
          </>
        ),
        live,
        banners: bannerBody,
        today: (
          <DaySectionBody
            kind="fixtures"
            status={fixtures.status}
            board={fixtures.data}
            error={fixtures.error}
            retry={fixtures.retry}
            scores={scores}
            favouriteTeamIds={favouriteTeamIds}
            timeZone={timeZone}
            allHref={href('fixtures')}
          />
        ),
        results: (
          <DaySectionBody
            kind="results"
            status={results.status}
            board={results.data}
            error={results.error}
            retry={results.retry}
            scores={scores}
            favouriteTeamIds={favouriteTeamIds}
            timeZone={timeZone}
            allHref={href('results')}
          />
        ),
        tips: tipsBody,
        states: { live: feature.status, today: fixtures.status, results: results.status, tips: tips.status },
      }}
    />
  );
}
