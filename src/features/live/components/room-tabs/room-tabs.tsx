import { useState, type JSX } from 'react';
import { useIntl } from '../../../../lib/intl-context';
import { css, cx } from '../../../../../styled-system/css';
import { tabs as tabsRecipe } from '../../../../../styled-system/recipes';
import type { LiveRoom } from '../../../../../contracts/schemas/live';
import { AnalysisPanel } from './analysis-panel';
import { MatchOverviewPanel } from './match-overview-panel';
import { OddsPanel } from './odds-panel';
import { OpinionPanel } from './opinion-panel';
import { ShowOverviewPanel } from './show-overview-panel';
import { roomFixture, tabsFor, type RoomTab } from './tab-keys';
import { useQueryTab } from '../../../../components/ui/use-query-tab';
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
  const available = tabsFor(room);
  const { current, strip, tabProps, tabId, panelId } = useQueryTab(available);
  const [opened, setOpened] = useState<ReadonlySet<RoomTab>>(() => new Set([current]));
  if (!opened.has(current)) setOpened(new Set([...opened, current]));
  const styles = tabsRecipe();
  const fixture = roomFixture(room);
  const s = room.schedule;
  const liveKey = `${s?.status ?? ''}|${s?.score ?? ''}|${s?.period ?? ''}`;

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
              {...tabProps(key)}
              aria-controls={panelId(key)}
              className={cx(styles.tab, tab)}
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
            id={panelId(key)}
            aria-labelledby={tabId(key)}
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
