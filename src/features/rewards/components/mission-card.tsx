import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button, card } from '../../../../styled-system/recipes';
import type { Mission } from '../../../../contracts/schemas/users/rewards';
import type { MissionCode } from '../../../../contracts/rewards';
import type { ClaimOutcome } from '../../../../machines/rewards/missions.machine';
import { Icon, type IconName } from '../../../components/ui/icon';
import { bar, barDone, barFill, errorLine, expBadge, muted, numbers, okLine } from './reward-styles';

const ICONS: Record<MissionCode, IconName> = { 'check-in': 'calendar', 'watch-live': 'live', chat: 'chat', share: 'community' };

const box = css({
  display: 'grid',
  gridTemplateColumns: { base: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
  gridTemplateAreas: { base: '"icon text" "progress progress" "action action"', sm: '"icon text action" "icon progress action"' },
  columnGap: '4',
  rowGap: '3',
  p: { base: '4', sm: '5' },
});
const done = css({ borderColor: 'status.success' });
const iconBox = css({
  gridArea: 'icon',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '12',
  h: '12',
  borderRadius: 'lg',
  bg: 'accent.muted',
  color: 'accent.text',
  alignSelf: 'start',
});
const iconDone = css({ bg: 'status.successMuted', color: 'status.success' });
const text = css({ gridArea: 'text', display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' });
const titleRow = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const title = css({ fontSize: 'md', fontWeight: 'bold', lineHeight: 'tight' });
const progressBox = css({ gridArea: 'progress', display: 'flex', flexDirection: 'column', gap: '1.5' });
const progressLegend = css({ display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: 'xs', color: 'fg.muted' });
const actionBox = css({ gridArea: 'action', display: 'flex', flexDirection: 'column', alignItems: { base: 'stretch', sm: 'flex-end' }, justifyContent: 'center', gap: '2', minWidth: { sm: '[10rem]' } });
const actionButton = css({ w: { base: 'full', sm: 'auto' }, minWidth: { sm: '[10rem]' } });

interface MissionCardProps {
  mission: Mission;
  member: boolean;
  /** This mission is being claimed. */
  claiming: boolean;
  /** Another claim is under way: wait for it. */
  busy: boolean;
  /** The last claim of this mission, if it was the last one made. */
  outcome: ClaimOutcome | null;
  onClaim: () => void;
  onSignIn: () => void;
}

/** One daily mission: what to do, the progress the server counted, the reward and the claim. */
export function MissionCard({ mission, member, claiming, busy, outcome, onClaim, onSignIn }: MissionCardProps) {
  const intl = useIntl();
  const percent = Math.round((Math.min(mission.progress, mission.target) / mission.target) * 100);
  const headingId = `mission-${mission.missionId}-title`;
  const state = mission.claimed ? 'claimed' : mission.completed ? 'completed' : 'open';
  const progressText = intl.formatMessage({ id: `rewards.missions.unit.${mission.code}` }, { progress: mission.progress, target: mission.target });
  return (
    <li className={cx(card(), box, mission.claimed && done)} aria-labelledby={headingId} data-testid="mission" data-code={mission.code} data-state={state}>
      <span className={cx(iconBox, mission.completed && iconDone)} aria-hidden="true">
        <Icon name={mission.claimed ? 'success' : ICONS[mission.code]} size={24} />
      </span>
      <div className={text}>
        <div className={titleRow}>
          <h3 id={headingId} className={title}>
            {mission.name}
          </h3>
          <span className={expBadge}>{intl.formatMessage({ id: 'rewards.expReward' }, { exp: mission.expReward })}</span>
        </div>
        <p className={muted}>{mission.description}</p>
      </div>
      <div className={progressBox}>
        <div
          className={bar}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={mission.target}
          aria-valuenow={Math.min(mission.progress, mission.target)}
          aria-valuetext={progressText}
          aria-labelledby={headingId}
        >
          <div className={cx(barFill, mission.completed && barDone)} style={{ width: `${percent}%` }} />
        </div>
        <div className={progressLegend}>
          <span className={numbers} data-testid="mission-progress">
            {progressText}
          </span>
          <span>{intl.formatMessage({ id: `rewards.missions.how.${mission.code}` })}</span>
        </div>
      </div>
      <div className={actionBox}>
        {!member ? (
          <button type="button" className={cx(button({ variant: 'outline', size: 'md' }), actionButton)} onClick={onSignIn}>
            <Icon name="lock" size={16} />
            {intl.formatMessage({ id: 'rewards.missions.signInToClaim' })}
          </button>
        ) : mission.claimed ? (
          <button type="button" className={cx(button({ variant: 'ghost', size: 'md' }), actionButton)} disabled data-testid="mission-claimed">
            <Icon name="check" size={16} />
            {intl.formatMessage({ id: 'rewards.missions.claimed' })}
          </button>
        ) : mission.completed ? (
          <button
            type="button"
            className={cx(button({ variant: 'solid', size: 'md' }), actionButton)}
            onClick={onClaim}
            disabled={busy}
            aria-busy={claiming || undefined}
            data-testid="mission-claim"
          >
            <Icon name="star" size={16} />
            {intl.formatMessage({ id: claiming ? 'rewards.missions.claiming' : 'rewards.missions.claim' })}
          </button>
        ) : (
          <Link href={mission.path} className={cx(button({ variant: 'outline', size: 'md' }), actionButton)} aria-describedby={headingId}>
            {intl.formatMessage({ id: 'rewards.missions.go' })}
            <Icon name="chevronRight" size={16} />
          </Link>
        )}
        <span aria-live="polite">
          {outcome?.ok ? (
            <span className={okLine} data-testid="mission-outcome">
              <Icon name="success" size={16} />
              {intl.formatMessage({ id: 'rewards.missions.claimedNow' }, { exp: outcome.expReward })}
            </span>
          ) : outcome?.error ? (
            <span className={errorLine} role="alert" data-testid="mission-outcome">
              <Icon name="warning" size={16} />
              {outcome.error.status > 0 ? outcome.error.message : intl.formatMessage({ id: 'common.networkError' })}
            </span>
          ) : null}
        </span>
      </div>
    </li>
  );
}
