import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { badge } from '../../../../styled-system/recipes';
import { Avatar } from '../../../components/ui/avatar';
import { href } from '../../../../contracts/href';
import type { TipItem } from '../../../../contracts/schemas/sports/tips';
import { formatLine, formatPrice, formatUnits, resultTone, tipResult } from '../tips-format';
import { MatchLine, useDateTimeText } from './match-line';
import { card, muted, signed, signOf, subtle, truncate } from './tips-styles';

const head = css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' });
const author = css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1', lineHeight: 'snug' });
const authorName = css({ fontWeight: 'semibold', fontSize: 'sm' });
const title = css({
  fontSize: 'md',
  fontWeight: 'bold',
  lineHeight: 'snug',
  overflowWrap: 'anywhere',
  color: 'fg.default',
  _hover: { color: 'accent.text', textDecoration: 'underline' },
});
const facts = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm' });
const pick = css({ fontWeight: 'bold', overflowWrap: 'anywhere' });
const price = css({ fontWeight: 'bold', color: 'accent.text', fontVariantNumeric: 'tabular-nums' });
const reasoning = css({ color: 'fg.muted', fontSize: 'sm', lineClamp: '3', overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
const matchBox = css({ p: '3', bg: 'bg.subtle', borderRadius: 'lg' });
const foot = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' });

/** The market, pick, line and price of a tip in one row. */
export function TipFacts({ tip }: { tip: TipItem }) {
  const intl = useIntl();
  const market = ['1x2', 'handicap', 'over_under'].includes(tip.market) ? tip.market : '1x2';
  return (
    <div className={facts}>
      <span className={badge({ tone: 'neutral' })}>{intl.formatMessage({ id: `tips.market.${market}` })}</span>
      <span className={pick} data-testid="tip-pick">
        {tip.pickLabel}
      </span>
      <span className={price} data-testid="tip-price">
        @ {formatPrice(tip.odds)}
      </span>
      <span className={muted}>{intl.formatMessage({ id: 'tips.confidence' }, { value: tip.confidence })}</span>
    </div>
  );
}

/** A tip's result badge; settled tips add their profit at level stakes. */
export function TipResultBadge({ tip }: { tip: Pick<TipItem, 'result' | 'profit'> }) {
  const intl = useIntl();
  const result = tipResult(tip.result);
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexShrink: '0' })}>
      <span className={badge({ tone: resultTone(result) })} data-testid="tip-result" data-result={result}>
        {intl.formatMessage({ id: `tips.result.${result}` })}
      </span>
      {tip.profit !== null && result !== 'pending' ? (
        <span className={cx(signed, css({ fontSize: 'sm' }))} data-sign={signOf(tip.profit)} data-testid="tip-profit">
          {intl.formatMessage({ id: 'tips.units' }, { value: formatUnits(tip.profit) })}
        </span>
      ) : null}
    </span>
  );
}

/** The line of a tip as the server recorded it (the home side's handicap, or the total). */
export function tipLineText(tip: Pick<TipItem, 'market' | 'line'>): string | null {
  if (tip.line === null) return null;
  return formatLine(tip.line, tip.market === 'handicap');
}

/** One tip in a list: who posted it and when, the match, the pick at its price, the start of the reasoning and the result. */
export function TipCard({ tip, showMatch = true }: { tip: TipItem; showMatch?: boolean }) {
  const intl = useIntl();
  const dateTime = useDateTimeText();
  const link = href('tipDetail', { slug: tip.slug });
  const titleId = `tip-${tip.id}-title`;
  return (
    <li>
      <article className={card} data-testid="tip-card" data-tip={tip.id} data-result={tipResult(tip.result)} aria-labelledby={titleId}>
        <div className={head}>
          <Avatar src={tip.author.avatar} name={tip.author.nickname} size="sm" />
          <span className={author}>
            <span className={cx(authorName, truncate)}>{tip.author.nickname}</span>
            <time className={subtle} dateTime={tip.createdAt} data-testid="tip-posted">
              {intl.formatMessage(
                { id: 'tips.posted' },
                { time: dateTime(tip.createdAt) },
              )}
            </time>
          </span>
          <TipResultBadge tip={tip} />
        </div>
        {showMatch ? (
          <div className={matchBox}>
            <MatchLine match={tip.match} />
          </div>
        ) : null}
        <h3 className={css({ m: '0' })}>
          <Link href={link} className={title} id={titleId}>
            {tip.title}
          </Link>
        </h3>
        <TipFacts tip={tip} />
        <p className={reasoning}>{tip.reasoning}</p>
        <div className={foot}>
          <span className={subtle}>{intl.formatMessage({ id: 'tips.followers' }, { count: tip.followers })}</span>
          {tip.byMember ? <span className={badge({ tone: 'neutral' })}>{intl.formatMessage({ id: 'tips.byMember' })}</span> : null}
        </div>
      </article>
    </li>
  );
}
