import { useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { segmented } from '../../../../styled-system/recipes';
import { useIntl } from '../../../lib/intl-context';
import type { Season } from '../../../../contracts/schemas/media/films';
import type { StoredPart } from '../../../../machines/films/film-watch.machine';
import { Icon } from '../../../components/ui/icon';
import { focusByKey } from '../../../components/ui/keyboard-nav';
import { sectionTitle, stack } from './film-styles';

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '2',
  listStyle: 'none',
  p: '0',
  m: '0',
});
const item = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: 'touch',
  px: '3',
  py: '2.5',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  bg: 'bg.surface',
  color: 'fg.default',
  textAlign: 'start',
  cursor: 'pointer',
  overflow: 'hidden',
  _hover: { borderColor: 'border.strong' },
  '&[aria-current=true]': { borderColor: 'accent.default', bg: 'accent.muted' },
});
const number = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  w: '9',
  h: '9',
  borderRadius: 'md',
  bg: 'bg.subtle',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
  '[aria-current=true] &': { bg: 'accent.default', color: 'fg.onAccent' },
});
const text = css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1' });
const name = css({ fontWeight: 'semibold', fontSize: 'sm', truncate: true });
const meta = css({ color: 'fg.muted', fontSize: 'xs' });
const bar = css({ position: 'absolute', left: '0', bottom: '0', h: '[3px]', bg: 'accent.default' });

interface EpisodeListProps {
  seasons: Season[];
  /** The episode playing. */
  currentId: number | null;
  positions: Record<number, StoredPart>;
  onSelect: (episodeId: number) => void;
}

/** The seasons (a switch when there are several) and their episodes, with how far each was watched. */
export function EpisodeList({ seasons, currentId, positions, onSelect }: EpisodeListProps) {
  const intl = useIntl();
  const playingSeason = seasons.find((s) => s.episodes.some((e) => e.id === currentId))?.id ?? seasons[0]?.id ?? null;
  const [chosen, setChosen] = useState<number | null>(null);
  const seasonId = chosen ?? playingSeason;
  const season = seasons.find((s) => s.id === seasonId) ?? seasons[0];
  const seg = segmented();
  if (!season) return null;
  return (
    <section className={stack} aria-labelledby="film-episodes-title" data-testid="film-episodes">
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <h2 id="film-episodes-title" className={sectionTitle}>
          {intl.formatMessage({ id: 'films.watch.episodes' })}
        </h2>
        {seasons.length > 1 ? (
          <div role="group" aria-label={intl.formatMessage({ id: 'films.watch.seasons' })} className={seg.root} onKeyDown={(event) => focusByKey(event, 'button', { orientation: 'horizontal' })}>
            {seasons.map((s) => (
              <button
                key={s.id}
                type="button"
                className={seg.item}
                aria-pressed={s.id === season.id}
                tabIndex={s.id === season.id ? 0 : -1}
                onClick={() => setChosen(s.id)}
                data-testid="film-season"
              >
                {s.title}
              </button>
            ))}
          </div>
        ) : (
          <span className={meta}>{season.title}</span>
        )}
      </div>
      <ol className={list}>
        {season.episodes.map((episode) => {
          const stored = positions[episode.id];
          const share = stored ? Math.min(1, stored.positionSeconds / Math.max(1, stored.durationSeconds)) : 0;
          const current = episode.id === currentId;
          return (
            <li key={episode.id}>
              <button
                type="button"
                className={item}
                aria-current={current || undefined}
                onClick={() => onSelect(episode.id)}
                data-testid="film-episode"
                data-episode={episode.id}
                data-watched={stored ? Math.round(share * 100) : undefined}
              >
                <span className={number} aria-hidden="true">
                  {current ? <Icon name="play" size={16} /> : episode.number}
                </span>
                <span className={text}>
                  <span className={name}>{episode.title}</span>
                  <span className={meta}>
                    {intl.formatMessage({ id: 'films.card.minutes' }, { count: episode.durationMinutes })}
                    {stored?.finished
                      ? ` · ${intl.formatMessage({ id: 'films.watch.watched' })}`
                      : stored && share > 0
                        ? ` · ${intl.formatMessage({ id: 'films.watch.watchedShare' }, { percent: Math.round(share * 100) })}`
                        : ''}
                  </span>
                </span>
                {share > 0 ? <span className={cx(bar)} style={{ width: `${share * 100}%` }} aria-hidden="true" /> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
