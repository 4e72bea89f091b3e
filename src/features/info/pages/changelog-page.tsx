import type { ReactNode } from 'react';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { htmlLang } from '../../../../contracts/locale';
import type { ChangelogEntry } from '../../../../contracts/schemas/content/changelog';
import { changelogLoader } from '../../../../machines/info/info.loaders';
import { section } from '../../../components/sports/section-styles';
import { srOnly } from '../../../components/ui/text-styles';

const list = css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '3xl', listStyle: 'none', p: '0', m: '0' });
const day = css({ fontSize: 'md', fontWeight: 'bold', color: 'fg.default' });
const items = css({ display: 'flex', flexDirection: 'column', gap: '2.5', pl: '5', listStyleType: 'disc', color: 'fg.muted', lineHeight: 'relaxed', overflowWrap: 'anywhere', '& li::marker': { color: 'accent.text' } });
const code = css({ fontFamily: 'mono', fontSize: '[0.9em]', px: '1', borderRadius: 'sm', bg: 'bg.subtle', color: 'fg.default' });
const strong = css({ fontWeight: 'semibold', color: 'fg.default' });
const note = css({ color: 'fg.subtle', fontSize: 'sm', maxW: '3xl' });
const skeleton = css({ h: '[14rem]', borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', animation: 'livePulse' });

/** Prose with its `**stressed**` words in bold (stars left open stay as written). */
function stressed(text: string, key: number): ReactNode[] {
  const parts = text.split('**');
  return parts.map((part, i) => (i % 2 === 0 ? part : i === parts.length - 1 ? `**${part}` : <strong key={`${key}.${i}`} className={strong}>{part}</strong>));
}

/**
 * An item's text, with its `backticked` names of code set apart and `**stressed**` words in bold (a mark
 * left open stays as written); always text, never markup.
 */
export function ChangeText({ text }: { text: string }) {
  const parts = text.split('`');
  const nodes: ReactNode[] = parts.flatMap((part, i) =>
    i % 2 === 0 ? stressed(part, i) : i === parts.length - 1 ? stressed(`\`${part}`, i) : [<code key={i} className={code}>{part}</code>],
  );
  return <>{nodes}</>;
}

function Entry({ entry }: { entry: ChangelogEntry }) {
  const intl = useIntl();
  const headingId = `changelog-${entry.date}`;
  // A day not translated yet is marked as English, for screen readers and the browser's translation.
  const lang = htmlLang(entry.language);
  // A calendar day, the same wherever the visitor is.
  const label = intl.formatDate(new Date(`${entry.date}T00:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <li>
      <section className={section} aria-labelledby={headingId} data-testid="changelog-entry" data-date={entry.date}>
        <h2 id={headingId} className={day}>
          <time dateTime={entry.date}>{label}</time>
        </h2>
        {lang === intl.locale ? null : <p className={note}>{intl.formatMessage({ id: 'changelog.inEnglish' })}</p>}
        <ul className={items} lang={lang === intl.locale ? undefined : lang}>
          {entry.items.map((item, i) => (
            <li key={i} data-testid="changelog-item">
              <ChangeText text={item} />
            </li>
          ))}
        </ul>
      </section>
    </li>
  );
}

/** The site's changelog (/nhat-ky-thay-doi) in the visitor's language, newest day first. */
export default function ChangelogPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const { status, data, error, retry } = useLoader(changelogLoader, {});
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.changelog">
      <div data-testid="changelog" data-state={status}>
        {status === 'loading' ? (
          <div className={list} aria-busy="true">
            <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
            <div className={skeleton} aria-hidden="true" />
            <div className={skeleton} aria-hidden="true" />
          </div>
        ) : status === 'failed' ? (
          <LoadFailed error={error} onRetry={retry} />
        ) : status === 'empty' || !data ? (
          <SectionNotice icon="info" title={intl.formatMessage({ id: 'changelog.empty' })} testId="changelog-empty" />
        ) : (
          <ol className={list} aria-label={intl.formatMessage({ id: 'changelog.label' })}>
            {data.entries.map((entry) => (
              <Entry key={entry.date} entry={entry} />
            ))}
          </ol>
        )}
      </div>
    </PageFrame>
  );
}
