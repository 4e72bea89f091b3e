import { useState } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { useLiveScore } from '../../../app/machine-hooks';
import { withLiveScore } from '../../../../machines/live-scores/live-scores.frames';
import { href } from '../../../../contracts/href';
import type { MatchOdds, MatchWithOdds, OddsMove } from '../../../../contracts/schemas/sports/matches';
import { tipMatchLoader } from '../../../../machines/tips/tips.loaders';
import { isTippable } from '../../../../machines/tips/tip-rules';
import { formatLine, formatPrice, isCategorySlug, type CategorySlug } from '../tips-format';
import { Consensus } from '../components/consensus';
import { MatchLine } from '../components/match-line';
import { PostTip } from '../components/post-tip';
import { CategorySectionTabs, TipsTabs } from '../components/tips-nav';
import { TipsList } from '../components/tips-list';
import { card, cardTitle, muted, stack, subtle, toolbar } from '../components/tips-styles';
import { srOnly } from '../../../components/ui/text-styles';

const oddsGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: '3' });
const oddsBox = css({ display: 'flex', flexDirection: 'column', gap: '1.5', p: '3', bg: 'bg.subtle', borderRadius: 'lg', minW: '0' });
const prices = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
const price = css({ display: 'inline-flex', alignItems: 'baseline', gap: '1', fontVariantNumeric: 'tabular-nums', fontSize: 'sm' });
const priceValue = css({
  fontWeight: 'bold',
  '&[data-move=up]': { color: 'status.success' },
  '&[data-move=down]': { color: 'status.error' },
});
const skeleton = css({ h: '[17rem]', borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', animation: 'livePulse' });

function Move({ move }: { move: OddsMove | null | undefined }) {
  const intl = useIntl();
  if (!move || move === 'same') return null;
  return <span aria-label={intl.formatMessage({ id: move === 'up' ? 'tips.odds.up' : 'tips.odds.down' })}>{move === 'up' ? '▲' : '▼'}</span>;
}

function Price({ label, value, move }: { label: string; value: number | null; move?: OddsMove | null }) {
  return (
    <span className={price}>
      <span className={css({ color: 'fg.muted' })}>{label}</span>
      <span className={priceValue} data-move={move ?? 'same'}>
        {formatPrice(value)}
        <Move move={move} />
      </span>
    </span>
  );
}

/** The current line of the match with its movement since the opening. */
function OddsNow({ match, odds }: { match: MatchWithOdds; odds: MatchOdds }) {
  const intl = useIntl();
  const mv = match.movement;
  return (
    <div className={oddsGrid} data-testid="tips-match-odds">
      <div className={oddsBox}>
        <span className={subtle}>{intl.formatMessage({ id: 'tips.market.1x2' })}</span>
        <div className={prices}>
          <Price label="1" value={odds.oneXTwo.home} move={mv?.oneXTwo.home} />
          {odds.oneXTwo.draw !== null ? <Price label="X" value={odds.oneXTwo.draw} move={mv?.oneXTwo.draw} /> : null}
          <Price label="2" value={odds.oneXTwo.away} move={mv?.oneXTwo.away} />
        </div>
      </div>
      <div className={oddsBox}>
        <span className={subtle}>
          {intl.formatMessage({ id: 'tips.market.handicap' })} · {formatLine(odds.handicap.line, true)}
        </span>
        <div className={prices}>
          <Price label={match.home.shortName} value={odds.handicap.home} move={mv?.handicap.home} />
          <Price label={match.away.shortName} value={odds.handicap.away} move={mv?.handicap.away} />
        </div>
      </div>
      <div className={oddsBox}>
        <span className={subtle}>
          {intl.formatMessage({ id: 'tips.market.over_under' })} · {formatLine(odds.overUnder.line)}
        </span>
        <div className={prices}>
          <Price label={intl.formatMessage({ id: 'tips.pick.overShort' })} value={odds.overUnder.over} move={mv?.overUnder.over} />
          <Price label={intl.formatMessage({ id: 'tips.pick.underShort' })} value={odds.overUnder.under} move={mv?.overUnder.under} />
        </div>
      </div>
    </div>
  );
}

/** /tip-keo/:category/tran-dau/:id: one match, its odds and consensus, its tips, and posting one's own before kick-off. */
export default function TipsMatchPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const category: CategorySlug = isCategorySlug(params.category) ? params.category : 'bong-da';
  const fixtureId = Number(params.id);
  const live = useLiveScore(fixtureId);
  const data = useLoader(tipMatchLoader, fixtureId, live ? `${live.status}` : '');
  const [version, setVersion] = useState(0);
  // The instant the page opened; a kick-off meanwhile arrives as a new live status.
  const [openedAt] = useState(() => Date.now());
  const match = data.data ? withLiveScore(data.data.match, live) : null;
  const notFound = data.status === 'failed' && data.error?.status === 404;
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      introId="intro.tipsMatch"
      name={match ? `${match.home.name} vs ${match.away.name}` : null}
      tabs={<TipsTabs routeId={routeId} params={params} />}
    >
      <CategorySectionTabs category={category} routeId={routeId} params={params} />
      {notFound ? (
        <SectionNotice
          icon="tips"
          title={intl.formatMessage({ id: 'tips.match.notFound' })}
          text={intl.formatMessage({ id: 'tips.match.notFoundText' }, { id: params.id })}
          testId="tips-not-found"
          action={
            <Link href={href('tipsEvents', { category })} className={button({ variant: 'outline', size: 'md' })}>
              {intl.formatMessage({ id: 'tips.match.toEvents' })}
            </Link>
          }
        />
      ) : data.status === 'failed' ? (
        <LoadFailed error={data.error} onRetry={data.retry} />
      ) : !match || !data.data ? (
        <div className={skeleton} aria-busy="true" data-state="loading" />
      ) : (
        <div className={stack}>
          <section className={card} data-testid="tips-match" data-match={match.staticId} aria-labelledby="tips-match-title">
            <h2 id="tips-match-title" className={srOnly}>
              {intl.formatMessage({ id: 'tips.match.title' })}
            </h2>
            <MatchLine match={match} />
            {match.odds ? <OddsNow match={match} odds={match.odds} /> : <p className={muted}>{intl.formatMessage({ id: 'tips.match.noOdds' })}</p>}
            {data.data.consensus.length > 0 ? (
              <div className={stack}>
                <h3 className={cardTitle}>{intl.formatMessage({ id: 'tips.match.consensus' })}</h3>
                <Consensus consensus={data.data.consensus} match={match} />
              </div>
            ) : null}
          </section>
          <div className={toolbar}>
            <h2 className={css({ textStyle: 'sectionTitle' })}>{intl.formatMessage({ id: 'tips.match.tips' })}</h2>
            {isTippable({ ...data.data.match, status: match.status }, openedAt) ? (
              <PostTip category={category} match={data.data.match} onPosted={() => setVersion((v) => v + 1)} />
            ) : (
              <span className={muted} data-testid="tips-match-closed">
                {intl.formatMessage({ id: 'tips.match.closed' })}
              </span>
            )}
          </div>
          <TipsList key={`${fixtureId}|${version}`} query={{ fixtureId }} showMatch={false} emptyTitle={intl.formatMessage({ id: 'tips.match.empty' })} emptyText={intl.formatMessage({ id: 'tips.match.emptyText' })} />
        </div>
      )}
    </PageFrame>
  );
}
