import { useMachine } from '@xstate/react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import type { PageProps } from '../../../app/page-props';
import { useAppSend, useAuth, useVisitorTimeZone } from '../../../app/machine-hooks';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { statePath } from '../../../components/ui/use-loader';
import { Icon } from '../../../components/ui/icon';
import { missionsMachine } from '../../../../machines/rewards/missions.machine';
import type { DailyMissions } from '../../../../contracts/schemas/users/rewards';
import { GuestPrompt } from '../components/guest-prompt';
import { useResetTime } from '../components/reset-time';
import { LevelCard } from '../components/level-card';
import { MissionCard } from '../components/mission-card';
import { bar, barFill, column, mainArea, muted, numbers, pageGrid, row, sectionTitle, sideArea, spread } from '../components/reward-styles';
import { srOnly } from '../../../components/ui/text-styles';

const list = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' });
const summary = css({ gap: '3', p: { base: '4', sm: '5' } });
const skeleton = css({ borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', animation: 'livePulse' });
const skeletonLevel = css({ h: '[7.5rem]' });
const skeletonSummary = css({ h: '[7rem]' });
const skeletonMission = css({ h: { base: '[13rem]', sm: '[7.5rem]' } });
const skeletonHeading = css({ h: '7' });

/** What the page looks like while it loads: the level, the day's summary and four missions, at their size. */
function Skeleton({ member }: { member: boolean }) {
  const intl = useIntl();
  return (
    <div className={pageGrid} aria-busy="true" data-state="loading" data-testid="missions-loading">
      <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
      <div className={sideArea}>
        {member ? <div className={cx(skeleton, skeletonLevel)} aria-hidden="true" /> : null}
        <div className={cx(skeleton, skeletonSummary)} aria-hidden="true" />
      </div>
      <div className={mainArea}>
        <div className={skeletonHeading} aria-hidden="true" />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={cx(skeleton, skeletonMission)} aria-hidden="true" />
        ))}
      </div>
    </div>
  );
}

/** The day: its date, the EXP claimed of all there is, and when the next day's missions start (in the member's zone). */
function DaySummary({ data }: { data: DailyMissions }) {
  const intl = useIntl();
  const done = data.missions.filter((m) => m.completed).length;
  const percent = data.totalExp > 0 ? Math.round((data.claimedExp / data.totalExp) * 100) : 0;
  const reset = useResetTime(data.resetAt, data.timeZone);
  return (
    <section className={cx(card(), summary)} aria-labelledby="missions-day-title" data-testid="missions-summary">
      <div className={spread}>
        <h2 id="missions-day-title" className={sectionTitle}>
          {intl.formatMessage({ id: 'rewards.missions.dayTitle' }, { date: intl.formatDate(`${data.day}T00:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }) })}
        </h2>
        <span className={cx(muted, numbers)}>{intl.formatMessage({ id: 'rewards.missions.done' }, { done, total: data.missions.length })}</span>
      </div>
      <div
        className={bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={data.totalExp}
        aria-valuenow={data.claimedExp}
        aria-label={intl.formatMessage({ id: 'rewards.missions.claimedLabel' })}
        aria-valuetext={intl.formatMessage({ id: 'rewards.missions.claimedExp' }, { claimed: data.claimedExp, total: data.totalExp })}
      >
        <div className={barFill} style={{ width: `${percent}%` }} />
      </div>
      <div className={spread}>
        <span className={cx(muted, numbers)} data-testid="missions-claimed-exp">
          {intl.formatMessage({ id: 'rewards.missions.claimedExp' }, { claimed: data.claimedExp, total: data.totalExp })}
        </span>
        <span className={cx(row, muted)} data-testid="missions-reset">
          <Icon name="refresh" size={16} />
          {intl.formatMessage({ id: 'rewards.missions.reset' }, reset)}
        </span>
      </div>
    </section>
  );
}

function Missions({ member, timezone }: { member: boolean; timezone: string }) {
  const intl = useIntl();
  const send = useAppSend();
  const [snapshot, sendMissions] = useMachine(missionsMachine, { input: { timezone, member } });
  const { missions: data, level, error, claimingId, outcome } = snapshot.context;
  const state = statePath(snapshot.value);
  if (snapshot.matches('loading')) return <Skeleton member={member} />;
  if (snapshot.matches('failed')) return <LoadFailed error={error} onRetry={() => sendMissions({ type: 'missions.retry' })} />;
  if (snapshot.matches('empty') || !data) {
    return (
      <SectionNotice
        icon="star"
        state="empty"
        title={intl.formatMessage({ id: 'rewards.missions.empty.title' })}
        text={intl.formatMessage({ id: 'rewards.missions.empty.text' })}
        testId="missions-empty"
      />
    );
  }
  return (
    <div className={pageGrid} data-testid="missions" data-state={state}>
      <div className={sideArea}>
        {level ? <LevelCard info={level} /> : null}
        <DaySummary data={data} />
      </div>
      <section aria-labelledby="missions-list-title" className={mainArea}>
        <h2 id="missions-list-title" className={sectionTitle}>
          {intl.formatMessage({ id: 'rewards.missions.listTitle' })}
        </h2>
        <ul className={list}>
          {data.missions.map((mission) => (
            <MissionCard
              key={mission.missionId}
              mission={mission}
              member={member && data.signedIn}
              claiming={claimingId === mission.missionId}
              busy={claimingId !== null}
              outcome={outcome?.missionId === mission.missionId ? outcome : null}
              onClaim={() => sendMissions({ type: 'missions.claim', missionId: mission.missionId })}
              onSignIn={() => send({ type: 'dialog.open', view: 'login' })}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}

export default function DailyMissionsPage({ routeId, params }: PageProps) {
  const { status } = useAuth();
  const timezone = useVisitorTimeZone();
  const settled = status === 'member' || status === 'guest';
  const member = status === 'member';
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.dailyMissions">
      <div className={column} data-auth={status}>
        {settled && !member ? <GuestPrompt titleId="rewards.missions.guest.title" textId="rewards.missions.guest.text" /> : null}
        {/* A new sign-in (or zone) reads the missions again, with the member's progress. */}
        {settled ? <Missions key={`${status}|${timezone}`} member={member} timezone={timezone} /> : <Skeleton member={false} />}
      </div>
    </PageFrame>
  );
}
