import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { Avatar } from '../../../components/ui/avatar';
import { LoadFailed, LoadingRows } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { GAME_LEADERBOARD_SIZE } from '../../../../contracts/game-engines';
import type { LeaderboardEntry } from '../../../../contracts/schemas/media/games';
import { leaderboardLoader } from '../../../../machines/games/games.loaders';

const box = css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl' });
const head = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '2' });
const title = css({ textStyle: 'sectionTitle' });
const players = css({ color: 'fg.muted', fontSize: 'xs' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', m: '0', p: '0' });
const row = css({ display: 'grid', gridTemplateColumns: '[2rem auto 1fr auto]', alignItems: 'center', gap: '2', px: '2', py: '1.5', borderRadius: 'lg', fontSize: 'sm' });
const mine = css({ bg: 'accent.muted', outlineWidth: '[1px]', outlineStyle: 'solid', outlineColor: 'accent.default' });
const rank = css({ fontWeight: 'bold', color: 'fg.muted', textAlign: 'center', fontVariantNumeric: 'tabular-nums' });
const podium = css({ color: 'accent.hot' });
const nameStyle = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const you = css({ color: 'accent.text', fontWeight: 'bold', ml: '1' });
const score = css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' });
const gap = css({ textAlign: 'center', color: 'fg.muted', fontSize: 'xs' });
const empty = css({ color: 'fg.muted', fontSize: 'sm', py: '4', textAlign: 'center' });

function Row({ entry, me }: { entry: LeaderboardEntry; me: boolean }) {
  const intl = useIntl();
  return (
    <li className={cx(row, me && mine)} data-testid="leaderboard-row" data-me={me || undefined} aria-current={me ? 'true' : undefined}>
      <span className={cx(rank, entry.rank <= 3 && podium)}>{entry.rank}</span>
      <Avatar src={entry.avatar} name={entry.displayName} size="xs" />
      <span className={nameStyle}>
        {entry.displayName}
        {me ? <span className={you}>({intl.formatMessage({ id: 'games.board.you' })})</span> : null}
      </span>
      <span className={score} data-testid="leaderboard-score">
        {intl.formatNumber(entry.score)}
      </span>
    </li>
  );
}

/** A game's leaderboard: the best score of each member, the viewer's own row highlighted (and shown under the top when below it). */
export function Leaderboard({ gameId, refreshKey }: { gameId: number; refreshKey: string }) {
  const intl = useIntl();
  const board = useLoader(leaderboardLoader, { query: { id: gameId } }, refreshKey);
  const data = board.data;
  const meShown = data?.me ? data.entries.some((e) => e.userId === data.me!.userId) : false;
  return (
    <section className={box} aria-labelledby="games-leaderboard" data-testid="leaderboard" data-state={board.state}>
      <div className={head}>
        <h2 id="games-leaderboard" className={title}>
          {intl.formatMessage({ id: 'games.board.title' })}
        </h2>
        {data && data.players > 0 ? <span className={players}>{intl.formatMessage({ id: 'games.board.players' }, { count: data.players })}</span> : null}
      </div>
      {board.status === 'loading' ? (
        <LoadingRows rows={3} />
      ) : board.status === 'failed' ? (
        <LoadFailed error={board.error} onRetry={board.retry} />
      ) : data && data.entries.length > 0 ? (
        <ol className={list} aria-label={intl.formatMessage({ id: 'games.board.top' }, { count: GAME_LEADERBOARD_SIZE })}>
          {data.entries.map((entry) => (
            <Row key={entry.userId} entry={entry} me={entry.userId === data.me?.userId} />
          ))}
          {data.me && !meShown ? (
            <>
              <li className={gap} aria-hidden="true">
                ⋯
              </li>
              <Row entry={data.me} me />
            </>
          ) : null}
        </ol>
      ) : (
        <p className={empty} data-testid="leaderboard-empty">
          {intl.formatMessage({ id: 'games.board.empty' })}
        </p>
      )}
    </section>
  );
}
