import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { Link, useSearch } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import type { PageProps } from '../../../app/page-props';
import { css, cx } from '../../../../styled-system/css';
import { badge, button, card, field, segmented } from '../../../../styled-system/recipes';
import { useAppSend, useAuth } from '../../../app/machine-hooks';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icon';
import { PageFrame } from '../../../components/ui/page-frame';
import { PagedView } from '../../../components/ui/paged-view';
import { LoadingRows, SectionNotice } from '../../../components/ui/section-states';
import { href } from '../../../../contracts/href';
import { SITE_ROLES } from '../../../../contracts/constants';
import { REVIEW_NOTE_MAX, textLength } from '../../../../contracts/commentator-rules';
import type { ReviewedApplication } from '../../../../contracts/schemas/users/commentators';
import { APPLICATION_FILTERS, applicationLists, reviewMachine, type ApplicationFilter } from '../../../../machines/commentators/commentators.loaders';
import { ApplicationDetails, ApplicationStatusBadge, useApplicationTime } from '../components/application-parts';
import { FormAlert } from '../components/form-field';

/** The filter in the address: ?trang-thai=cho-duyet (the default), da-duyet, tu-choi or tat-ca. */
const FILTER_SLUGS: Record<ApplicationFilter, string> = { pending: 'cho-duyet', approved: 'da-duyet', rejected: 'tu-choi', all: 'tat-ca' };
const FILTER_PARAM = 'trang-thai';

function filterOf(search: string): ApplicationFilter {
  const slug = new URLSearchParams(search).get(FILTER_PARAM);
  return APPLICATION_FILTERS.find((f) => FILTER_SLUGS[f] === slug) ?? 'pending';
}

const filterHref = (filter: ApplicationFilter) => (filter === 'pending' ? href('adminApplications') : `${href('adminApplications')}?${FILTER_PARAM}=${FILTER_SLUGS[filter]}`);

