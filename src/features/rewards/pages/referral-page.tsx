import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import type { PageProps } from '../../../app/page-props';
import { useAppSend, useAuth } from '../../../app/machine-hooks';
import { useIntl } from '../../../lib/intl-context';
import { formatCount } from '../../../lib/format/count';
import { Avatar } from '../../../components/ui/avatar';
import { Icon, type IconName } from '../../../components/ui/icon';
import { PageFrame } from '../../../components/ui/page-frame';
import { PagedView } from '../../../components/ui/paged-view';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { PID_COOKIE_MAX_AGE_S } from '../../../../contracts/constants';
import type { ReferralInfo } from '../../../../contracts/schemas/users/rewards';
import { inviteeList, referralInfoLoader } from '../../../../machines/referral/referral.loaders';
import { shareLinkMachine } from '../../../../machines/referral/share-link.machine';
import { muted } from '../../../components/ui/text-styles';

/** The QR code's drawing (and the qrcode library) load only when a member's link is shown. */
const ReferralQr = lazy(() => import('../components/referral-qr'));

const QR_SIZE = 168;
const DAY_S = 86_400;

const stack = css({ display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '5' }, minW: '0' });
const panel = css({ display: 'flex', flexDirection: 'column', gap: '3', p: { base: '4', sm: '5' }, bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', minW: '0' });
const top = css({ display: 'grid', gap: { base: '4', sm: '5' }, gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) auto' }, alignItems: 'stretch' });
const panelTitle = css({ textStyle: 'sectionTitle' });
const linkRow = css({ display: 'flex', gap: '2', flexWrap: { base: 'wrap', sm: 'nowrap' }, alignItems: 'stretch' });
const linkInput = css({
  flex: '[1 1 16rem]',
  minW: '0',
  minH: 'touch',
  px: '3',
  bg: 'bg.canvas',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  fontFamily: 'mono',
  fontSize: 'sm',
  _focusVisible: { outline: '[2px solid]', outlineColor: 'border.focus', outlineOffset: '0.5' },
});
const buttons = css({ display: 'flex', gap: '2', flex: { base: '[1 1 100%]', sm: '[0 0 auto]' }, '& > button': { flex: { base: '1', sm: '[0 0 auto]' } } });
const code = css({ fontFamily: 'mono', fontWeight: 'bold', color: 'fg.default', letterSpacing: 'wide' });
const feedback = css({ fontSize: 'sm', minH: '5' });
const qrPanel = css({ alignItems: 'center', textAlign: 'center', w: { sm: '64' } });
const qrFrame = css({ p: '2', bg: '[#fff]', borderRadius: 'lg', lineHeight: '[0]' });
const qrPlaceholder = css({ w: `[${QR_SIZE}px]`, h: `[${QR_SIZE}px]`, borderRadius: 'md', bg: 'bg.subtle', animation: 'livePulse' });
const stats = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: '3' });
const stat = css({ display: 'flex', flexDirection: 'column', gap: '1', p: '4', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl' });
const statValue = css({ fontSize: { base: 'xl', sm: '2xl' }, fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', color: 'accent.text' });
const inviteeRows = css({ display: 'flex', flexDirection: 'column', '& > li + li': { borderTopWidth: '1px', borderColor: 'border.subtle' } });
const inviteeRow = css({ display: 'flex', alignItems: 'center', gap: '3', py: '3' });
const inviteeName = css({ fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const inviteeReward = css({ ml: 'auto', fontWeight: 'bold', color: 'status.success', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
const inviteePending = css({ ml: 'auto', color: 'fg.muted', fontSize: 'sm', whiteSpace: 'nowrap' });
const rules = css({ display: 'flex', flexDirection: 'column', gap: '2', pl: '5', listStyleType: 'decimal', color: 'fg.muted', lineHeight: 'relaxed', '& li::marker': { color: 'accent.text', fontWeight: 'bold' } });
const skeleton = css({ borderRadius: 'lg', bg: 'bg.subtle', animation: 'livePulse' });
const stepList = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '3', mt: 'auto', pt: '3', borderTopWidth: '1px', borderColor: 'border.subtle' });
const step = css({ display: 'flex', gap: '3', alignItems: 'flex-start' });
const stepIcon = css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: '0', w: '10', h: '10', borderRadius: 'full', bg: 'accent.muted', color: 'accent.text' });

/** The rules, with the rewards when they are known (a member's page). */
function Rules({ info }: { info: ReferralInfo | null }) {
  const intl = useIntl();
  return (
    <section className={panel} aria-labelledby="referral-rules">
      <h2 id="referral-rules" className={panelTitle}>
        {intl.formatMessage({ id: 'referral.rules.title' })}
      </h2>
      <ol className={rules} data-testid="referral-rules">
        <li>{intl.formatMessage({ id: 'referral.rules.share' })}</li>
        <li>
          {info
            ? intl.formatMessage({ id: 'referral.rules.reward' }, { reward: info.rewardPerInvite, bonus: info.inviteeBonus })
            : intl.formatMessage({ id: 'referral.rules.rewardGuest' })}
        </li>
        <li>{intl.formatMessage({ id: 'referral.rules.once' })}</li>
        {info ? <li>{intl.formatMessage({ id: 'referral.rules.limits' }, { perDay: info.creditsPerDay, perMonth: info.creditsPerMonth })}</li> : null}
        <li>{intl.formatMessage({ id: 'referral.rules.self' })}</li>
        <li>{intl.formatMessage({ id: 'referral.rules.remember' }, { days: Math.round(PID_COOKIE_MAX_AGE_S / DAY_S) })}</li>
      </ol>
    </section>
  );
}

/** Share, sign-up, reward: the three steps, with the rewards of the member's answer. */
function Steps({ info }: { info: ReferralInfo }) {
  const intl = useIntl();
  const steps: Array<[IconName, string, string]> = [
    ['share', 'referral.steps.share', intl.formatMessage({ id: 'referral.steps.shareText' })],
    ['userPlus', 'referral.steps.join', intl.formatMessage({ id: 'referral.steps.joinText' })],
    ['promotion', 'referral.steps.reward', intl.formatMessage({ id: 'referral.steps.rewardText' }, { reward: info.rewardPerInvite, bonus: info.inviteeBonus })],
  ];
  return (
    <ol className={stepList} aria-label={intl.formatMessage({ id: 'referral.steps.label' })}>
      {steps.map(([icon, titleId, text]) => (
        <li key={titleId} className={step}>
          <span className={stepIcon}>
            <Icon name={icon} size={20} />
          </span>
          <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
            <span className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{intl.formatMessage({ id: titleId })}</span>
            <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>{text}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The link with copy and share (machines/referral/share-link.machine.ts), its code, and its QR code. */
function LinkPanel({ info }: { info: ReferralInfo }) {
  const intl = useIntl();
  const url = `${window.location.origin}${info.sharePath}`;
  const [snapshot, send] = useMachine(shareLinkMachine, { input: { url, title: intl.formatMessage({ id: 'referral.link.shareTitle' }) } });
  const [canShare] = useState(() => typeof navigator.share === 'function');
  const state = String(snapshot.value);
  return (
    <div className={top}>
      <section className={panel} aria-labelledby="referral-link" data-testid="referral-link-panel" data-state={state}>
        <h2 id="referral-link" className={panelTitle}>
          {intl.formatMessage({ id: 'referral.link.title' })}
        </h2>
        <div className={linkRow}>
          <input
            className={linkInput}
            value={url}
            readOnly
            aria-labelledby="referral-link"
            onFocus={(event) => event.currentTarget.select()}
            data-testid="referral-link"
          />
          <div className={buttons}>
            <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => send({ type: 'link.copy' })} data-testid="referral-copy">
              <Icon name={state === 'copied' ? 'check' : 'copy'} size={18} />
              {intl.formatMessage({ id: state === 'copied' ? 'referral.link.copied' : 'referral.link.copy' })}
            </button>
            {canShare ? (
              <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={() => send({ type: 'link.share' })} disabled={state === 'sharing'} data-testid="referral-share">
                <Icon name="share" size={18} />
                {intl.formatMessage({ id: 'referral.link.share' })}
              </button>
            ) : null}
          </div>
        </div>
        <p className={feedback} role="status" aria-live="polite">
          {state === 'copyFailed' ? (
            <span className={css({ color: 'status.error' })}>{intl.formatMessage({ id: 'referral.link.copyFailed' })}</span>
          ) : state === 'shareFailed' ? (
            <span className={css({ color: 'status.error' })}>{intl.formatMessage({ id: 'referral.link.shareFailed' })}</span>
          ) : state === 'copied' ? (
            intl.formatMessage({ id: 'referral.link.copied' })
          ) : null}
        </p>
        <p className={muted}>
          {intl.formatMessage(
            { id: 'referral.link.code' },
            {
              code: (
                <span key="code" className={code} data-testid="referral-code">
                  {info.referralCode}
                </span>
              ),
            },
          )}
        </p>
        {info.referredBy ? <p className={muted}>{intl.formatMessage({ id: 'referral.referredBy' }, { name: info.referredBy.nickname })}</p> : null}
        <Steps info={info} />
      </section>
      <section className={cx(panel, qrPanel)} aria-labelledby="referral-qr">
        <h2 id="referral-qr" className={panelTitle}>
          {intl.formatMessage({ id: 'referral.qr.title' })}
        </h2>
        <div className={qrFrame}>
          <Suspense fallback={<div className={qrPlaceholder} aria-hidden="true" />}>
            <ReferralQr url={url} label={intl.formatMessage({ id: 'referral.qr.label' })} size={QR_SIZE} />
          </Suspense>
        </div>
        <p className={muted}>{intl.formatMessage({ id: 'referral.qr.hint' })}</p>
      </section>
    </div>
  );
}

function Stats({ info }: { info: ReferralInfo }) {
  const intl = useIntl();
  const items: Array<[string, string, string]> = [
    ['invited', 'referral.stats.invited', formatCount(info.invitedCount)],
    ['earned', 'referral.stats.earned', formatCount(info.totalRewardExp)],
    ['per-invite', 'referral.stats.perInvite', intl.formatMessage({ id: 'referral.exp' }, { exp: info.rewardPerInvite })],
    ['bonus', 'referral.stats.bonus', intl.formatMessage({ id: 'referral.exp' }, { exp: info.inviteeBonus })],
  ];
  return (
    <dl className={stats} aria-label={intl.formatMessage({ id: 'referral.stats.label' })}>
      {items.map(([key, labelId, value]) => (
        <div key={key} className={stat} data-testid={`referral-stat-${key}`}>
          <dt className={muted}>{intl.formatMessage({ id: labelId })}</dt>
          <dd className={statValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who joined, newest first: a credited invitee with the EXP they brought, a pending one marked so (the rules say why). */
function Invitees({ pendingCount }: { pendingCount: number }) {
  const intl = useIntl();
  const list = useMemo(() => inviteeList(), []);
  return (
    <section className={panel} aria-labelledby="referral-invitees">
      <h2 id="referral-invitees" className={panelTitle}>
        {intl.formatMessage({ id: 'referral.invitees.title' })}
      </h2>
      {pendingCount > 0 ? (
        <p className={muted} data-testid="referral-pending-hint">
          {intl.formatMessage({ id: 'referral.invitees.pendingHint' }, { count: pendingCount })}
        </p>
      ) : null}
      <PagedView
        list={list}
        testId="referral-invitees"
        icon="userPlus"
        rows={3}
        empty={{ title: intl.formatMessage({ id: 'referral.invitees.empty' }), text: intl.formatMessage({ id: 'referral.invitees.emptyText' }) }}
        countText={(total) => intl.formatMessage({ id: 'referral.invitees.count' }, { count: total })}
      >
        {(items) => (
          <ul className={inviteeRows}>
            {items.map((invitee) => (
              <li key={invitee.userId} className={inviteeRow} data-testid="referral-invitee" data-user-id={invitee.userId} data-status={invitee.status}>
                <Avatar src={invitee.profilePicture} name={invitee.nickname} size="md" />
                <span className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
                  <span className={inviteeName} data-testid="referral-invitee-name">
                    {invitee.nickname}
                  </span>
                  <span className={muted}>
                    {intl.formatMessage({ id: 'referral.invitees.joined' }, { date: intl.formatDate(invitee.joinedAt, { dateStyle: 'medium' }) })}
                    {' · '}
                    {intl.formatMessage({ id: 'referral.invitees.level' }, { level: invitee.level })}
                  </span>
                </span>
                {invitee.status === 'credited' ? (
                  <span className={inviteeReward} data-testid="referral-invitee-reward">
                    {intl.formatMessage({ id: 'referral.exp' }, { exp: invitee.rewardExp })}
                  </span>
                ) : (
                  <span className={inviteePending} data-testid="referral-invitee-reward">
                    {intl.formatMessage({ id: 'referral.invitees.pending' })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </section>
  );
}

function MemberReferral() {
  const info = useLoader(referralInfoLoader, {});
  if (info.status === 'failed') return <LoadFailed error={info.error} onRetry={info.retry} />;
  if (!info.data) return <ReferralSkeleton />;
  return (
    <div className={stack} data-testid="referral-page" data-state={info.state}>
      <LinkPanel info={info.data} />
      <Stats info={info.data} />
      <Invitees pendingCount={info.data.pendingCount} />
      <Rules info={info.data} />
    </div>
  );
}

function ReferralSkeleton() {
  return (
    <div className={stack} aria-busy="true" data-state="loading" data-testid="referral-page">
      <div className={top}>
        <div className={cx(panel, css({ minH: '52' }))}>
          <div className={cx(skeleton, css({ h: '6', w: '1/2' }))} />
          <div className={cx(skeleton, css({ h: '11' }))} />
        </div>
        <div className={cx(panel, qrPanel)}>
          <div className={qrPlaceholder} />
        </div>
      </div>
      <div className={stats}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={cx(stat, css({ h: '24' }))} />
        ))}
      </div>
    </div>
  );
}

function GuestReferral() {
  const intl = useIntl();
  const send = useAppSend();
  return (
    <div className={stack} data-testid="referral-guest">
      <SectionNotice
        icon="userPlus"
        title={intl.formatMessage({ id: 'referral.guest.title' })}
        text={intl.formatMessage({ id: 'referral.guest.text' })}
        testId="referral-sign-in"
        action={
          <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => send({ type: 'dialog.open', view: 'login' })}>
            <Icon name="lock" size={18} />
            {intl.formatMessage({ id: 'referral.guest.action' })}
          </button>
        }
      />
      <Rules info={null} />
    </div>
  );
}

/** /gioi-thieu-ban-be: a member's referral link (copy, share, QR code), who joined through it and what it earned, and the rules; a guest is asked to sign in. */
export default function ReferralPage({ routeId, params }: PageProps) {
  const { status } = useAuth();
  let content: ReactNode;
  if (status === 'member') content = <MemberReferral />;
  else if (status === 'starting' || status === 'busy') content = <ReferralSkeleton />;
  else content = <GuestReferral />;
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.referral">
      {content}
    </PageFrame>
  );
}
