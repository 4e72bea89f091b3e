import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageProps } from '../../../app/page-props';
import { useAppSend, useAuth, useLocale } from '../../../app/machine-hooks';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { href } from '../../../../contracts/href';
import { GAME_LIMITS, gameFramePath } from '../../../../contracts/game-engines';
import type { GameDetail } from '../../../../contracts/schemas/media/games';
import { hostData, hostSaved, type GameMessage } from '../../../../machines/games/game-messages';
import { isRetryable } from '../../../../machines/games/game-play.machine';
import { gameLoader, playMachine } from '../../../../machines/games/games.loaders';
import { GameFrame, type GameFrameHandle } from '../components/game-frame';
import { GameCard } from '../components/game-card';
import { Leaderboard } from '../components/leaderboard';
import { muted } from '../../../components/ui/text-styles';

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 20rem' },
  gap: { base: '4', sm: '6' },
  alignItems: 'start',
});
const main = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
const aside = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
const stage = css({
  position: 'relative',
  w: 'full',
  h: { base: '[min(62svh, 34rem)]', md: '[min(70vh, 38rem)]' },
  bg: 'bg.canvas',
  borderRadius: 'xl',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  '&:fullscreen': { h: 'full', borderRadius: '[0]' },
});
const stageSkeleton = css({ position: 'absolute', inset: '0', bg: 'bg.surface', animation: 'livePulse' });
const bar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
  minH: '12',
  px: '4',
  py: '2',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  fontSize: 'sm',
});
const barText = css({ flex: '1', minW: '[12rem]' });
const barError = css({ color: 'status.error' });
const barGood = css({ color: 'status.success', fontWeight: 'semibold' });
const barActions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
const info = css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl' });
const infoTitle = css({ textStyle: 'sectionTitle' });
const steps = css({ display: 'flex', flexDirection: 'column', gap: '1', pl: '5', listStyle: 'decimal', fontSize: 'sm' });
const facts = css({ display: 'flex', gap: '3', flexWrap: 'wrap', color: 'fg.muted', fontSize: 'xs' });
const relatedGrid = css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3', listStyle: 'none', p: '0', m: '0' });

/** The status line under the game: what happens to the round's score. */
function StatusBar({ snapshot, send, requestLogin }: { snapshot: ReturnType<typeof useMachine<typeof playMachine>>[0]; send: (e: { type: 'frame.retry' | 'score.retry' | 'round.retry' }) => void; requestLogin: () => void }) {
  const intl = useIntl();
  const c = snapshot.context;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const signIn = (
    <button type="button" className={button({ variant: 'solid', size: 'sm' })} onClick={requestLogin} data-testid="game-sign-in">
      {t('games.play.signIn')}
    </button>
  );
  let text: React.ReactNode;
  let action: React.ReactNode = null;
  const state = snapshot.value as string;
  switch (state) {
    case 'loading':
      text = t('games.play.loading');
      break;
    case 'frameFailed':
      text = <span className={barError}>{t('games.play.frameFailed')}</span>;
      action = (
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => send({ type: 'frame.retry' })}>
          <Icon name="refresh" size={16} />
          {t('common.retry')}
        </button>
      );
      break;
    case 'idle':
    case 'starting':
    case 'playing':
      text = c.member ? t(state === 'idle' ? 'games.play.ready' : 'games.play.playing') : t('games.play.guest');
      if (!c.member) action = signIn;
      break;
    case 'roundFailed':
      text = <span className={barError}>{c.error?.status ? c.error.message : t('common.networkError')}</span>;
      action = (
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => send({ type: 'round.retry' })}>
          <Icon name="refresh" size={16} />
          {t('common.retry')}
        </button>
      );
      break;
    case 'saving':
      text = t('games.play.saving', { score: c.score ?? 0 });
      break;
    case 'saved':
      text = (
        <span className={barGood}>
          {t(c.result?.isBest ? 'games.play.savedBest' : 'games.play.saved', { score: c.result?.score ?? 0, best: c.result?.best ?? 0, rank: c.result?.rank ?? 0 })}
        </span>
      );
      break;
    case 'saveFailed':
      text = <span className={barError}>{c.error && c.error.status > 0 ? c.error.message : t('common.networkError')}</span>;
      if (isRetryable(c.error)) {
        action = (
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => send({ type: 'score.retry' })}>
            <Icon name="refresh" size={16} />
            {t('common.retry')}
          </button>
        );
      }
      break;
    case 'guestOver':
      // Signed in since: the next round is saved.
      text = c.member ? t('games.play.nowMember', { score: c.score ?? 0 }) : t('games.play.guestOver', { score: c.score ?? 0 });
      if (!c.member) action = signIn;
      break;
    default:
      text = <span className={barError}>{t('games.play.unsaved', { score: c.score ?? 0 })}</span>;
  }
  return (
    <div className={bar} data-testid="game-status" data-state={state} data-member={c.member}>
      <p className={barText} role="status" aria-live="polite">
        {text}
      </p>
      {action ? <div className={barActions}>{action}</div> : null}
    </div>
  );
}

