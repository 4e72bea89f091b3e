import { Link } from 'wouter';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { badge, button } from '../../../../styled-system/recipes';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { Avatar } from '../../../components/ui/avatar';
import { useAuth } from '../../../app/machine-hooks';
import { href } from '../../../../contracts/href';
import type { TipDetail } from '../../../../contracts/schemas/sports/tips';
import { tipDetailLoader } from '../../../../machines/tips/tips.loaders';
import { categoryOfSport, formatPrice, isCategorySlug, tipResult } from '../tips-format';
import { FollowTipButton } from '../components/follow-buttons';
import { hasScore, MatchLine, useDateTimeText } from '../components/match-line';
import { TipResultBadge, tipLineText } from '../components/tip-card';
import { TipsTabs } from '../components/tips-nav';
import { TipsterRecordCard } from '../components/tipster-record';
import { card, muted, stack, subtle, truncate, twoColumns } from '../components/tips-styles';

const byline = css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' });
const facts = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }, gap: '2', m: '0' });
const fact = css({ display: 'flex', flexDirection: 'column-reverse', gap: '0.5', p: '3', bg: 'bg.subtle', borderRadius: 'lg', minW: '0' });
const factLabel = css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'semibold' });
const factValue = css({ fontWeight: 'bold', overflowWrap: 'anywhere', m: '0', fontVariantNumeric: 'tabular-nums' });
const reasoning = css({ display: 'flex', flexDirection: 'column', gap: '3', lineHeight: 'relaxed', overflowWrap: 'anywhere' });
const meter = css({ flex: '1', h: '2', borderRadius: 'full', bg: 'bg.subtle', overflow: 'hidden', minW: '16' });
const meterFill = css({ display: 'block', h: 'full', bg: 'accent.default', borderRadius: 'full' });
const outcome = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', p: '3', borderRadius: 'lg', bg: 'bg.subtle' });
const skeleton = css({ h: '[36rem]', borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', animation: 'livePulse' });

function Outcome({ tip }: { tip: TipDetail }) {
  const intl = useIntl();
  const dateTime = useDateTimeText();
  const result = tipResult(tip.result);
  const m = tip.match;
  const scored = hasScore(m);
  return (
    <div className={outcome} data-testid="tip-outcome" data-result={result}>
      <TipResultBadge tip={tip} />
      {result !== 'pending' && scored ? (
        <span className={css({ fontWeight: 'bold' })} data-testid="tip-final-score">
          {intl.formatMessage({ id: 'tips.detail.finalScore' }, { home: m.home.name, away: m.away.name, homeScore: m.homeScore, awayScore: m.awayScore })}
        </span>
      ) : null}
      <span className={muted}>
        {result === 'pending'
          ? intl.formatMessage({ id: 'tips.detail.pending' })
          : tip.settledAt
            ? intl.formatMessage(
                { id: 'tips.detail.settledAt' },
                { time: dateTime(tip.settledAt) },
              )
            : null}
      </span>
    </div>
  );
}

function TipArticle({ tip }: { tip: TipDetail }) {
  const intl = useIntl();
  const dateTime = useDateTimeText();
  const category = isCategorySlug(tip.categorySlug) ? tip.categorySlug : categoryOfSport(tip.match.sport);
  const line = tipLineText(tip);
  const market = ['1x2', 'handicap', 'over_under'].includes(tip.market) ? tip.market : '1x2';
  // The reasoning as text: paragraphs where the tipster left blank lines, never markup.
  const paragraphs = tip.reasoning.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <article className={cx(card, css({ gap: '4' }))} data-testid="tip-detail" data-tip={tip.id} data-result={tipResult(tip.result)}>
      <div className={byline}>
        <Avatar src={tip.author.avatar} name={tip.author.nickname} size="md" />
        <div className={css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1' })}>
          <span className={cx(truncate, css({ fontWeight: 'bold' }))}>{tip.author.nickname}</span>
          <time className={subtle} dateTime={tip.createdAt} data-testid="tip-posted">
            {intl.formatMessage(
              { id: 'tips.posted' },
              { time: dateTime(tip.createdAt) },
            )}
          </time>
        </div>
        {tip.byMember ? <span className={badge({ tone: 'neutral' })}>{intl.formatMessage({ id: 'tips.byMember' })}</span> : null}
      </div>
      <div className={css({ p: '3', bg: 'bg.subtle', borderRadius: 'lg' })}>
        <MatchLine match={tip.match} />
      </div>
      <Outcome tip={tip} />
      <dl className={facts}>
        <div className={fact}>
          <dt className={factLabel}>{intl.formatMessage({ id: 'tips.detail.market' })}</dt>
          <dd className={factValue}>{intl.formatMessage({ id: `tips.market.${market}` })}</dd>
        </div>
        <div className={fact}>
          <dt className={factLabel}>{intl.formatMessage({ id: 'tips.detail.pick' })}</dt>
          <dd className={factValue} data-testid="tip-pick">
            {tip.pickLabel}
          </dd>
        </div>
        <div className={fact}>
          <dt className={factLabel}>{intl.formatMessage({ id: 'tips.detail.line' })}</dt>
          <dd className={factValue} data-testid="tip-line">
            {line ?? '–'}
          </dd>
        </div>
        <div className={fact}>
          <dt className={factLabel}>{intl.formatMessage({ id: 'tips.detail.price' })}</dt>
          <dd className={factValue} data-testid="tip-price">
            {formatPrice(tip.odds)}
          </dd>
        </div>
      </dl>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <span className={muted}>{intl.formatMessage({ id: 'tips.confidence' }, { value: tip.confidence })}</span>
        <span className={meter} aria-hidden="true">
          <span className={meterFill} style={{ width: `${Math.min(100, Math.max(0, tip.confidence))}%` }} />
        </span>
      </div>
      <section className={stack} aria-labelledby="tip-reasoning-title">
        <h2 id="tip-reasoning-title" className={css({ fontWeight: 'bold' })}>
          {intl.formatMessage({ id: 'tips.detail.reasoning' })}
        </h2>
        <div className={reasoning} data-testid="tip-reasoning">
          {paragraphs.map((p, i) => (
            <p key={i} className={css({ whiteSpace: 'pre-line' })}>
              {p}
            </p>
          ))}
        </div>
      </section>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' })}>
        <FollowTipButton id={tip.id} followed={tip.followed} followers={tip.followers} name={tip.title} />
        <Link href={href('tipsMatch', { category, id: tip.match.staticId })} className={button({ variant: 'outline', size: 'sm' })} data-testid="tip-match-link">
          {intl.formatMessage({ id: 'tips.detail.matchTips' })}
        </Link>
      </div>
    </article>
  );
}

/** /tip-keo/chi-tiet/:slug and /tip-keo/:category/:type/:slug: one tip, its outcome, and its tipster's record. */
export default function TipDetailPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const { status } = useAuth();
  const slug = params.slug ?? '';
  const detail = useLoader(tipDetailLoader, { query: { slug } }, status === 'member' ? 'member' : 'guest');
  const tip = detail.data;
  const notFound = detail.status === 'failed' && detail.error?.status === 404;
  return (
    <PageFrame routeId={routeId} params={params} name={tip?.title} tabs={<TipsTabs routeId={routeId} params={params} />}>
      {notFound ? (
        <SectionNotice
          icon="tips"
          title={intl.formatMessage({ id: 'tips.detail.notFound' })}
          text={intl.formatMessage({ id: 'tips.detail.notFoundText' })}
          testId="tips-not-found"
          action={
            <Link href={href('tips')} className={button({ variant: 'outline', size: 'md' })}>
              {intl.formatMessage({ id: 'tips.backToTips' })}
            </Link>
          }
        />
      ) : detail.status === 'failed' ? (
        <LoadFailed error={detail.error} onRetry={detail.retry} />
      ) : (
        <div className={twoColumns} data-state={detail.state}>
          {tip ? <TipArticle tip={tip} /> : <div className={skeleton} aria-busy="true" data-state="loading" />}
          <aside className={stack} aria-label={intl.formatMessage({ id: 'tips.aside' })}>
            {tip ? <TipsterRecordCard tipsterId={tip.author.userId} /> : <div className={css({ h: '[20rem]' })} aria-hidden="true" />}
          </aside>
        </div>
      )}
    </PageFrame>
  );
}
