import { useIntl } from '../../../../lib/intl-context';
import { css } from '../../../../../styled-system/css';
import { matchDetailLoader } from '../../../../../machines/room-tabs/panel.loaders';
import { SectionNotice } from '../../../../components/ui/section-states';
import type { MatchDetail, MatchOdds } from '../../../../../contracts/schemas/sports/matches';
import { formatLine, formatOdds } from './format';
import { PanelData } from './panel-data';
import { muted, section, sectionTitle, smallCrest, stack, table, tableScroller, truncate } from './panel-styles';
import { useLoader } from '../../../../components/ui/use-loader';

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', xl: 'repeat(3, minmax(0, 1fr))' }, gap: '4' });
const selection = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0', maxW: '[14rem]' });
const price = css({ fontWeight: 'bold', color: 'accent.text' });
const code = css({ fontWeight: 'bold', color: 'fg.muted', w: '4', flexShrink: '0' });

interface Row {
  key: string;
  label: string;
  logo?: string;
  code?: string;
  line?: string;
  odds: number | null;
}

function OddsTable({ title, rows, withLine, testId }: { title: string; rows: Row[]; withLine: boolean; testId: string }) {
  const intl = useIntl();
  return (
    <section className={section} data-testid={testId}>
      <h3 className={sectionTitle}>{title}</h3>
      <div className={tableScroller}>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'roomTabs.odds.selection' })}</th>
              {withLine ? <th scope="col" data-numeric="">{intl.formatMessage({ id: 'roomTabs.odds.line' })}</th> : null}
              <th scope="col" data-numeric="">{intl.formatMessage({ id: 'roomTabs.odds.price' })}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className={css({ fontWeight: 'medium', color: 'fg.default', fontSize: 'sm' })}>
                  <span className={selection}>
                    {r.code ? <span className={code}>{r.code}</span> : null}
                    {r.logo ? <img src={r.logo} alt="" width={24} height={24} className={smallCrest} /> : null}
                    <span className={truncate}>{r.label}</span>
                  </span>
                </th>
                {withLine ? <td data-numeric="">{r.line}</td> : null}
                <td data-numeric="">
                  <span className={price}>{formatOdds(r.odds)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function OddsTables({ odds, detail }: { odds: MatchOdds; detail: MatchDetail }) {
  const intl = useIntl();
  const { home, away } = detail.match;
  const draw = intl.formatMessage({ id: 'roomTabs.odds.draw' });
  const oneXTwo: Row[] = [
    { key: 'home', code: '1', label: home.name, logo: home.logo, odds: odds.oneXTwo.home },
    ...(odds.oneXTwo.draw !== null ? [{ key: 'draw', code: 'X', label: draw, odds: odds.oneXTwo.draw }] : []),
    { key: 'away', code: '2', label: away.name, logo: away.logo, odds: odds.oneXTwo.away },
  ];
  const handicap: Row[] = [
    { key: 'home', label: home.name, logo: home.logo, line: formatLine(odds.handicap.line, true), odds: odds.handicap.home },
    { key: 'away', label: away.name, logo: away.logo, line: formatLine(-odds.handicap.line, true), odds: odds.handicap.away },
  ];
  const overUnder: Row[] = [
    { key: 'over', label: intl.formatMessage({ id: 'roomTabs.odds.over' }), line: formatLine(odds.overUnder.line), odds: odds.overUnder.over },
    { key: 'under', label: intl.formatMessage({ id: 'roomTabs.odds.under' }), line: formatLine(odds.overUnder.line), odds: odds.overUnder.under },
  ];
  return (
    <div className={grid}>
      <OddsTable title={intl.formatMessage({ id: 'roomTabs.odds.oneXTwo' })} rows={oneXTwo} withLine={false} testId="odds-1x2" />
      <OddsTable title={intl.formatMessage({ id: 'roomTabs.odds.handicap' })} rows={handicap} withLine testId="odds-handicap" />
      <OddsTable title={intl.formatMessage({ id: 'roomTabs.odds.overUnder' })} rows={overUnder} withLine testId="odds-over-under" />
    </div>
  );
}

/** Odds of the room's match: 1X2, Asian handicap and over/under (decimal), or a notice once they are closed. */
export function OddsPanel({ staticId, leagueId, liveKey }: { staticId: number; leagueId: number; liveKey: string }) {
  const intl = useIntl();
  const panel = useLoader(matchDetailLoader, { staticId, leagueId }, liveKey);
  return (
    <div data-testid="odds-panel" data-state={panel.state}>
      <PanelData status={panel.status} data={panel.data} error={panel.error} onRetry={panel.retry}>
        {(detail) =>
          detail.odds ? (
            <div className={stack}>
              <OddsTables odds={detail.odds} detail={detail} />
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
