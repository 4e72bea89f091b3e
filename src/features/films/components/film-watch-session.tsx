import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useIntl } from '../../../lib/intl-context';
import { useLocale, usePlayerActor } from '../../../app/machine-hooks';
import { Player } from '../../../components/player/player';
import { Icon } from '../../../components/ui/icon';
import { href } from '../../../../contracts/href';
import type { FilmWatch } from '../../../../contracts/schemas/media/films';
import { liveFilmWatchMachine, storePosition } from '../../../../machines/films/film-watch.actors';
import { UP_NEXT_MS, type FilmPart } from '../../../../machines/films/film-watch.machine';
import { EpisodeList } from './episode-list';
import { stack } from './film-styles';

const notice = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
  px: '4',
  py: '3',
  borderRadius: 'lg',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  fontSize: 'sm',
});
const upNext = css({ borderColor: 'accent.default', bg: 'accent.muted' });
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
const nowPlaying = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
const partTitle = css({ fontWeight: 'semibold', fontSize: { base: 'md', md: 'lg' } });

/** m:ss or h:mm:ss */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

interface PartView extends FilmPart {
  src: string;
  title: string;
  season: number | null;
  number: number | null;
  tracks: { lang: string; label: string; src: string }[];
}

/** The film's playable parts in order: the film itself, or every episode season by season. */
export function partsOf(watch: FilmWatch, episodeTitle: (season: string, episode: string) => string): PartView[] {
  if (watch.seasons.length === 0) {
    return [
      {
        episodeId: null,
        durationSeconds: watch.film.durationMinutes * 60,
        src: watch.streamPath,
        title: watch.film.title,
        season: null,
        number: null,
        tracks: watch.subtitles.map((t) => ({ lang: t.lang, label: t.label, src: t.path })),
      },
    ];
  }
  return watch.seasons.flatMap((season) =>
    season.episodes.map((episode) => ({
      episodeId: episode.id,
      durationSeconds: episode.durationMinutes * 60,
      src: episode.streamPath,
      title: episodeTitle(season.title, episode.title),
      season: season.number,
      number: episode.number,
      tracks: episode.subtitles.map((t) => ({ lang: t.lang, label: t.label, src: t.path })),
    })),
  );
}

/** Seconds left of the up-next countdown (the machine starts the next episode; this only shows it). */
function Countdown() {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return <>{Math.max(0, Math.ceil((UP_NEXT_MS - (now - started)) / 1000))}</>;
}

interface SessionProps {
  watch: FilmWatch;
  member: boolean;
  /** ?phan=&tap= of the address. */
  requested: { season: number; episode: number } | null;
}

/**
 * The player of the watch page with its session (machines/films/film-watch.machine.ts): resume, the
 * stored progress, the episode list, next episode (a button, and by itself after the countdown).
 */
