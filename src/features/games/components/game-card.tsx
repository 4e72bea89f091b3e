import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import { formatCount } from '../../../lib/format/count';
import type { GameCard as GameCardData } from '../../../../contracts/schemas/media/games';
import { srOnly } from '../../../components/ui/text-styles';

export const gameGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
  gap: { base: '3', sm: '4' },
  listStyle: 'none',
  p: '0',
  m: '0',
});

const card = css({
  display: 'flex',
  flexDirection: 'column',
  h: 'full',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  overflow: 'hidden',
  color: 'fg.default',
  textDecoration: 'none',
  transitionProperty: '[transform, border-color]',
  transitionDuration: 'fast',
  _hover: { borderColor: 'accent.default', transform: 'translateY(-2px)' },
  _focusVisible: { outlineWidth: '[3px]', outlineStyle: 'solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
});
const coverBox = css({ position: 'relative', aspectRatio: '[4 / 3]', bg: 'bg.subtle' });
const cover = css({ display: 'block', w: 'full', h: 'full', objectFit: 'cover' });
const badges = css({ position: 'absolute', top: '2', left: '2', display: 'flex', gap: '1' });
const badge = css({ px: '2', py: '0.5', borderRadius: 'full', fontSize: 'xs', fontWeight: 'bold', bg: 'accent.hot', color: 'fg.onAccent' });
const badgeNew = css({ px: '2', py: '0.5', borderRadius: 'full', fontSize: 'xs', fontWeight: 'bold', bg: 'accent.default', color: 'fg.onAccent' });
const body = css({ display: 'flex', flexDirection: 'column', gap: '1', p: '3', h: '20', overflow: 'hidden' });
const name = css({ fontWeight: 'bold', fontSize: 'sm', lineHeight: 'tight', lineClamp: '2', flex: 'none' });
const meta = css({ display: 'flex', alignItems: 'center', gap: '2', mt: 'auto', whiteSpace: 'nowrap', overflow: 'hidden', color: 'fg.muted', fontSize: 'xs' });
const plays = css({ display: 'inline-flex', alignItems: 'center', gap: '0.5' });
const category = css({ overflow: 'hidden', textOverflow: 'ellipsis' });

/** A game in a grid: cover, name, category and plays, hot / new badges. */
export function GameCard({ game }: { game: GameCardData }) {
  const intl = useIntl();
  return (
    <li>
      <AppLink href={game.path} className={card} data-testid="game-card" data-game-id={game.id}>
        <span className={coverBox}>
          <img className={cover} src={game.cover} alt="" width={400} height={300} loading="lazy" decoding="async" />
          <span className={badges}>
            {game.isHot ? <span className={badge}>{intl.formatMessage({ id: 'games.badge.hot' })}</span> : null}
            {game.isNew ? <span className={badgeNew}>{intl.formatMessage({ id: 'games.badge.new' })}</span> : null}
          </span>
        </span>
        <span className={body}>
          <span className={name} data-testid="game-card-name">
            {game.name}
          </span>
          <span className={meta}>
            <span className={plays}>
              <span className={srOnly}>{intl.formatMessage({ id: 'games.plays' }, { count: formatCount(game.plays) })}</span>
              <Icon name="play" size={12} />
              <span aria-hidden="true" data-testid="game-card-plays">
                {formatCount(game.plays)}
              </span>
            </span>
            <span className={category}>{game.category.name}</span>
          </span>
        </span>
      </AppLink>
    </li>
  );
}

const skeletonCard = css({ borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', animation: 'livePulse', overflow: 'hidden' });
const skeletonCover = css({ aspectRatio: '[4 / 3]', bg: 'bg.subtle' });
const skeletonBody = css({ h: '20' });

/** Cards of the final size while a grid loads. */
export function GameGridSkeleton({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <div aria-busy="true" data-state="loading" data-testid="section-loading">
      <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
      <ul className={gameGrid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={skeletonCard}>
            <div className={skeletonCover} />
            <div className={skeletonBody} />
          </li>
        ))}
      </ul>
    </div>
  );
}
