import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { badge } from '../../../../styled-system/recipes';
import { useVisitorTimeZone } from '../../../app/machine-hooks';
import type { CommentatorApplication } from '../../../../contracts/schemas/users/commentators';
import type { ApplicationStatus } from '../../../../contracts/commentator-rules';

const TONES: Record<ApplicationStatus, 'accent' | 'live' | 'hot'> = { pending: 'accent', approved: 'live', rejected: 'hot' };

/** The status of an application as a badge: waiting, approved or not approved. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const intl = useIntl();
  return (
    <span className={badge({ tone: TONES[status] })} data-testid="application-status" data-status={status}>
      {intl.formatMessage({ id: `commentator.status.${status}` })}
    </span>
  );
}

/** An instant of an application (sent, reviewed) in the visitor's zone: date and time. */
export function useApplicationTime(): (iso: string) => string {
  const intl = useIntl();
  const timeZone = useVisitorTimeZone();
  return (iso) => intl.formatDate(iso, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '[minmax(9rem, auto) minmax(0, 1fr)]' },
  columnGap: '4',
  rowGap: { base: '1', sm: '2.5' },
  m: '0',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted', mt: { base: '2', sm: '0' } },
  '& dd': { m: '0', minW: '0', overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
});
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' });
const chip = css({ px: '2', py: '0.5', borderRadius: 'full', bg: 'bg.active', fontSize: 'xs', fontWeight: 'medium' });
const link = css({ color: 'accent.text', textDecoration: 'underline', textUnderlineOffset: '2px', _hover: { color: 'fg.default' } });

/** What an application says, field by field; the member's words are shown as text, the link as a link that leaves the site. */
export function ApplicationDetails({ application }: { application: CommentatorApplication }) {
  const intl = useIntl();
  const label = (field: string) => intl.formatMessage({ id: `commentator.field.${field}` });
  return (
    <dl className={list} data-testid="application-details">
      <dt>{label('displayName')}</dt>
      <dd data-testid="application-name">{application.displayName}</dd>
      {application.languages.length > 0 ? (
        <>
          <dt>{label('languages')}</dt>
          <dd>
            <span className={chips}>
              {application.languages.map((l) => (
                <span key={l.code} className={chip}>
                  {l.name}
                </span>
              ))}
            </span>
          </dd>
        </>
      ) : null}
      <dt>{label('sports')}</dt>
      <dd>
        <span className={chips}>
          {application.sports.map((s) => (
            <span key={s.code} className={chip}>
              {s.name}
            </span>
          ))}
        </span>
      </dd>
      {application.sampleLink ? (
        <>
          <dt>{label('sampleLink')}</dt>
          <dd>
            <a className={link} href={application.sampleLink} target="_blank" rel="noopener noreferrer nofollow ugc">
              {application.sampleLink}
            </a>
          </dd>
        </>
      ) : null}
      <dt>{label('experience')}</dt>
      <dd>{application.experience}</dd>
      {application.motivation ? (
        <>
          <dt>{label('motivation')}</dt>
          <dd>{application.motivation}</dd>
        </>
      ) : null}
    </dl>
  );
}
