import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { AppLink } from '../../../components/ui/app-link';
import type { SquadGroup } from '../../../../contracts/schemas/sports/entities';
import { entityHref, footMessageId, positionMessageId } from '../format';
import { muted, section, sectionTitle, subtle, truncate } from './entity-styles';

const groupTitle = css({ fontSize: 'xs', fontWeight: 'bold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide', pt: '2' });
const list = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: '4' });
const row = css({
  display: 'grid',
  gridTemplateColumns: '[2rem 2.5rem minmax(0, 1fr)]',
  alignItems: 'center',
  gap: '2.5',
  py: '2',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
});
const shirt = css({ textAlign: 'center', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', bg: 'bg.subtle', borderRadius: 'md', py: '1', fontSize: 'sm' });
const photo = css({ w: '10', h: '10', borderRadius: 'lg', objectFit: 'cover' });
const who = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' });
const link = css({ fontWeight: 'semibold', fontSize: 'sm', _hover: { color: 'accent.text', textDecoration: 'underline' } });

/** The squad in lines (goalkeepers, defenders…), each player with shirt, picture, name (to his page), nationality, age, height and foot. */
export function SquadList({ groups }: { groups: readonly SquadGroup[] }) {
  const intl = useIntl();
  const total = groups.reduce((n, g) => n + g.players.length, 0);
  return (
    <section className={section} data-testid="squad">
      <h2 className={sectionTitle}>
        {intl.formatMessage({ id: 'entities.section.squad' })} <span className={muted}>({total})</span>
      </h2>
      {groups.length === 0 ? <p className={muted}>{intl.formatMessage({ id: 'entities.squad.empty' })}</p> : null}
      {groups.map((group) => {
        const groupId = positionMessageId(group.position, true);
        return (
          <div key={group.position} data-position={group.position}>
            <h3 className={groupTitle}>{groupId ? intl.formatMessage({ id: groupId }) : group.position}</h3>
            <ul className={list}>
              {group.players.map((p) => {
                const foot = footMessageId(p.foot);
                const meta = [
                  p.nationality,
                  intl.formatMessage({ id: 'entities.player.ageShort' }, { age: p.age }),
                  `${p.heightCm} cm`,
                  foot ? intl.formatMessage({ id: foot }) : null,
                ].filter(Boolean);
                return (
                  <li key={p.id} className={row} data-testid="squad-player" data-player-id={p.id}>
                    <span className={shirt} aria-label={intl.formatMessage({ id: 'entities.player.shirtNumber' }, { n: p.shirtNumber })}>
                      {p.shirtNumber}
                    </span>
                    <img src={p.photo} alt="" width={40} height={40} className={photo} loading="lazy" />
                    <span className={who}>
                      <AppLink href={entityHref('player', p.id, p.name)} className={`${link} ${truncate}`}>
                        {p.name}
                      </AppLink>
                      <span className={`${subtle} ${truncate}`}>{meta.join(' · ')}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
