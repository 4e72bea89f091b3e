import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
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
import { markdownItemHtml } from '../../../lib/format/markdown';

const list = css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '3xl', listStyle: 'none', p: '0', m: '0' });
const day = css({ fontSize: 'md', fontWeight: 'bold', color: 'fg.default' });
const items = css({ display: 'flex', flexDirection: 'column', gap: '2.5', pl: '5', listStyleType: 'disc', color: 'fg.muted', lineHeight: 'relaxed', overflowWrap: 'anywhere', '& li::marker': { color: 'accent.text' } });
const prose = css({
  '& code': { fontFamily: 'mono', fontSize: '[0.9em]', px: '1', borderRadius: 'sm', bg: 'bg.subtle', color: 'fg.default' },
  '& strong': { fontWeight: 'semibold', color: 'fg.default' },
  '& a': { color: 'accent.text', textDecoration: 'underline', textUnderlineOffset: '2px', _hover: { color: 'fg.default' } },
  '& ul': { display: 'flex', flexDirection: 'column', gap: '1', mt: '1.5', pl: '5', listStyleType: 'circle' },
});
const note = css({ color: 'fg.subtle', fontSize: 'sm', maxW: '3xl' });
const skeleton = css({ h: '[14rem]', borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', animation: 'livePulse' });

/** A click on a link to a page of the site, without a key that asks for a new tab: the router takes it. */
function useRouterLinks() {
  const [, navigate] = useLocation();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    const path = link?.getAttribute('href');
    if (!path?.startsWith('/') || link?.target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };
}

function Entry({ entry }: { entry: ChangelogEntry }) {
  const intl = useIntl();
  const followLink = useRouterLinks();
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
        {/* The links are in the items' HTML: a click on one (or Enter on it) bubbles here. */}
        <ul className={items} lang={lang === intl.locale ? undefined : lang} onClick={followLink}>
          {entry.items.map((item, i) => (
            // The item's Markdown drawn by a maintained parser: raw HTML in the file is escaped, links only to safe addresses.
            <li key={i} data-testid="changelog-item" className={prose} dangerouslySetInnerHTML={{ __html: markdownItemHtml(item) }} />
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
