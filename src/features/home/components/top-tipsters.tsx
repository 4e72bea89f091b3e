import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { badge } from '../../../../styled-system/recipes';
import { Avatar } from '../../../components/ui/avatar';
import type { Tipster } from '../../../../contracts/schemas/sports/tips';
import { TIPSTER_ROWS } from './home-frame';

const list = css({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '[calc(3.75rem * 5 + 2px)]',
  borderRadius: 'xl',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  overflow: 'hidden',
});
const row = css({
  display: 'grid',
  gridTemplateColumns: '[1.5rem auto minmax(0, 1fr) auto]',
  alignItems: 'center',
  columnGap: '3',
  h: '[3.75rem]',
  px: '3',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  _first: { borderTopWidth: '0' },
});
const rank = css({ fontSize: 'sm', fontWeight: 'black', color: 'fg.subtle', textAlign: 'center', fontVariantNumeric: 'tabular-nums', '&[data-top]': { color: 'accent.text' } });
const who = css({ display: 'flex', flexDirection: 'column', minWidth: '0', gap: '0.5' });
const name = css({ fontSize: 'sm', fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const record = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const numbers = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '0.5', fontVariantNumeric: 'tabular-nums' });
const rate = css({ fontSize: 'md', fontWeight: 'black', color: 'accent.text' });
const profit = css({ fontSize: 'xs', color: 'fg.muted', '&[data-sign=plus]': { color: 'status.success' }, '&[data-sign=minus]': { color: 'status.error' } });

/** The best tipsters by win rate of their settled tips: record, current streak, win rate and profit at level stakes. */
export function TopTipsters({ tipsters }: { tipsters: readonly Tipster[] }) {
  const intl = useIntl();
  return (
    <ol className={list} data-testid="top-tipsters">
      {tipsters.slice(0, TIPSTER_ROWS).map((t, i) => (
        <li key={t.author.userId} className={row} data-testid="tipster" data-user={t.author.userId}>
          <span className={rank} data-top={i < 3 || undefined}>
            {i + 1}
          </span>
          <Avatar src={t.author.avatar} name={t.author.nickname} size="sm" />
          <span className={who}>
            <span className={name}>{t.author.nickname}</span>
            <span className={record}>
              {intl.formatMessage({ id: 'home.tips.record' }, { won: t.won, lost: t.lost })}
              {t.streak && t.streak.count >= 2 ? (
                <span className={badge({ tone: t.streak.result === 'won' ? 'accent' : 'neutral' })} data-testid="tipster-streak">
                  {intl.formatMessage({ id: t.streak.result === 'won' ? 'home.tips.streakWon' : 'home.tips.streakLost' }, { count: t.streak.count })}
                </span>
              ) : null}
            </span>
          </span>
          <span className={numbers}>
            <span className={rate} data-testid="tipster-rate">
              {intl.formatNumber(t.winRate, { style: 'percent', maximumFractionDigits: 0 })}
            </span>
            <span className={profit} data-sign={t.profit > 0 ? 'plus' : t.profit < 0 ? 'minus' : undefined}>
              {intl.formatMessage({ id: 'home.tips.profit' }, { profit: intl.formatNumber(t.profit, { signDisplay: 'exceptZero', maximumFractionDigits: 1 }) })}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
