import { useState } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { AppLink } from '../../../components/ui/app-link';
import { Player } from '../../../components/player/player';
import { useVisitorTimeZone } from '../../../app/machine-hooks';
import { formatCount } from '../../../lib/format/count';
import { formatDateTime } from '../../../lib/format/date-time';
import { href } from '../../../../contracts/href';
import type { HighlightDetail } from '../../../../contracts/schemas/content/highlights';
import { highlightLoader } from '../../../../machines/highlights/highlights.loaders';
import { HighlightCard } from '../components/highlight-card';
import { HighlightMatchCard } from '../components/highlight-match-card';
import { TextWithScores } from '../components/score-text';
import { matchLine } from '../highlight-format';
import { muted } from '../../../components/ui/text-styles';

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '[minmax(0, 1fr) 22rem]' },
  gap: { base: '5', lg: '6' },
  alignItems: 'start',
  // The player runs edge to edge on phones.
  mx: { base: '-4', sm: '0' },
});
const main = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
const info = css({ display: 'flex', flexDirection: 'column', gap: '3', px: { base: '4', sm: '0' } });
const title = css({ fontSize: { base: 'lg', sm: 'xl' }, fontWeight: 'black', lineHeight: 'tight', overflowWrap: 'anywhere' });
const meta = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', color: 'fg.muted', fontSize: 'sm' });
const leagueChip = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '8',
  px: '3',
  borderRadius: 'full',
  bg: 'bg.subtle',
  color: 'fg.default',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { bg: 'bg.hover' },
});
const description = css({ p: '3', borderRadius: 'lg', bg: 'bg.subtle', lineHeight: 'relaxed', overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
const aside = css({ display: 'flex', flexDirection: 'column', gap: '3', px: { base: '4', sm: '0' }, minW: '0' });
const asideTitle = css({ textStyle: 'sectionTitle' });
const related = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', m: '0', p: '0' });
const stagePlaceholder = css({ w: 'full', aspectRatio: 'wide', bg: 'ink.950', borderRadius: { base: '[0]', sm: 'xl' } });
const line = css({ h: '5', borderRadius: 'md', bg: 'bg.subtle', animation: 'livePulse' });

function Skeleton() {
  return (
    <div className={layout} aria-busy="true" data-testid="highlight-skeleton" data-state="loading">
      <div className={main}>
        <div className={stagePlaceholder} />
        <div className={info}>
          <div className={cx(line, css({ h: '7', w: '[80%]' }))} />
          <div className={cx(line, css({ w: '[50%]' }))} />
          <div className={cx(line, css({ h: '20' }))} />
        </div>
      </div>
      <div className={aside} aria-hidden="true">
        <div className={cx(line, css({ w: '[60%]' }))} />
        <div className={cx(line, css({ h: '24' }))} />
        <div className={cx(line, css({ h: '24' }))} />
      </div>
    </div>
  );
}

function HighlightView({ highlight }: { highlight: HighlightDetail }) {
  const intl = useIntl();
  const timeZone = useVisitorTimeZone();
  const [now] = useState(() => new Date());
  const [, navigate] = useLocation();
  // The first highlight of the league's list plays next (the end screen counts down to it).
  const next = highlight.related[0];
  const upNext = next ? { title: <TextWithScores text={next.title} />, thumbnail: next.thumbnail, onPlay: () => navigate(next.path) } : undefined;
  return (
    <div className={layout} data-testid="highlight-detail" data-id={highlight.id} data-duration={highlight.durationSeconds}>
      <div className={main}>
        <Player controls="vod" src={highlight.hlsPath} title={highlight.title} poster={highlight.thumbnail} duration={highlight.durationSeconds} upNext={upNext} />
        <div className={info}>
          <h2 className={title} data-testid="highlight-title">
            <TextWithScores text={highlight.title} />
          </h2>
          <p className={meta}>
            <AppLink href={href('highlightType', { category: highlight.category.slug, type: highlight.type.slug })} className={leagueChip} data-testid="highlight-league">
              {highlight.leagueName}
            </AppLink>
            <span data-testid="highlight-views">{intl.formatMessage({ id: 'highlights.views' }, { count: formatCount(highlight.views) })}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={highlight.publishedAt}>{formatDateTime(highlight.publishedAt, timeZone, intl.locale)}</time>
          </p>
          <p className={description} data-testid="highlight-description">
            {highlight.description}
          </p>
          {highlight.match ? <HighlightMatchCard match={highlight.match} /> : null}
        </div>
      </div>
      <section className={aside} aria-labelledby="highlight-related-title">
        <h2 id="highlight-related-title" className={asideTitle}>
          {intl.formatMessage({ id: 'highlights.related' }, { league: highlight.leagueName })}
        </h2>
        {highlight.related.length === 0 ? (
          <p className={muted}>{intl.formatMessage({ id: 'highlights.relatedEmpty' })}</p>
        ) : (
          <ul className={related} data-testid="highlight-related">
            {highlight.related.map((item) => (
              <li key={item.id}>
                <HighlightCard item={item} compact now={now} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function HighlightVideo({ routeId, params }: PageProps) {
  const intl = useIntl();
  const detail = useLoader(highlightLoader, { params: { slug: params.slug ?? '' } });
  const notFound = detail.status === 'failed' && detail.error?.status === 404;
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      name={detail.data ? matchLine(detail.data) : undefined}
      crumbNames={{ highlightCategory: detail.data?.category.name, highlightType: detail.data?.type.name }}
    >
      {notFound ? (
        <SectionNotice
          icon="highlight"
          title={intl.formatMessage({ id: 'highlights.notFound' })}
          text={intl.formatMessage({ id: 'highlights.notFoundText' })}
          testId="highlight-not-found"
          action={
            <AppLink href={href('highlights')} className={button({ variant: 'outline', size: 'md' })}>
              {intl.formatMessage({ id: 'highlights.backToAll' })}
            </AppLink>
          }
        />
      ) : detail.status === 'failed' ? (
        <LoadFailed error={detail.error} onRetry={detail.retry} />
      ) : detail.data ? (
        <HighlightView highlight={detail.data} />
      ) : (
        <Skeleton />
      )}
    </PageFrame>
  );
}

/** /highlight/:category/:type/:slug: the highlight playing on demand, its match, and more of its league (one load per highlight). */
export default function HighlightVideoPage(props: PageProps) {
  return <HighlightVideo key={props.params.slug ?? ''} {...props} />;
}
