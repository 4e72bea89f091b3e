import { useMachine } from '@xstate/react';
import { useIntl } from '../../../lib/intl-context';
import { Link } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import { badge, card, navLink } from '../../../../styled-system/recipes';
import { levelMachine } from '../../../../machines/account/level.machine';
import { href } from '../../../../contracts/href';
import { Icon, type IconName } from '../../../components/ui/icon';
import type { LevelInfo } from '../../../../contracts/schemas/users/rewards';
import { LoadFailed, LoadingRows } from '../../../components/ui/section-states';
import { cardTitle, muted, stack } from './section-styles';

const hero = css({ flexDirection: { base: 'column', sm: 'row' }, alignItems: { base: 'stretch', sm: 'center' }, gap: { base: '4', sm: '6' }, p: { base: '5', sm: '6' } });
const medal = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'center',
  flexShrink: '0',
  w: '24',
  h: '24',
  borderRadius: 'full',
  bg: 'accent.muted',
  color: 'accent.text',
  borderWidth: '3px',
  borderColor: 'accent.default',
  boxShadow: 'glow',
});
const medalNumber = css({ fontSize: '4xl', fontWeight: 'black', lineHeight: 'none' });
const medalLabel = css({ textStyle: 'eyebrow', fontSize: '2xs' });
const heroText = css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1', minWidth: '0' });
const levelName = css({ fontSize: '2xl', fontWeight: 'extrabold', lineHeight: 'tight' });
const bar = css({ position: 'relative', h: '3', borderRadius: 'full', bg: 'bg.active', overflow: 'hidden' });
const barFill = css({ position: 'absolute', insetY: '0', left: '0', borderRadius: 'full', bg: 'accent.default', transitionProperty: 'size', transitionDuration: 'slow' });
const barLegend = css({ display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: 'xs', color: 'fg.subtle', fontVariantNumeric: 'tabular-nums' });

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th': { textAlign: 'start', fontWeight: 'semibold', color: 'fg.muted', px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.default' },
  '& td': { px: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'border.subtle' },
  '& tr:last-child td': { borderBottomWidth: '0' },
  '& th:first-child, & td:first-child': { pl: { base: '4', sm: '5' } },
  '& th:last-child, & td:last-child': { pr: { base: '4', sm: '5' } },
  '& td:last-child, & th:last-child': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& tr[aria-current] td': { bg: 'accent.muted', color: 'accent.text', fontWeight: 'semibold' },
  '& tr[data-reached=false] td': { color: 'fg.subtle' },
});
const tableCard = css({ p: '0', overflow: 'hidden', gap: '0' });
const tableHead = css({ px: { base: '4', sm: '5' }, pt: '4', pb: '2' });
const levelCell = css({ display: 'inline-flex', alignItems: 'center', gap: '2' });
const ways = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' }, gap: '2' });
const wayLink = css({ bg: 'bg.subtle', borderWidth: '1px', borderColor: 'border.subtle' });

const EARN: readonly { route: 'dailyMissions' | 'checkIn' | 'referral'; icon: IconName }[] = [
  { route: 'dailyMissions', icon: 'star' },
  { route: 'checkIn', icon: 'calendar' },
  { route: 'referral', icon: 'userPlus' },
];

function Progress({ info }: { info: LevelInfo }) {
  const intl = useIntl();
  const current = info.levels.find((l) => l.level === info.level);
  const percent = Math.round(info.progress * 100);
  const next = info.nextLevel ? info.levels.find((l) => l.level === info.nextLevel) : null;
  return (
    <section className={cx(card(), hero)} aria-labelledby="level-name" data-testid="level-progress">
      <div className={medal} aria-hidden="true">
        <span className={medalLabel}>{intl.formatMessage({ id: 'account.level.short' })}</span>
        <span className={medalNumber}>{info.level}</span>
      </div>
      <div className={heroText}>
        <span className={muted}>{intl.formatMessage({ id: 'account.level.current' }, { level: info.level })}</span>
        <h2 id="level-name" className={levelName}>
          {info.levelName}
        </h2>
        <div
          className={bar}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={intl.formatMessage({ id: 'account.level.progressLabel' })}
          aria-valuetext={`${percent}%`}
        >
          <div className={barFill} style={{ width: `${percent}%` }} />
        </div>
        <div className={barLegend}>
          <span>{intl.formatMessage({ id: 'account.expValue' }, { exp: info.exp })}</span>
          <span>{info.nextLevelExp !== null ? intl.formatMessage({ id: 'account.expValue' }, { exp: info.nextLevelExp }) : `${current?.minExp ?? 0}+`}</span>
        </div>
        <p className={muted}>
          {next
            ? intl.formatMessage({ id: 'account.level.toNext' }, { exp: info.expForNextLevel, level: next.level, name: next.name })
            : intl.formatMessage({ id: 'account.level.top' })}
        </p>
      </div>
    </section>
  );
}

function LevelTable({ info }: { info: LevelInfo }) {
  const intl = useIntl();
  return (
    <section className={cx(card(), tableCard)} aria-labelledby="level-table-title">
      <h2 id="level-table-title" className={cx(cardTitle, tableHead)}>
        {intl.formatMessage({ id: 'account.level.tableTitle' })}
      </h2>
      <table className={table} data-testid="level-table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'account.level.colLevel' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'account.level.colName' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'account.level.colExp' })}</th>
          </tr>
        </thead>
        <tbody>
          {info.levels.map((l) => (
            <tr key={l.level} aria-current={l.level === info.level ? 'true' : undefined} data-reached={l.level <= info.level}>
              <td>
                <span className={levelCell}>
                  {l.level <= info.level ? <Icon name="success" size={16} /> : <Icon name="lock" size={16} />}
                  {intl.formatMessage({ id: 'account.levelBadge' }, { level: l.level })}
                </span>
              </td>
              <td>
                {l.name}
                {l.level === info.level ? (
                  <>
                    {' '}
                    <span className={badge({ tone: 'accent' })}>{intl.formatMessage({ id: 'account.level.you' })}</span>
                  </>
                ) : null}
              </td>
              <td>{intl.formatNumber(l.minExp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function EarnMore() {
  const intl = useIntl();
  return (
    <section className={stack} aria-labelledby="level-earn-title">
      <h2 id="level-earn-title" className={cardTitle}>
        {intl.formatMessage({ id: 'account.level.earnTitle' })}
      </h2>
      <div className={ways}>
        {EARN.map((way) => (
          <Link key={way.route} href={href(way.route)} className={cx(navLink({ placement: 'list' }), wayLink)}>
            <Icon name={way.icon} size={20} />
            {intl.formatMessage({ id: `route.${way.route}` })}
          </Link>
        ))}
      </div>
    </section>
  );
}

/** /tai-khoan/cap-do: the member's level, the way to the next one, and the level table. */
export function LevelSection() {
  const [snapshot, send] = useMachine(levelMachine);
  const { info, error } = snapshot.context;
  return (
    <div className={stack} data-testid="level-section" data-state={String(snapshot.value)}>
      {snapshot.matches('failed') ? (
        <LoadFailed error={error} onRetry={() => send({ type: 'level.retry' })} />
      ) : snapshot.matches('ready') && info ? (
        <>
          <Progress info={info} />
          <LevelTable info={info} />
          <EarnMore />
        </>
      ) : (
        <LoadingRows rows={3} />
      )}
    </div>
  );
}
