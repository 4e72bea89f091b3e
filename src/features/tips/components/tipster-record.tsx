import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { Avatar } from '../../../components/ui/avatar';
import { LoadFailed } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { useAuth } from '../../../app/machine-hooks';
import { tipsterLoader } from '../../../../machines/tips/tips.loaders';
import type { Tipster } from '../../../../contracts/schemas/sports/tips';
import { formatPercent, formatUnits, streakCode } from '../tips-format';
import { FollowTipsterButton } from './follow-buttons';
import { card, cardTitle, muted, signed, signOf, truncate } from './tips-styles';

const head = css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' });
const who = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', flex: '1' });
const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '2', m: '0' });
const cell = css({ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', gap: '0.5', p: '2', bg: 'bg.subtle', borderRadius: 'lg', minW: '0', textAlign: 'center' });
const value = css({ fontSize: 'lg', fontWeight: 'black', fontVariantNumeric: 'tabular-nums', lineHeight: 'tight', m: '0' });
const label = css({ fontSize: '2xs', color: 'fg.muted', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide', lineHeight: 'tight' });
const skeleton = css({ h: '[17.5rem]', borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', animation: 'livePulse' });

/** A tipster's figures: won, lost, push/void, pending, win rate, streak, profit at level stakes and ROI. */
export function RecordGrid({ record }: { record: Tipster }) {
  const intl = useIntl();
  const streak = streakCode(record.streak);
  const cells: { key: string; text: string; sign?: 'up' | 'down' | 'zero' }[] = [
    { key: 'won', text: String(record.won) },
    { key: 'lost', text: String(record.lost) },
    { key: 'void', text: String(record.void + record.push) },
    { key: 'pending', text: String(record.pending) },
    { key: 'winRate', text: formatPercent(record.winRate) },
    { key: 'streak', text: streak ?? '–', sign: record.streak ? (record.streak.result === 'won' ? 'up' : 'down') : undefined },
    { key: 'profit', text: formatUnits(record.profit), sign: signOf(record.profit) },
    { key: 'roi', text: formatPercent(record.roi, true), sign: signOf(record.roi) },
  ];
  return (
    <dl className={grid} data-testid="tipster-record">
      {cells.map((c) => (
        <div key={c.key} className={cell} data-stat={c.key}>
          <dt className={label}>{intl.formatMessage({ id: `tips.record.${c.key}` })}</dt>
          <dd className={cx(value, c.sign ? signed : undefined)} data-sign={c.sign}>
            {c.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A tipster's record with follow / unfollow; read again when the visitor logs in or out. */
export function TipsterRecordCard({ tipsterId }: { tipsterId: number }) {
  const intl = useIntl();
  const { status, userInfo } = useAuth();
  const record = useLoader(tipsterLoader, { query: { id: tipsterId } }, status === 'member' ? 'member' : 'guest');
  const data = record.data;
  return (
    <section className={card} data-testid="tipster-card" data-state={record.state} aria-labelledby="tipster-card-title">
      <h2 id="tipster-card-title" className={cardTitle}>
        {intl.formatMessage({ id: 'tips.tipster.title' })}
      </h2>
      {record.status === 'failed' ? (
        <LoadFailed error={record.error} onRetry={record.retry} />
      ) : !data ? (
        <div className={skeleton} aria-hidden="true" data-state="loading" />
      ) : (
        <>
          <div className={head}>
            <Avatar src={data.author.avatar} name={data.author.nickname} size="md" />
            <div className={who}>
              <span className={cx(truncate, css({ fontWeight: 'bold' }))} data-testid="tipster-name">
                {data.author.nickname}
              </span>
              <span className={muted}>{intl.formatMessage({ id: 'tips.tipster.total' }, { count: data.total })}</span>
            </div>
          </div>
          <RecordGrid record={data} />
          <p className={muted}>{intl.formatMessage({ id: 'tips.tipster.levelStakes' })}</p>
          {userInfo?.userId === data.author.userId ? (
            <p className={muted}>{intl.formatMessage({ id: 'tips.tipster.you' })}</p>
          ) : (
            <FollowTipsterButton id={data.author.userId} followed={data.followed} followers={data.followers} name={data.author.nickname} />
          )}
        </>
      )}
    </section>
  );
}
