import type { ReactNode } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { tabs as tabsRecipe } from '../../../../styled-system/recipes';
import { useNavbarMode } from '../../../app/machine-hooks';
import { useQueryTab } from '../../../components/ui/use-query-tab';

export interface EntitySection {
  key: string;
  label: string;
  content: ReactNode;
  /** On a wide screen, in the narrower side column. */
  side?: boolean;
}

const tab = css({
  cursor: 'pointer',
  '&[aria-selected=true]': { color: 'fg.default', fontWeight: 'semibold', _after: { bg: 'accent.default' } },
});
const panels = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
const columns = css({ display: 'grid', gridTemplateColumns: '[minmax(0, 1fr) minmax(0, 24rem)]', gap: '4', alignItems: 'start' });
const column = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });

/**
 * A page's sections: on a phone or tablet (the mobile navigation) one at a time behind tabs (the
 * WAI-ARIA tabs pattern: one Tab stop, ←/→/Home/End, the chosen tab in the address as `?tab=`);
 * on a wide screen all of them, in a main and a side column.
 */
export function EntitySections({ label, sections }: { label: string; sections: readonly EntitySection[] }) {
  const mobile = useNavbarMode() === 'mobile';
  if (!mobile) {
    const main = sections.filter((s) => !s.side);
    const side = sections.filter((s) => s.side);
    return (
      <div className={side.length ? columns : column} data-testid="entity-sections" data-layout="columns">
        <div className={column}>
          {main.map((s) => (
            <div key={s.key} className={column} data-section={s.key}>
              {s.content}
            </div>
          ))}
        </div>
        {side.length ? (
          <div className={column}>
            {side.map((s) => (
              <div key={s.key} className={column} data-section={s.key}>
                {s.content}
              </div>
            ))}
          </div>
        ) : null}
      </div>
    );
  }
  return <SectionTabs label={label} sections={sections} />;
}

function SectionTabs({ label, sections }: { label: string; sections: readonly EntitySection[] }) {
  const { current, strip, tabProps, tabId, panelId } = useQueryTab(sections.map((s) => s.key));
  const styles = tabsRecipe();

  return (
    <div className={panels} data-testid="entity-sections" data-layout="tabs" data-tab={current}>
      <div className={cx(styles.root)} ref={strip}>
        <div role="tablist" aria-label={label} className={styles.list}>
          {sections.map((s) => (
            <button
              key={s.key}
              {...tabProps(s.key)}
              aria-controls={s.key === current ? panelId(s.key) : undefined}
              className={cx(styles.tab, tab)}
              data-testid={`section-tab-${s.key}`}
            >
              {s.label}
            </button>
          ))}
        </div>
      </div>
      {sections.map((s) =>
        s.key === current ? (
          <div key={s.key} role="tabpanel" id={panelId(s.key)} aria-labelledby={tabId(s.key)} tabIndex={0} className={column} data-section={s.key}>
            {s.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
