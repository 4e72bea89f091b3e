import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';

const prose = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxW: '3xl',
  color: 'fg.muted',
  lineHeight: 'relaxed',
});

const heading = css({ textStyle: 'sectionTitle', color: 'fg.default', mb: '2' });

export interface ProseSection {
  /** Catalogue id of the section heading, if it has one. */
  titleId?: string;
  bodyId: string;
}

/** Long-form text from the catalogues (about, terms). */
export function ProseSections({ sections }: { sections: readonly ProseSection[] }) {
  const intl = useIntl();
  return (
    <div className={prose}>
      {sections.map((section) => (
        <section key={section.bodyId}>
          {section.titleId ? <h2 className={heading}>{intl.formatMessage({ id: section.titleId })}</h2> : null}
          <p>{intl.formatMessage({ id: section.bodyId })}</p>
        </section>
      ))}
    </div>
  );
}
