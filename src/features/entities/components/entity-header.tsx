import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { LoadingRows } from '../../../components/ui/section-states';
import { srOnly } from '../../../components/ui/text-styles';

const card = css({
  display: 'grid',
  gridTemplateColumns: '[auto minmax(0, 1fr)]',
  gridTemplateAreas: { base: '"pic main" "actions actions"', sm: '"pic main actions"' },
  alignItems: 'center',
  columnGap: { base: '4', sm: '5' },
  rowGap: '3',
  p: { base: '4', sm: '5' },
  minH: { base: '36', sm: '32' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  minW: '0',
  position: 'relative',
  overflow: 'hidden',
  '&[data-has-actions]': { sm: { gridTemplateColumns: '[auto minmax(0, 1fr) auto]' } },
});
const picture = css({ gridArea: 'pic', w: { base: '16', sm: '20' }, h: { base: '16', sm: '20' }, objectFit: 'contain', flexShrink: '0' });
const roundPicture = css({ borderRadius: 'xl', objectFit: 'cover' });
const widePicture = css({ w: { base: '24', sm: '32' }, h: { base: '20', sm: '28' }, borderRadius: 'lg', objectFit: 'cover' });
const main = css({ gridArea: 'main', display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' });
const name = css({ fontSize: { base: 'xl', sm: '2xl' }, fontWeight: 'extrabold', lineHeight: 'tight', overflowWrap: 'anywhere' });
const lines = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1', fontSize: 'sm', color: 'fg.muted', minW: '0' });
const actions = css({ gridArea: 'actions', display: 'flex', gap: '2', flexWrap: 'wrap', justifySelf: { base: 'stretch', sm: 'end' }, '& > *': { flex: { base: '1', sm: 'none' } } });
const stripe = css({ position: 'absolute', insetX: '0', top: '0', h: '1' });
const bone = css({ display: 'block', borderRadius: 'md', bg: 'bg.subtle', animation: 'livePulse' });

interface HeaderProps {
  picture: string;
  /** crest or logo (contained), a person's picture (rounded), a venue's drawing (wide). */
  shape?: 'crest' | 'person' | 'wide';
  name: string;
  /** Lines under the name: links to the league, the venue, the manager, facts. */
  children?: ReactNode;
  /** A follow button, a compare link. */
  actions?: ReactNode;
  /** The club's colours, as a thin stripe on top. */
  colors?: readonly [string, string];
  testId?: string;
}

/** The top of an entity page: its picture, its name as the API gives it in the visitor's language, and what it belongs to. */
export function EntityHeader({ picture: src, shape = 'crest', name: title, children, actions: buttons, colors, testId }: HeaderProps) {
  return (
    <section className={card} data-has-actions={buttons ? '' : undefined} data-testid={testId ?? 'entity-header'} aria-label={title}>
      {colors ? <span className={stripe} style={{ background: `linear-gradient(90deg, ${colors[0]} 0 60%, ${colors[1]} 60% 100%)` }} aria-hidden="true" /> : null}
      <img src={src} alt="" width={80} height={80} className={cx(picture, shape === 'person' && roundPicture, shape === 'wide' && widePicture)} />
      <div className={main}>
        <p className={name} data-testid="entity-name">
          {title}
        </p>
        {children}
      </div>
      {buttons ? <div className={actions}>{buttons}</div> : null}
    </section>
  );
}

/** A row of the header's facts (links, words), wrapping on a phone. */
export function HeaderLines({ children }: { children: ReactNode }) {
  return <div className={lines}>{children}</div>;
}

/** The page while its data loads: a header of the same size and rows in place of the sections. */
export function EntitySkeleton({ rows = 4, wide = false }: { rows?: number; wide?: boolean }) {
  const intl = useIntl();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} aria-busy="true" data-state="loading" data-testid="entity-loading">
      <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
      <div className={card} aria-hidden="true">
        <span className={cx(bone, picture, wide && widePicture)} />
        <span className={main}>
          <span className={cx(bone, css({ h: '7', w: '2/3' }))} />
          <span className={cx(bone, css({ h: '4', w: '1/2' }))} />
        </span>
      </div>
      <LoadingRows rows={rows} />
    </div>
  );
}
