import { useMachine } from '@xstate/react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button, card } from '../../../../styled-system/recipes';
import type { PageProps } from '../../../app/page-props';
import { useAppSend, useAuth, useVisitorTimeZone } from '../../../app/machine-hooks';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed } from '../../../components/ui/section-states';
import { statePath } from '../../../components/ui/use-loader';
import { Icon } from '../../../components/ui/icon';
import { checkInMachine, monthAllowed, shiftMonth, type CheckInContext } from '../../../../machines/rewards/check-in.machine';
import type { CheckInStatus } from '../../../../contracts/schemas/users/rewards';
import { CheckInCalendar } from '../components/check-in-calendar';
import { GuestPrompt } from '../components/guest-prompt';
import { useResetTime } from '../components/reset-time';
import { errorLine, expBadge, mainArea, muted, numbers, okLine, sectionTitle, subtle } from '../components/reward-styles';
import { srOnly } from '../../../components/ui/text-styles';

const todayCard = css({ gap: '3', p: { base: '4', sm: '5' } });
const streakRow = css({ display: 'flex', alignItems: 'center', gap: '4' });
const flame = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  w: '16',
  h: '16',
  borderRadius: 'full',
  bg: 'accent.hotMuted',
  color: 'accent.hot',
});
const streakNumber = css({ fontSize: '2xl', fontWeight: 'black', lineHeight: 'none', fontVariantNumeric: 'tabular-nums' });
const streakText = css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' });
const bigButton = css({ w: 'full' });
const milestoneList = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' });
const milestone = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '2.5',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  bg: 'bg.subtle',
  '&[data-reached=true]': { borderColor: 'status.success', bg: 'status.successMuted' },
  '&[data-next=true]': { borderColor: 'accent.default' },
});
const milestoneIcon = css({ display: 'flex', color: 'fg.subtle', '[data-reached=true] &': { color: 'status.success' }, '[data-next=true] &': { color: 'accent.text' } });
const milestoneText = css({ display: 'flex', flexDirection: 'column', flex: '1', minWidth: '0', fontSize: 'sm' });
/** Today first on a phone, then the calendar, then the streak rewards; from 1024 px the calendar on the left. */
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 21rem' },
  gridTemplateRows: { md: 'auto 1fr' },
  gridTemplateAreas: { base: '"today" "main" "rewards"', md: '"main today" "main rewards"' },
  gap: { base: '4', sm: '5' },
  alignItems: 'start',
});
const todayArea = css({ gridArea: 'today', minWidth: '0' });
const rewardsArea = css({ gridArea: 'rewards', minWidth: '0' });
const skeleton = css({ borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', animation: 'livePulse' });
const skeletonToday = css({ h: '[15rem]' });
const skeletonRewards = css({ h: '[19rem]' });
const skeletonCalendar = css({ h: { base: '[27rem]', sm: '[33rem]' } });

function Skeleton() {
  const intl = useIntl();
  return (
    <div className={grid} aria-busy="true" data-state="loading" data-testid="check-in-loading">
      <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
      <div className={cx(skeleton, skeletonToday, todayArea)} aria-hidden="true" />
      <div className={cx(skeleton, skeletonRewards, rewardsArea)} aria-hidden="true" />
      <div className={mainArea}>
        <div className={cx(skeleton, skeletonCalendar)} aria-hidden="true" />
      </div>
    </div>
  );
}

interface TodayProps {
  context: CheckInContext;
  member: boolean;
  submitting: boolean;
  onCheckIn: () => void;
}

/** The streak, today's button (or that today is done, and when the next one opens) and what the last try came to. */
function TodayCard({ context, member, submitting, onCheckIn }: TodayProps) {
  const intl = useIntl();
  const send = useAppSend();
  const status = context.status!;
  const reset = intl.formatMessage({ id: 'rewards.checkIn.nextOpens' }, useResetTime(status.resetAt, status.timeZone));
  const { result, refusal } = context;
  return (
    <section className={cx(card(), todayCard)} aria-labelledby="check-in-today-title" data-testid="check-in-today" data-checked={status.checkedInToday}>
      <h2 id="check-in-today-title" className={sectionTitle}>
        {intl.formatMessage({ id: 'rewards.checkIn.todayTitle' })}
      </h2>
      <div className={streakRow}>
        <span className={flame} aria-hidden="true">
          <Icon name="flame" size={30} />
        </span>
        <div className={streakText}>
          <span className={streakNumber} data-testid="check-in-streak">
            {intl.formatMessage({ id: 'rewards.checkIn.streakDays' }, { days: status.streak })}
          </span>
          <span className={muted}>
            {status.streak === 0
              ? intl.formatMessage({ id: 'rewards.checkIn.streakNone' })
              : status.checkedInToday
                ? intl.formatMessage({ id: 'rewards.checkIn.streakKeep' })
                : intl.formatMessage({ id: 'rewards.checkIn.streakAtRisk' })}
          </span>
        </div>
      </div>
      {!member ? (
        <button type="button" className={cx(button({ variant: 'outline', size: 'lg' }), bigButton)} onClick={() => send({ type: 'dialog.open', view: 'login' })}>
          <Icon name="lock" size={18} />
          {intl.formatMessage({ id: 'rewards.checkIn.signInToCheckIn' })}
        </button>
      ) : status.checkedInToday ? (
        <button type="button" className={cx(button({ variant: 'ghost', size: 'lg' }), bigButton)} disabled data-testid="check-in-done">
          <Icon name="success" size={18} />
          {intl.formatMessage({ id: 'rewards.checkIn.doneToday' })}
        </button>
      ) : (
        <button
          type="button"
          className={cx(button({ variant: 'solid', size: 'lg' }), bigButton)}
          onClick={onCheckIn}
          disabled={submitting}
          aria-busy={submitting || undefined}
          data-testid="check-in-button"
        >
          <Icon name="calendar" size={18} />
          {intl.formatMessage({ id: submitting ? 'rewards.checkIn.submitting' : 'rewards.checkIn.submit' }, { exp: status.nextReward })}
        </button>
      )}
      {member && !status.checkedInToday && status.nextBonus > 0 ? (
        <p className={muted}>{intl.formatMessage({ id: 'rewards.checkIn.bonusToday' }, { bonus: status.nextBonus, days: status.streak + 1 })}</p>
      ) : null}
      <p className={subtle} data-testid="check-in-reset">
        {reset}
      </p>
      <div aria-live="polite">
        {result ? (
          <p className={okLine} data-testid="check-in-success">
            <Icon name="success" size={16} />
            {result.bonus > 0
              ? intl.formatMessage({ id: 'rewards.checkIn.successBonus' }, { exp: result.expReward, bonus: result.bonus, streak: result.streak })
              : intl.formatMessage({ id: 'rewards.checkIn.success' }, { exp: result.expReward, streak: result.streak })}
          </p>
        ) : null}
        {refusal ? (
          <p className={errorLine} role="alert" data-testid="check-in-refused">
            <Icon name="warning" size={16} />
            {refusal.status > 0 ? refusal.message : intl.formatMessage({ id: 'common.networkError' })}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** The streak bonuses: reached, the next one with the days left, and those after. */
function StreakRewards({ status }: { status: CheckInStatus }) {
  const intl = useIntl();
  return (
    <section className={cx(card(), todayCard)} aria-labelledby="check-in-rewards-title" data-testid="check-in-milestones">
      <h2 id="check-in-rewards-title" className={sectionTitle}>
        {intl.formatMessage({ id: 'rewards.checkIn.milestonesTitle' })}
      </h2>
      <p className={muted}>{intl.formatMessage({ id: 'rewards.checkIn.dailyRule' })}</p>
      <ul className={milestoneList}>
        {status.milestones.map((m) => {
          const next = m.days === status.nextMilestone.days;
          return (
            <li key={m.days} className={milestone} data-reached={m.reached} data-next={next}>
              <span className={milestoneIcon} aria-hidden="true">
                <Icon name={m.reached ? 'success' : next ? 'star' : 'lock'} size={20} />
              </span>
              <span className={milestoneText}>
                <strong>{intl.formatMessage({ id: 'rewards.checkIn.milestoneDays' }, { days: m.days })}</strong>
                <span className={subtle}>
                  {m.reached
                    ? intl.formatMessage({ id: 'rewards.checkIn.milestoneReached' })
                    : intl.formatMessage({ id: 'rewards.checkIn.milestoneLeft' }, { days: m.days - status.streak })}
                </span>
              </span>
              <span className={cx(expBadge, numbers)}>{intl.formatMessage({ id: 'rewards.expReward' }, { exp: m.bonus })}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function CheckIn({ member, timezone }: { member: boolean; timezone: string }) {
  const [snapshot, sendCheckIn] = useMachine(checkInMachine, { input: { timezone, member } });
  const { context } = snapshot;
  const status = context.status;
  if (snapshot.matches('loading') || (!status && !snapshot.matches('failed'))) return <Skeleton />;
  if (snapshot.matches('failed') || !status) return <LoadFailed error={context.error} onRetry={() => sendCheckIn({ type: 'checkIn.retry' })} />;
  const switching = snapshot.matches({ ready: 'switching' });
  const move = (by: -1 | 1) => sendCheckIn({ type: 'checkIn.month', month: shiftMonth(status.month, by) });
  return (
    <div className={grid} data-testid="check-in" data-state={statePath(snapshot.value)}>
      <div className={todayArea}>
        <TodayCard context={context} member={member && status.signedIn} submitting={snapshot.matches({ ready: 'submitting' })} onCheckIn={() => sendCheckIn({ type: 'checkIn.submit' })} />
      </div>
      <div className={rewardsArea}>
        <StreakRewards status={status} />
      </div>
      <div className={mainArea}>
        <CheckInCalendar
          status={status}
          busy={switching}
          canPrevious={monthAllowed(status, shiftMonth(status.month, -1))}
          canNext={monthAllowed(status, shiftMonth(status.month, 1))}
          onMonth={move}
        />
        {context.error && snapshot.matches({ ready: 'idle' }) ? (
          <p className={errorLine} role="alert">
            <Icon name="warning" size={16} />
            {context.error.status > 0 ? context.error.message : <MonthFailed />}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function MonthFailed() {
  const intl = useIntl();
  return <>{intl.formatMessage({ id: 'common.networkError' })}</>;
}

export default function CheckInPage({ routeId, params }: PageProps) {
  const { status } = useAuth();
  const timezone = useVisitorTimeZone();
  const settled = status === 'member' || status === 'guest';
  const member = status === 'member';
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.checkIn">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '5' } })} data-auth={status}>
        {settled && !member ? <GuestPrompt titleId="rewards.checkIn.guest.title" textId="rewards.checkIn.guest.text" /> : null}
        {/* A new sign-in (or zone) reads the calendar again, with the member's check-ins. */}
        {settled ? <CheckIn key={`${status}|${timezone}`} member={member} timezone={timezone} /> : <Skeleton />}
      </div>
    </PageFrame>
  );
}
