import { useIntl } from '../../../../lib/intl-context';
import { matchDetailLoader } from '../../../../../machines/room-tabs/panel.loaders';
import { SectionNotice } from '../../../../components/ui/section-states';
import { OddsTables } from '../../../../components/sports/match-odds-tables';
import { PanelData } from '../../../../components/sports/panel-data';
import { muted, stack } from '../../../../components/sports/section-styles';
import { useLoader } from '../../../../components/ui/use-loader';

/** Odds of the room's match: 1X2, Asian handicap and over/under (decimal), or a notice once they are closed. */
export function OddsPanel({ staticId, leagueId, liveKey }: { staticId: number; leagueId: number; liveKey: string }) {
  const intl = useIntl();
  const panel = useLoader(matchDetailLoader, { query: { staticId, leagueId } }, liveKey);
  return (
    <div data-testid="odds-panel" data-state={panel.state}>
      <PanelData status={panel.status} data={panel.data} error={panel.error} onRetry={panel.retry}>
        {(detail) =>
          detail.odds ? (
            <div className={stack}>
              <OddsTables match={detail.match} odds={detail.odds} openingOdds={detail.openingOdds} movement={detail.oddsMovement} />
              <p className={muted}>{intl.formatMessage({ id: 'roomTabs.odds.note' })}</p>
            </div>
          ) : (
            <SectionNotice
              icon="odds"
              title={intl.formatMessage({ id: 'roomTabs.odds.none' })}
              text={intl.formatMessage({ id: 'roomTabs.odds.noneText' })}
              testId="odds-empty"
            />
          )
        }
      </PanelData>
    </div>
  );
}
