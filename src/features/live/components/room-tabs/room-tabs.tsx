import { useEffect, useId, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import { useIntl } from '../../../../lib/intl-context';
import { useLocation, useSearch } from 'wouter';
import { css, cx } from '../../../../../styled-system/css';
import { tabs as tabsRecipe } from '../../../../../styled-system/recipes';
import type { LiveRoom } from '../../../../../contracts/schemas/live';
import { AnalysisPanel } from './analysis-panel';
import { MatchOverviewPanel } from './match-overview-panel';
import { OddsPanel } from './odds-panel';
import { OpinionPanel } from './opinion-panel';
import { ShowOverviewPanel } from './show-overview-panel';
import { roomFixture, searchWithTab, tabForKey, tabFromSearch, tabsFor, type RoomTab } from './tab-keys';
import { TipsPanel } from './tips-panel';

const root = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
const tab = css({
  cursor: 'pointer',
  '&[aria-selected=true]': { color: 'fg.default', fontWeight: 'semibold', _after: { bg: 'accent.default' } },
});
const panel = css({ minW: '0', borderRadius: 'xl' });

/**
 * The live room's tabs (SPEC §2): overview, opinion, tips, analysis and odds for a match room;
 * overview and opinion for a show. The chosen tab is in the address (`?tab=`); a panel loads its
 * data when its tab is first opened and stays mounted (hidden) afterwards.
 */
export function RoomTabs({ room }: { room: LiveRoom }): JSX.Element {
  const fixture = roomFixture(room);
  // Another room, or an esport channel's next match: start the panels afresh.
  return <RoomTabsBody key={`${room.roomId}:${fixture?.staticId ?? 'show'}`} room={room} />;
}

function RoomTabsBody({ room }: { room: LiveRoom }) {
  const intl = useIntl();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const available = tabsFor(room);
  const current = tabFromSearch(search, available);
  const [opened, setOpened] = useState<ReadonlySet<RoomTab>>(() => new Set([current]));
  if (!opened.has(current)) setOpened(new Set([...opened, current]));
  const buttons = useRef(new Map<RoomTab, HTMLButtonElement>());
  const id = useId();
  const styles = tabsRecipe();
  const fixture = roomFixture(room);
  const s = room.schedule;
  const liveKey = `${s?.status ?? ''}|${s?.score ?? ''}|${s?.period ?? ''}`;

  // Centre the chosen tab when the strip scrolls sideways (phones), without scrolling the page.
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = buttons.current.get(current);
    const box = strip.current;
    if (!el || !box || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = el.offsetLeft - (box.clientWidth - el.offsetWidth) / 2;
  }, [current]);

  const choose = (next: RoomTab) => {
    if (next !== current) navigate(`${pathname}${searchWithTab(search, next)}`, { replace: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabForKey(event.key, current, available);
    if (!next) return;
    event.preventDefault();
    choose(next);
    buttons.current.get(next)?.focus();
  };

  const content = (key: RoomTab) => {
    switch (key) {
      case 'overview':
        return fixture ? <MatchOverviewPanel staticId={fixture.staticId} leagueId={fixture.leagueId} liveKey={liveKey} /> : <ShowOverviewPanel room={room} liveKey={liveKey} />;
      case 'opinion':
        return <OpinionPanel room={room} />;
      case 'tips':
        return fixture ? <TipsPanel fixtureId={fixture.staticId} /> : null;
      case 'analysis':
        return fixture ? <AnalysisPanel homeId={fixture.homeId} awayId={fixture.awayId} /> : null;
      case 'odds':
        return fixture ? <OddsPanel staticId={fixture.staticId} leagueId={fixture.leagueId} liveKey={liveKey} /> : null;
    }
  };

  return (
    <div className={root} data-testid="room-tabs" data-tab={current}>
      <div className={cx(styles.root, css({ position: 'relative' }))} ref={strip}>
        <div role="tablist" aria-label={intl.formatMessage({ id: 'roomTabs.label' })} className={styles.list}>
          {available.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`${id}-tab-${key}`}
              aria-selected={key === current}
              aria-controls={`${id}-panel-${key}`}
              tabIndex={key === current ? 0 : -1}
              className={cx(styles.tab, tab)}
              ref={(el) => {
                if (el) buttons.current.set(key, el);
                else buttons.current.delete(key);
              }}
              onClick={() => choose(key)}
              onKeyDown={onKeyDown}
              data-testid={`room-tab-${key}`}
            >
              {intl.formatMessage({ id: `roomTabs.tab.${key}` })}
            </button>
          ))}
        </div>
      </div>
      {available.map((key) =>
        opened.has(key) ? (
          <div
            key={key}
            role="tabpanel"
            id={`${id}-panel-${key}`}
            aria-labelledby={`${id}-tab-${key}`}
            hidden={key !== current}
            tabIndex={0}
            className={panel}
          >
            {content(key)}
          </div>
        ) : null,
      )}
    </div>
  );
}
