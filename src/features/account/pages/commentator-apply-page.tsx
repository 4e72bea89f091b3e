import { useMachine } from '@xstate/react';
import { SignInActions } from '../../../components/ui/sign-in';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import type { PageProps } from '../../../app/page-props';
import { css, cx } from '../../../../styled-system/css';
import { badge, button, card } from '../../../../styled-system/recipes';
import { useAppSend, useAuth } from '../../../app/machine-hooks';
import { PageFrame } from '../../../components/ui/page-frame';
import { Icon } from '../../../components/ui/icon';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { href } from '../../../../contracts/href';
import { SITE_ROLES } from '../../../../contracts/constants';
import type { UserInfo } from '../../../../contracts/schemas/users/account';
import type { CommentatorApplication } from '../../../../contracts/schemas/users/commentators';
import { applyMachine, myApplicationLoader } from '../../../../machines/commentators/commentators.loaders';
import { ApplicationDetails, ApplicationStatusBadge, useApplicationTime } from '../components/application-parts';
import { CommentatorForm } from '../components/commentator-form';
import { FormAlert } from '../components/form-field';
import { srOnly } from '../../../components/ui/text-styles';

const layout = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '[minmax(0, 1fr) 20rem]' }, gap: { base: '4', lg: '6' }, alignItems: 'start' });
const main = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
const statusCard = css({ gap: '4', p: { base: '4', sm: '6' } });
const statusHead = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' });
const statusTitle = css({ textStyle: 'sectionTitle' });
const times = css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1', color: 'fg.muted', fontSize: 'sm' });
const note = css({ borderLeftWidth: '3px', borderColor: 'accent.default', pl: '3', py: '1', display: 'flex', flexDirection: 'column', gap: '1' });
const noteLabel = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' });
const noteText = css({ fontSize: 'sm', overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
const outcome = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', fontSize: 'sm' });
const aside = css({ gap: '3', p: { base: '4', sm: '5' }, position: { lg: 'sticky' }, top: { lg: '4' } });
const asideList = css({ display: 'flex', flexDirection: 'column', gap: '2.5', m: '0', p: '0', listStyle: 'none', fontSize: 'sm' });
const asideItem = css({ display: 'flex', gap: '2', alignItems: 'flex-start', '& svg': { flexShrink: '0', mt: '0.5', color: 'accent.text' } });
const asideAfter = css({ fontSize: 'sm', color: 'fg.muted', borderTopWidth: '1px', borderColor: 'border.subtle', pt: '3' });
const skeleton = css({ h: '[22rem]', borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', animation: 'livePulse' });
const actions = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', mt: '2' });

/** What a commentator needs, and what approval brings. */
function Requirements() {
  const intl = useIntl();
  return (
    <aside className={cx(card(), aside)} aria-labelledby="commentator-aside-title">
      <h2 id="commentator-aside-title" className={statusTitle}>
        {intl.formatMessage({ id: 'commentator.aside.title' })}
      </h2>
      <ul className={asideList}>
        {(['voice', 'knowledge', 'sample'] as const).map((item) => (
          <li key={item} className={asideItem}>
            <Icon name="check" size={16} />
            <span>{intl.formatMessage({ id: `commentator.aside.${item}` })}</span>
          </li>
        ))}
      </ul>
      <p className={asideAfter}>{intl.formatMessage({ id: 'commentator.aside.after' })}</p>
    </aside>
  );
}

/** The member's latest application: its status, the reviewer's note and what was sent. */
function ApplicationStatus({ application, justSent }: { application: CommentatorApplication; justSent: boolean }) {
  const intl = useIntl();
  const time = useApplicationTime();
  return (
    <section className={cx(card(), statusCard)} aria-labelledby="application-status-title" data-testid="application-status-card" data-status={application.status}>
      <div className={statusHead}>
        <h2 id="application-status-title" className={statusTitle}>
          {intl.formatMessage({ id: 'commentator.status.title' })}
        </h2>
        <ApplicationStatusBadge status={application.status} />
      </div>
      {justSent ? <FormAlert tone="success">{intl.formatMessage({ id: 'commentator.form.sent' })}</FormAlert> : null}
      <p className={times}>
        <span>{intl.formatMessage({ id: 'commentator.status.sentAt' }, { time: time(application.createdAt) })}</span>
        {application.reviewedAt ? <span>{intl.formatMessage({ id: 'commentator.status.reviewedAt' }, { time: time(application.reviewedAt) })}</span> : null}
      </p>
      {application.status === 'approved' ? (
        <div className={outcome} data-testid="application-approved">
          <span className={badge({ tone: 'live' })}>{intl.formatMessage({ id: 'commentator.status.hostBadge' })}</span>
          <span>{intl.formatMessage({ id: 'commentator.status.approvedText' }, { name: application.displayName })}</span>
          <Link href={href('schedule')} className={button({ variant: 'outline', size: 'sm' })}>
            <Icon name="schedule" size={16} />
            {intl.formatMessage({ id: 'commentator.host.schedule' })}
          </Link>
        </div>
      ) : (
        <p className={css({ fontSize: 'sm' })}>{intl.formatMessage({ id: application.status === 'pending' ? 'commentator.status.pendingText' : 'commentator.status.rejectedText' })}</p>
      )}
      {application.reviewNote ? (
        <div className={note} data-testid="application-review-note">
          <span className={noteLabel}>{intl.formatMessage({ id: 'commentator.status.note' })}</span>
          <span className={noteText}>{application.reviewNote}</span>
        </div>
      ) : null}
      <ApplicationDetails application={application} />
    </section>
  );
}

/** Applying for a member: the status of the latest application, the form when one may be sent. */
function MemberApplication({ userInfo }: { userInfo: UserInfo }) {
  const intl = useIntl();
  const send = useAppSend();
  const mine = useLoader(myApplicationLoader, userInfo.userId);
  const [form, sendForm] = useMachine(applyMachine);
  const created = form.context.created;
  const state = mine.data;

  // Approval changes the member's role and nickname: the rest of the site (the header's badge) learns it here.
  useEffect(() => {
    if (state && (state.siteRoleId !== userInfo.siteRoleId || state.nickname !== userInfo.nickname)) {
      send({ type: 'auth.userInfoChanged', userInfo: { ...userInfo, siteRoleId: state.siteRoleId, nickname: state.nickname } });
    }
  }, [state, userInfo, send]);

  if (mine.status === 'failed') return <LoadFailed error={mine.error} onRetry={mine.retry} />;
  if (!state) {
    return (
      <div className={skeleton} aria-busy="true" data-state="loading" data-testid="section-loading">
        <span className={srOnly}>{intl.formatMessage({ id: 'commentator.status.loading' })}</span>
      </div>
    );
  }
  const application = created ?? state.application;
  const isStaff = state.siteRoleId !== SITE_ROLES.member && state.siteRoleId !== SITE_ROLES.silent && state.siteRoleId !== SITE_ROLES.host;
  const showForm = !created && state.canApply;
  return (
    <div className={main} data-testid="commentator-apply" data-state={created ? 'sent' : application?.status ?? 'none'}>
      {application ? <ApplicationStatus application={application} justSent={created !== null} /> : null}
      {!application && state.siteRoleId === SITE_ROLES.host ? (
        <SectionNotice
          icon="star"
          title={intl.formatMessage({ id: 'commentator.host.title' })}
          text={intl.formatMessage({ id: 'commentator.host.text' })}
          testId="commentator-host"
          action={
            <Link href={href('schedule')} className={button({ variant: 'outline', size: 'md' })}>
              {intl.formatMessage({ id: 'commentator.host.schedule' })}
            </Link>
          }
        />
      ) : null}
      {isStaff ? (
        <SectionNotice
          icon="lock"
          title={intl.formatMessage({ id: 'commentator.staff.title' })}
          text={intl.formatMessage({ id: 'commentator.staff.text' })}
          testId="commentator-staff"
          action={
            state.siteRoleId === SITE_ROLES.admin ? (
              <Link href={href('adminApplications')} className={button({ variant: 'solid', size: 'md' })} data-testid="commentator-admin-link">
                {intl.formatMessage({ id: 'commentator.adminLink' })}
              </Link>
            ) : undefined
          }
        />
      ) : null}
      {showForm ? <CommentatorForm context={form.context} state={String(form.value)} send={sendForm} again={application !== null} /> : null}
    </div>
  );
}

function GuestPrompt() {
  const intl = useIntl();
  return (
    <SectionNotice
      icon="lock"
      title={intl.formatMessage({ id: 'commentator.guest.title' })}
      text={intl.formatMessage({ id: 'commentator.guest.text' })}
      testId="commentator-guest"
      action={
        <SignInActions className={actions} />
      }
    />
  );
}

/** /ung-tuyen-binh-luan-vien: a member applies to become a commentator and follows the outcome. */
export default function CommentatorApplyPage({ routeId, params }: PageProps) {
  const { status, userInfo } = useAuth();
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.commentatorApply">
      <div className={layout} data-auth={status}>
        {status === 'member' && userInfo ? (
          <MemberApplication key={userInfo.userId} userInfo={userInfo} />
        ) : status === 'starting' || status === 'busy' || status === 'member' ? (
          <div className={skeleton} aria-busy="true" data-state="loading" />
        ) : (
          <GuestPrompt />
        )}
        <Requirements />
      </div>
    </PageFrame>
  );
}
