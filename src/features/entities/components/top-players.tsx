import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { AppLink } from '../../../components/ui/app-link';
import type { PlayerRef, TeamRef } from '../../../../contracts/schemas/sports/matches';
import { entityHref } from '../format';
import { muted, section, sectionTitle, subtle, truncate } from './entity-styles';
import { srOnly } from '../../../components/ui/text-styles';

const list = css({ display: 'flex', flexDirection: 'column' });
const row = css({
  display: 'grid',
  gridTemplateColumns: '[1.5rem 2.25rem minmax(0, 1fr) auto]',
  alignItems: 'center',
  gap: '2',
  py: '2',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  _first: { borderTopWidth: '0' },
});
const rank = css({ fontWeight: 'bold', color: 'fg.muted', textAlign: 'center', fontVariantNumeric: 'tabular-nums', fontSize: 'sm' });
const photo = css({ w: '9', h: '9', borderRadius: 'lg', objectFit: 'cover' });
const who = css({ display: 'flex', flexDirection: 'column', minW: '0' });
const playerLink = css({ fontWeight: 'semibold', fontSize: 'sm', _hover: { color: 'accent.text', textDecoration: 'underline' } });
const value = css({ fontSize: 'lg', fontWeight: 'extrabold', fontVariantNumeric: 'tabular-nums', textAlign: 'right', minW: '8' });

export interface TopPlayer {
  rank: number;
  player: PlayerRef;
  team: TeamRef;
  value: number;
  /** A note under the number (penalties). */
  note?: string;
}

/** A ranking of players (top scorers, assists): rank, picture, name (to the player's page), club and the number. */
export function TopPlayers({ title, rows, emptyId, valueLabel, showTeam = true, testId }: { title: string; rows: readonly TopPlayer[]; emptyId: string; valueLabel: string; showTeam?: boolean; testId: string }) {
  const intl = useIntl();
  return (
    <section className={section} data-testid={testId}>
      <h2 className={sectionTitle}>{title}</h2>
      {rows.length === 0 ? (
        <p className={muted}>{intl.formatMessage({ id: emptyId })}</p>
      ) : (
        <ol className={list}>
          {rows.map((r) => (
            <li key={r.player.id} className={row}>
              <span className={rank}>{r.rank}</span>
              <img src={r.player.photo} alt="" width={36} height={36} className={photo} loading="lazy" />
              <span className={who}>
                <AppLink href={entityHref('player', r.player.id, r.player.name)} className={`${playerLink} ${truncate}`}>
                  {r.player.name}
                </AppLink>
                {showTeam ? <span className={`${subtle} ${truncate}`}>{r.team.name}</span> : null}
              </span>
              <span className={value}>
                {r.value}
                <span className={srOnly}> {valueLabel}</span>
                {r.note ? <span className={css({ display: 'block', fontSize: '2xs', fontWeight: 'normal', color: 'fg.subtle' })}>{r.note}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