export function FilmWatchSession({ watch, member, requested }: SessionProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [location, navigate] = useLocation();
  const parts = useMemo(
    () => partsOf(watch, (season, episode) => intl.formatMessage({ id: 'films.watch.partTitle' }, { season, episode })),
    [watch, intl],
  );
  const requestedIndex = requested ? parts.findIndex((p) => p.season === requested.season && p.number === requested.episode) : -1;
  const [snapshot, send, actorRef] = useMachine(liveFilmWatchMachine, {
    input: {
      filmId: watch.film.id,
      parts: parts.map(({ episodeId, durationSeconds }) => ({ episodeId, durationSeconds })),
      requested: requestedIndex >= 0 ? requestedIndex : null,
      member,
    },
  });
  const { index, startAt, resumed, positions } = snapshot.context;
  const part = parts[index]!;
  const next = parts[index + 1] ?? null;
  const resolving = snapshot.matches('resolving');

  // The subtitles the viewer chose stay chosen for the next episode; at first, the page's language.
  const player = usePlayerActor();
  const [trackChoice, setTrackChoice] = useState<string | null>(locale);
  useEffect(() => {
    if (!player) return;
    const subscription = player.subscribe((s) => {
      // Only a player that has this page's tracks says what the viewer chose.
      if (s.context.src && s.context.textTracks.length > 0) setTrackChoice(s.context.textTrack);
    });
    return () => subscription.unsubscribe();
  }, [player]);

  // The episode playing is in the address (?phan=&tap=), replaced, so Back leaves the page.
  useEffect(() => {
    if (resolving || part.season === null) return;
    const target = href('filmWatch', { slug: watch.film.slug }, { phan: part.season, tap: part.number });
    if (`${location}${window.location.search}` !== target) navigate(target, { replace: true });
    // Only a new part writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resolving, index]);

  // Leaving the page (or the tab) stores where the viewer is.
  useEffect(() => {
    const save = () => {
      const { context } = actorRef.getSnapshot();
      const now = context.parts[context.index];
      if (now && context.position > 0) {
        void storePosition({ filmId: context.filmId, episodeId: now.episodeId, positionSeconds: Math.floor(context.position), durationSeconds: now.durationSeconds, member: context.member });
      }
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', save);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [actorRef]);

  const select = (episodeId: number) => {
    const to = parts.findIndex((p) => p.episodeId === episodeId);
    if (to >= 0) send({ type: 'episode.select', index: to });
  };
  const startOver = () => player?.send({ type: 'player.seek', time: 0 });

  return (
    <div className={stack} data-testid="film-session" data-state={resolving ? 'loading' : String(snapshot.value)} data-part={part.episodeId ?? 'film'} data-start-at={startAt}>
      {resolving ? (
        <div className={css({ w: 'full', aspectRatio: 'wide', bg: 'ink.950', borderRadius: { base: '[0]', sm: 'xl' } })} aria-busy="true" data-testid="film-player-loading" />
      ) : (
        <Player
          controls="vod"
          src={part.src}
          title={part.title}
          duration={part.durationSeconds}
          startAt={startAt}
          textTracks={part.tracks}
          textTrack={part.tracks.some((t) => t.lang === trackChoice) ? trackChoice : null}
          onProgress={({ currentTime }) => send({ type: 'progress', position: currentTime })}
          onEnded={() => send({ type: 'ended' })}
        />
      )}

      <div className={nowPlaying}>
        {part.season !== null ? (
          <p className={partTitle} data-testid="film-now-playing">
            {part.title}
          </p>
        ) : null}
        {next ? (
          <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={() => send({ type: 'episode.select', index: index + 1 })} disabled={resolving} data-testid="film-next-episode">
            {intl.formatMessage({ id: 'films.watch.nextEpisode' })}
            <Icon name="chevronRight" size={16} />
          </button>
        ) : null}
      </div>

      {snapshot.matches('upNext') && next ? (
        <div className={`${notice} ${upNext}`} role="status" data-testid="film-up-next">
          <span>{intl.formatMessage({ id: 'films.watch.upNext' }, { title: next.title, seconds: <Countdown key={index} /> })}</span>
          <span className={actions}>
            <button type="button" className={button({ variant: 'solid', size: 'sm' })} onClick={() => send({ type: 'next.now' })} data-testid="film-up-next-now">
              {intl.formatMessage({ id: 'films.watch.playNow' })}
            </button>
            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => send({ type: 'next.cancel' })} data-testid="film-up-next-cancel">
              {intl.formatMessage({ id: 'films.watch.cancel' })}
            </button>
          </span>
        </div>
      ) : resumed && snapshot.matches('watching') ? (
        <div className={notice} role="status" data-testid="film-resumed">
          <span>{intl.formatMessage({ id: 'films.watch.resumed' }, { time: clock(startAt) })}</span>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={startOver} data-testid="film-start-over">
            {intl.formatMessage({ id: 'films.watch.startOver' })}
          </button>
        </div>
      ) : snapshot.matches('finished') ? (
        <div className={notice} role="status" data-testid="film-finished">
          <span>{intl.formatMessage({ id: next ? 'films.watch.stopped' : 'films.watch.finished' })}</span>
        </div>
      ) : null}

      {watch.seasons.length > 0 ? <EpisodeList seasons={watch.seasons} currentId={part.episodeId} positions={positions} onSelect={select} /> : null}
    </div>
  );
}