function Player({ game }: { game: GameDetail }) {
  const intl = useIntl();
  const { status } = useAuth();
  const appSend = useAppSend();
  const { locale } = useLocale();
  const member = status === 'member';
  const [snapshot, send] = useMachine(playMachine, { input: { gameId: game.id, engine: game.engine, member } });
  const frame = useRef<GameFrameHandle>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const c = snapshot.context;

  useEffect(() => {
    send({ type: 'member.changed', member });
  }, [member, send]);

  // Each round's data (the quiz's questions) goes to the game once.
  const sentRound = useRef(0);
  const playing = snapshot.matches('playing');
  useEffect(() => {
    if (playing && c.round !== sentRound.current && c.data !== null) {
      sentRound.current = c.round;
      frame.current?.post(hostData(c.data));
    }
  }, [playing, c.round, c.data]);

  // The game's own panel says what became of the score too.
  const value = snapshot.value as string;
  useEffect(() => {
    if (value === 'saved' && c.result) {
      const id = c.result.isBest ? 'games.play.savedBest' : 'games.play.saved';
      frame.current?.post(hostSaved(intl.formatMessage({ id }, { score: c.result.score, best: c.result.best, rank: c.result.rank })));
    } else if (value === 'guestOver') {
      frame.current?.post(hostSaved(intl.formatMessage({ id: 'games.play.signInToSave' })));
    }
  }, [value, c.result, intl]);

  const onMessage = useCallback(
    (message: GameMessage) => {
      if (message.type === 'ready') send({ type: 'game.ready' });
      else if (message.type === 'start') send({ type: 'game.start' });
      else send({ type: 'game.over', score: message.score });
    },
    [send],
  );

  useEffect(() => {
    const change = () => setFullscreen(document.fullscreenElement === stageRef.current);
    document.addEventListener('fullscreenchange', change);
    return () => document.removeEventListener('fullscreenchange', change);
  }, []);
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stageRef.current?.requestFullscreen?.();
  };

  return (
    <>
      <div ref={stageRef} className={stage} data-testid="game-stage" data-engine={game.engine}>
        {snapshot.matches('loading') ? <div className={stageSkeleton} aria-hidden="true" /> : null}
        <GameFrame
          key={c.attempt}
          ref={frame}
          src={gameFramePath(game.engine, locale)}
          title={intl.formatMessage({ id: 'games.play.frameTitle' }, { name: game.name })}
          onMessage={onMessage}
        />
      </div>
      <StatusBar snapshot={snapshot} send={send} requestLogin={() => appSend({ type: 'dialog.open', view: 'login' })} />
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={toggleFullscreen} aria-pressed={fullscreen}>
          <Icon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} size={16} />
          {intl.formatMessage({ id: fullscreen ? 'games.play.exitFullscreen' : 'games.play.fullscreen' })}
        </button>
      </div>
      <Leaderboard gameId={game.id} refreshKey={`${c.saves}:${member ? 'member' : 'guest'}`} />
    </>
  );
}

function About({ game }: { game: GameDetail }) {
  const intl = useIntl();
  const limits = GAME_LIMITS[game.engine];
  return (
    <section className={info} aria-labelledby="games-about" data-testid="game-about">
      <h2 id="games-about" className={infoTitle}>
        {intl.formatMessage({ id: 'games.play.howTo' })}
      </h2>
      <p>{game.description}</p>
      <p className={muted}>{game.howToPlay}</p>
      <ol className={steps}>
        {game.instructions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <p className={facts}>
        <span>{game.category.name}</span>
        <span data-testid="game-plays">{intl.formatMessage({ id: 'games.plays' }, { count: intl.formatNumber(game.plays) })}</span>
        <span>{intl.formatMessage({ id: 'games.play.maxScore' }, { max: intl.formatNumber(limits.maxScore) })}</span>
      </p>
    </section>
  );
}

/** /game/choi-game/:game/:id: the game itself, what becomes of the score, the leaderboard, how to play and related games. */
export default function GamePlayPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const id = Number(params.id);
  const detail = useLoader(gameLoader, { query: { id } });
  const game = detail.data;
  const notFound = detail.status === 'failed' && detail.error?.status === 404;
  return (
    <PageFrame routeId={routeId} params={params} name={game ? game.name : undefined} introId="intro.gamePlay">
      {notFound ? (
        <SectionNotice
          icon="game"
          title={intl.formatMessage({ id: 'games.notFound' })}
          text={detail.error?.message}
          testId="game-not-found"
          action={
            <AppLink href={href('games')} className={button({ variant: 'outline', size: 'md' })}>
              {intl.formatMessage({ id: 'games.backToGames' })}
            </AppLink>
          }
        />
      ) : detail.status === 'failed' ? (
        <LoadFailed error={detail.error} onRetry={detail.retry} />
      ) : (
        <div className={layout} data-testid="game-page" data-state={detail.state}>
          <div className={main}>
            {game ? (
              <Player key={game.id} game={game} />
            ) : (
              <div className={stage} aria-busy="true" data-state="loading">
                <div className={stageSkeleton} />
              </div>
            )}
          </div>
          <aside className={aside} aria-label={intl.formatMessage({ id: 'games.play.aside' })}>
            {game ? <About game={game} /> : <div className={css({ h: '[20rem]' })} aria-hidden="true" />}
            {game && game.related.length > 0 ? (
              <section aria-labelledby="games-related">
                <h2 id="games-related" className={css({ textStyle: 'sectionTitle', mb: '3' })}>
                  {intl.formatMessage({ id: 'games.related' })}
                </h2>
                <ul className={relatedGrid}>
                  {game.related.slice(0, 4).map((g) => (
                    <GameCard key={g.id} game={g} />
                  ))}
                </ul>
              </section>
            ) : null}
          </aside>
        </div>
      )}
    </PageFrame>
  );
}
