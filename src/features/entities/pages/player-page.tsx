import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import type { PageProps } from '../../../app/page-props';
import { useVisitorTimeZone } from '../../../app/machine-hooks';
import { AppLink } from '../../../components/ui/app-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { playerLoader } from '../../../../machines/entities/entities.loaders';
import { href } from '../../../../contracts/href';
import type { CareerRow, PlayerDetail, PlayerMatch } from '../../../../contracts/schemas/sports/entities';
import { EntityHeader, EntitySkeleton, HeaderLines } from '../components/entity-header';
import { EntityMatchRow } from '../components/entity-match-row';
import { EntityNotFound } from '../components/entity-not-found';
import { EntitySections } from '../components/entity-sections';
import { muted, section, sectionTitle, smallCrest, stack, table, tableScroller, textLink, tile, tileLabel, tiles, tileValue, truncate } from '../components/entity-styles';
import { FactList } from '../components/fact-list';
import { entityHref, footMessageId, idParam, minutesPer, positionMessageId } from '../format';
import { useLiveScores } from '../../../app/machine-hooks';
import { withLiveScore } from '../../../../machines/live-scores/live-scores.frames';
import { srOnly } from '../../../components/ui/text-styles';

const linkWithPicture = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', minW: '0' });
const shirtBadge = css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minW: '7', h: '7', px: '1.5', borderRadius: 'md', bg: 'accent.muted', color: 'accent.text', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' });
const matchList = css({ display: 'flex', flexDirection: 'column', mx: { base: '-4', sm: '-5' } });
const contribution = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', px: { base: '3', sm: '4' }, pb: '2.5', mt: '-1', fontSize: 'xs' });
const chip = css({ display: 'inline-flex', alignItems: 'center', gap: '1', px: '2', py: '0.5', borderRadius: 'full', bg: 'bg.subtle', color: 'fg.muted', fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' });
const goodChip = css({ bg: 'status.successMuted', color: 'status.success' });
const card = css({ display: 'inline-block', w: '2', h: '3', borderRadius: 'xs' });
const seasonCell = css({ whiteSpace: 'nowrap', fontWeight: 'semibold' });
const current = css({ bg: 'bg.subtle' });

export default function PlayerPage({ routeId, params }: PageProps) {
  const id = idParam(params.id) ?? 0;
  return <PlayerView key={id} id={id} routeId={routeId} params={params} />;
}

function PlayerView({ id, routeId, params }: PageProps & { id: number }) {
  const player = useLoader(playerLoader, { query: { id } });
  if (player.status === 'failed' && player.error?.status === 404) return <EntityNotFound kind="player" message={player.error.message} />;
  return (
    <PageFrame routeId={routeId} params={params} name={player.data?.player.name} introId="intro.player">
      <div data-testid="player-page" data-state={player.state}>
        {player.status === 'loading' ? <EntitySkeleton /> : null}
        {player.status === 'failed' ? <LoadFailed error={player.error} onRetry={player.retry} /> : null}
        {player.data ? <PlayerContent detail={player.data} /> : null}
      </div>
    </PageFrame>
  );
}

function PlayerContent({ detail }: { detail: PlayerDetail }) {
  const intl = useIntl();
  const { player: p, season } = detail;
  const positionId = positionMessageId(p.position);
  const position = positionId ? intl.formatMessage({ id: positionId }) : p.position;
  const foot = footMessageId(p.foot);
  const birth = intl.formatDate(`${p.birthDate}T12:00:00Z`, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
  const profile: Array<[string, string]> = [
    ['entities.player.nationality', p.nationality],
    ['entities.player.age', intl.formatMessage({ id: 'entities.player.ageValue' }, { age: p.age, birth })],
    ['entities.player.position', position],
    ['entities.player.shirt', String(p.shirtNumber)],
    ['entities.player.height', `${p.heightCm} cm`],
    ['entities.player.weight', `${p.weightKg} kg`],
    ['entities.player.foot', foot ? intl.formatMessage({ id: foot }) : p.foot],
  ];
  const perGoal = minutesPer(season.minutes, season.goals);
  const seasonTiles: Array<[string, string | number]> = [
    ['entities.stats.appearances', season.appearances],
    ['entities.stats.starts', season.starts],
    ['entities.stats.minutes', intl.formatNumber(season.minutes)],
    ['entities.stats.goals', season.goals],
    ['entities.stats.assists', season.assists],
    ['entities.stats.yellowCards', season.yellowCards],
    ['entities.stats.redCards', season.redCards],
    ['entities.stats.minutesPerGoal', perGoal === null ? '–' : perGoal],
  ];
  return (
    <div className={stack}>
      <EntityHeader
        picture={p.photo}
        shape="person"
        name={p.name}
        actions={
          <AppLink href={href('comparePlayers', undefined, { id1: p.id })} className={button({ variant: 'outline', size: 'md' })} data-testid="player-compare">
            {intl.formatMessage({ id: 'entities.player.compare' })}
          </AppLink>
        }
      >
        <HeaderLines>
          <span className={shirtBadge} aria-label={intl.formatMessage({ id: 'entities.player.shirtNumber' }, { n: p.shirtNumber })}>
            {p.shirtNumber}
          </span>
          <span>{position}</span>
          <AppLink href={entityHref('team', p.team.id, p.team.name, p.team.shortName)} className={`${linkWithPicture} ${textLink}`} data-testid="player-team">
            <img src={p.team.logo} alt="" width={24} height={24} className={smallCrest} />
            {p.team.name}
          </AppLink>
        </HeaderLines>
        <HeaderLines>
          <span>{p.nationality}</span>
          <span>{intl.formatMessage({ id: 'entities.player.ageShort' }, { age: p.age })}</span>
          <AppLink href={entityHref('league', p.league.id, p.league.name)} className={textLink}>
            {p.league.name}
          </AppLink>
        </HeaderLines>
      </EntityHeader>
      <EntitySections
        label={intl.formatMessage({ id: 'entities.sections.label' }, { name: p.name })}
        sections={[
          {
            key: 'overview',
            label: intl.formatMessage({ id: 'entities.section.overview' }),
            side: true,
            content: (
              <>
                <section className={section} data-testid="player-profile">
                  <h2 className={sectionTitle}>{intl.formatMessage({ id: 'entities.section.profile' })}</h2>
                  <FactList items={profile} />
                </section>
                <section className={section} data-testid="player-season">
                  <h2 className={sectionTitle}>{intl.formatMessage({ id: 'entities.section.seasonStats' })}</h2>
                  <dl className={tiles}>
                    {seasonTiles.map(([label, value]) => (
                      <div key={label} className={tile} data-stat={label.split('.').pop()}>
                        <dt className={tileLabel}>{intl.formatMessage({ id: label })}</dt>
                        <dd className={tileValue}>{value}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              </>
            ),
          },
          { key: 'matches', label: intl.formatMessage({ id: 'entities.section.recent' }), content: <RecentMatches recent={detail.recent} teamId={p.team.id} /> },
          { key: 'career', label: intl.formatMessage({ id: 'entities.section.career' }), content: <CareerTable rows={detail.career} /> },
        ]}
      />
    </div>
  );
}

function Contribution({ m }: { m: PlayerMatch }) {
  const intl = useIntl();
  if (m.minutes === 0) return <span className={chip}>{intl.formatMessage({ id: 'entities.player.didNotPlay' })}</span>;
  return (
    <>
      <span className={chip}>{intl.formatMessage({ id: m.started ? 'entities.player.started' : 'entities.player.substitute' })}</span>
      <span className={chip}>{intl.formatMessage({ id: 'entities.player.minutesPlayed' }, { n: m.minutes })}</span>
      {m.goals ? <span className={cx(chip, goodChip)}>{intl.formatMessage({ id: 'entities.player.goalsIn' }, { n: m.goals })}</span> : null}
      {m.assists ? <span className={cx(chip, goodChip)}>{intl.formatMessage({ id: 'entities.player.assistsIn' }, { n: m.assists })}</span> : null}
      {m.yellowCards ? (
        <span className={chip}>
          <span className={cx(card, css({ bg: 'status.warning' }))} aria-hidden="true" />
          {intl.formatMessage({ id: 'entities.player.yellowIn' }, { n: m.yellowCards })}
        </span>
      ) : null}
      {m.redCards ? (
        <span className={chip}>
          <span className={cx(card, css({ bg: 'status.error' }))} aria-hidden="true" />
          {intl.formatMessage({ id: 'entities.player.redIn' }, { n: m.redCards })}
        </span>
      ) : null}
    </>
  );
}

/** His club's last five finished matches, each with what he did in it. */
function RecentMatches({ recent, teamId }: { recent: readonly PlayerMatch[]; teamId: number }) {
  const intl = useIntl();
  const timeZone = useVisitorTimeZone();
  const scores = useLiveScores();
  return (
    <section className={section} data-testid="player-recent">
      <h2 className={sectionTitle}>{intl.formatMessage({ id: 'entities.section.recent' })}</h2>
      {recent.length === 0 ? (
        <p className={muted}>{intl.formatMessage({ id: 'entities.matches.noResults' })}</p>
      ) : (
        <ul className={matchList}>
          {recent.map((m) => (
            <li key={m.match.staticId} data-testid="player-match">
              <ul>
                <EntityMatchRow match={withLiveScore(m.match, scores[m.match.staticId])} teamId={teamId} showLeague timeZone={timeZone} />
              </ul>
              <div className={contribution}>
                <Contribution m={m} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One row per season his club's matches cover, current first. */
function CareerTable({ rows }: { rows: readonly CareerRow[] }) {
  const intl = useIntl();
  const h = (id: string) => intl.formatMessage({ id });
  return (
    <section className={section} data-testid="player-career">
      <h2 className={sectionTitle}>{h('entities.section.career')}</h2>
      {rows.length === 0 ? (
        <p className={muted}>{h('entities.career.empty')}</p>
      ) : (
        <div className={tableScroller}>
          <table className={table}>
            <caption className={srOnly}>{h('entities.section.career')}</caption>
            <thead>
              <tr>
                <th scope="col">{h('entities.career.season')}</th>
                <th scope="col">{h('entities.career.team')}</th>
                <th scope="col" data-numeric>
                  <abbr title={h('entities.stats.appearances')}>{h('entities.career.apps')}</abbr>
                </th>
                <th scope="col" data-numeric>
                  <abbr title={h('entities.stats.minutes')}>{h('entities.career.minutes')}</abbr>
                </th>
                <th scope="col" data-numeric>
                  <abbr title={h('entities.stats.goals')}>{h('entities.career.goals')}</abbr>
                </th>
                <th scope="col" data-numeric>
                  <abbr title={h('entities.stats.assists')}>{h('entities.career.assists')}</abbr>
                </th>
                <th scope="col" data-numeric>
                  <abbr title={h('entities.career.cardsFull')}>{h('entities.career.cards')}</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.season} className={r.seasonIndex === 0 ? current : undefined} data-season={r.season}>
                  <th scope="row" className={seasonCell}>
                    {r.season}
                  </th>
                  <td>
                    <AppLink href={entityHref('team', r.team.id, r.team.name, r.team.shortName)} className={`${linkWithPicture} ${textLink} ${css({ fontWeight: 'medium', maxW: '40' })}`}>
                      <img src={r.team.logo} alt="" width={20} height={20} className={css({ w: '5', h: '5', flexShrink: '0' })} />
                      {/* A phone shows the club's code: the table then fits without scrolling. */}
                      <span className={`${truncate} ${css({ display: { base: 'none', sm: 'inline' } })}`}>{r.team.name}</span>
                      <abbr title={r.team.name} className={css({ display: { base: 'inline', sm: 'none' }, textDecoration: 'none' })}>
                        {r.team.shortName}
                      </abbr>
                    </AppLink>
                  </td>
                  <td data-numeric>{r.appearances}</td>
                  <td data-numeric>{intl.formatNumber(r.minutes)}</td>
                  <td data-numeric>{r.goals}</td>
                  <td data-numeric>{r.assists}</td>
                  <td data-numeric>
                    {r.yellowCards}/{r.redCards}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
