import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { Avatar } from '../../../components/ui/avatar';
import { LoadFailed, LoadingRows } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { topTipstersLoader } from '../../../../machines/tips/tips.loaders';
import type { TipCategoryParam, Tipster } from '../../../../contracts/schemas/sports/tips';
import { formatPercent, formatUnits, streakCode } from '../tips-format';
import { card, cardTitle, muted, signed, signOf, subtle, truncate } from './tips-styles';

const rows = css({ display: 'flex', flexDirection: 'column' });
const row = css({
  display: 'grid',
  gridTemplateColumns: '[1.5rem auto minmax(0, 1fr) auto]',
  alignItems: 'center',
  gap: '2.5',
  py: '2.5',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  _first: { borderTopWidth: '0', pt: '0' },
});
const rank = css({ fontWeight: 'black', color: 'fg.subtle', fontVariantNumeric: 'tabular-nums', textAlign: 'center' });
const who = css({ display: 'flex', flexDirection: 'column', minW: '0', lineHeight: 'snug' });
const figures = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', lineHeight: 'snug' });

function TipsterRow({ tipster, position }: { tipster: Tipster; position: number }) {
  const intl = useIntl();
  const streak = streakCode(tipster.streak);
  return (
    <li className={row} data-testid="top-tipster" data-tipster={tipster.author.userId}>
      <span className={rank}>{position}</span>
      <Avatar src={tipster.author.avatar} name={tipster.author.nickname} size="sm" />
      <span className={who}>
        <span className={cx(truncate, css({ fontWeight: 'semibold', fontSize: 'sm' }))}>{tipster.author.nickname}</span>
        <span className={subtle}>
          {intl.formatMessage({ id: 'tips.top.record' }, { won: tipster.won, lost: tipster.lost })}
          {streak ? ` · ${streak}` : ''}
        </span>
      </span>
      <span className={figures}>
        <span className={css({ fontWeight: 'bold', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' })}>{formatPercent(tipster.winRate)}</span>
        <span className={cx(signed, css({ fontSize: 'xs' }))} data-sign={signOf(tipster.profit)}>
          {intl.formatMessage({ id: 'tips.units' }, { value: formatUnits(tipster.profit) })}
        </span>
      </span>
    </li>
  );
}

/** The best tipsters by win rate of settled tips (of a category or all), with their profit at level stakes. */
export function TopTipsters({ category }: { category?: TipCategoryParam }) {
  const intl = useIntl();
  const top = useLoader(topTipstersLoader, category);
  return (
    <section className={card} data-testid="top-tipsters" data-state={top.state} aria-labelledby="top-tipsters-title">
      <div>
        <h2 id="top-tipsters-title" className={cardTitle}>
          {intl.formatMessage({ id: 'tips.top.title' })}
        </h2>
        <p className={muted}>{intl.formatMessage({ id: 'tips.top.intro' })}</p>
      </div>
      {top.status === 'failed' ? (
        <LoadFailed error={top.error} onRetry={top.retry} />
      ) : top.status === 'loading' || !top.data ? (
        <LoadingRows rows={5} />
      ) : top.status === 'empty' ? (
        <p className={muted}>{intl.formatMessage({ id: 'tips.top.empty' })}</p>
      ) : (
        <ol className={rows}>
          {top.data.list.map((t, i) => (
            <TipsterRow key={t.author.userId} tipster={t} position={i + 1} />
          ))}
        </ol>
      )}
    </section>
  );
}