const list = css({ display: 'flex', flexDirection: 'column', gap: '4', m: '0', p: '0', listStyle: 'none' });
const item = css({ gap: '4', p: { base: '4', sm: '5' } });
const head = css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' });
const who = css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1' });
const nickname = css({ fontWeight: 'bold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const meta = css({ fontSize: 'xs', color: 'fg.subtle', overflowWrap: 'anywhere' });
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', justifyContent: 'flex-end', flexShrink: '0' });
const review = css({ display: 'flex', flexDirection: 'column', gap: '3', borderTopWidth: '1px', borderColor: 'border.subtle', pt: '4' });
const textarea = css({ minH: '[5rem]', py: '2', resize: 'vertical', lineHeight: 'normal' });
const buttons = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' });
const outcome = css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', borderTopWidth: '1px', borderColor: 'border.subtle', pt: '3' });
const outcomeNote = css({ overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
const actions = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', mt: '2' });

/** One application with its applicant, and the admin's note and decision while it is open. */
function ApplicationCard({ initial }: { initial: ReviewedApplication }) {
  const intl = useIntl();
  const appSend = useAppSend();
  const time = useApplicationTime();
  const noteId = useId();
  const [snapshot, send] = useMachine(
    reviewMachine.provide({
      actions: {
        announceReviewed: ({ context }) =>
          appSend({
            type: 'toast.show',
            kind: 'success',
            messageId: context.application.status === 'approved' ? 'commentator.review.approvedToast' : 'commentator.review.rejectedToast',
            values: { name: context.application.displayName },
          }),
      },
    }),
    { input: { application: initial } },
  );
  const { application, note, problem, error } = snapshot.context;
  const busy = snapshot.matches('sending');
  const open = snapshot.matches('open') || busy;
  const styles = field();
  const applicant = application.applicant;
  return (
    <li className={cx(card(), item)} data-testid="review-application" data-id={application.id} data-status={application.status} data-state={String(snapshot.value)}>
      <div className={head}>
        <Avatar src={applicant.profilePicture} name={applicant.nickname} size="md" />
        <div className={who}>
          <span className={nickname}>{applicant.nickname}</span>
          <span className={meta}>
            @{applicant.username} · {intl.formatMessage({ id: 'commentator.status.sentAt' }, { time: time(application.createdAt) })}
          </span>
        </div>
        <span className={badges}>
          {applicant.siteRoleId === SITE_ROLES.host ? <span className={badge({ tone: 'live' })}>{intl.formatMessage({ id: 'commentator.status.hostBadge' })}</span> : null}
          <ApplicationStatusBadge status={application.status} />
        </span>
      </div>
      <ApplicationDetails application={application} />
      {open ? (
        <form
          className={review}
          aria-label={intl.formatMessage({ id: 'commentator.review.actions' }, { name: application.displayName })}
          onSubmit={(event) => event.preventDefault()}
          noValidate
        >
          <div className={styles.root}>
            <label htmlFor={noteId} className={styles.label}>
              {intl.formatMessage({ id: 'commentator.review.note' })}
            </label>
            <textarea
              id={noteId}
              className={cx(styles.input, textarea)}
              value={note}
              disabled={busy}
              maxLength={REVIEW_NOTE_MAX + 50}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${noteId}-hint`}
              onChange={(e) => send({ type: 'review.note', text: e.target.value })}
              data-testid="review-note"
            />
            <p id={`${noteId}-hint`} className={styles.hint} data-tone={problem ? 'error' : 'neutral'} aria-live="polite">
              {problem ? <Icon name="error" size={14} /> : null}
              {problem
                ? intl.formatMessage({ id: problem === 'required' ? 'commentator.review.noteRequired' : 'commentator.review.noteTooLong' }, { max: REVIEW_NOTE_MAX })
                : `${intl.formatMessage({ id: 'commentator.review.noteHint' }, { max: REVIEW_NOTE_MAX })} ${textLength(note)}/${REVIEW_NOTE_MAX}`}
            </p>
          </div>
          {error ? (
            <FormAlert testId="review-error">
              {intl.formatMessage({ id: 'commentator.review.failed' }, { message: error.status > 0 ? error.message : intl.formatMessage({ id: 'common.networkError' }) })}
            </FormAlert>
          ) : null}
          <div className={buttons}>
            <button type="button" className={button({ variant: 'outline', size: 'md' })} disabled={busy} onClick={() => send({ type: 'review.decide', decision: 'reject' })} data-testid="review-reject">
              <Icon name="close" size={16} />
              {intl.formatMessage({ id: 'commentator.review.reject' })}
            </button>
            <button type="button" className={button({ variant: 'solid', size: 'md' })} disabled={busy} aria-busy={busy || undefined} onClick={() => send({ type: 'review.decide', decision: 'approve' })} data-testid="review-approve">
              <Icon name={busy ? 'refresh' : 'check'} size={16} />
              {intl.formatMessage({ id: busy ? 'commentator.review.sending' : 'commentator.review.approve' })}
            </button>
          </div>
        </form>
      ) : (
        <div className={outcome} data-testid="review-outcome">
          {application.reviewedAt ? (
            <span className={meta}>
              {intl.formatMessage({ id: 'commentator.review.by' }, { name: application.reviewer?.nickname ?? '—', time: time(application.reviewedAt) })}
            </span>
          ) : null}
          {application.reviewNote ? <span className={outcomeNote}>{application.reviewNote}</span> : null}
        </div>
      )}
    </li>
  );
}

function Applications({ filter }: { filter: ApplicationFilter }) {
  const intl = useIntl();
  return (
    <PagedView
      list={applicationLists[filter]}
      testId="review-list"
      rows={3}
      icon="info"
      empty={{ title: intl.formatMessage({ id: 'commentator.review.empty.title' }), text: intl.formatMessage({ id: 'commentator.review.empty.text' }) }}
      countText={(count) => intl.formatMessage({ id: 'commentator.review.count' }, { count })}
    >
      {(applications) => (
        <ul className={list}>
          {applications.map((a) => (
            <ApplicationCard key={a.id} initial={a} />
          ))}
        </ul>
      )}
    </PagedView>
  );
}

function Guest() {
  const intl = useIntl();
  const send = useAppSend();
  return (
    <SectionNotice
      icon="lock"
      title={intl.formatMessage({ id: 'commentator.review.guest.title' })}
      text={intl.formatMessage({ id: 'commentator.review.guest.text' })}
      testId="review-guest"
      action={
        <div className={actions}>
          <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => send({ type: 'dialog.open', view: 'login' })}>
            {intl.formatMessage({ id: 'auth.login.open' })}
          </button>
        </div>
      }
    />
  );
}

/** /quan-tri/ung-tuyen: admins read the commentator applications and approve or reject them; anyone else is told it is not theirs. */
export default function ApplicationReviewPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const { status, userInfo } = useAuth();
  const filter = filterOf(useSearch());
  const seg = segmented();
  const isAdmin = status === 'member' && userInfo?.siteRoleId === SITE_ROLES.admin;
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.adminApplications">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-auth={status} data-testid="review-page">
        {isAdmin ? (
          <>
            <nav aria-label={intl.formatMessage({ id: 'commentator.review.filter' })} className={seg.root} data-testid="review-filter">
              {APPLICATION_FILTERS.map((f) => (
                <Link key={f} href={filterHref(f)} className={seg.item} aria-current={filter === f ? 'page' : undefined} data-filter={f}>
                  {intl.formatMessage({ id: `commentator.review.filter.${f}` })}
                </Link>
              ))}
            </nav>
            <Applications key={filter} filter={filter} />
          </>
        ) : status === 'member' && userInfo ? (
          <SectionNotice
            icon="lock"
            tone="error"
            state="forbidden"
            title={intl.formatMessage({ id: 'commentator.review.forbidden.title' })}
            text={intl.formatMessage({ id: 'commentator.review.forbidden.text' })}
            testId="review-forbidden"
          />
        ) : status === 'guest' ? (
          <Guest />
        ) : (
          <LoadingRows rows={3} />
        )}
      </div>
    </PageFrame>
  );
}
