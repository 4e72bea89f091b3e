import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useIntl } from '../../lib/intl-context';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { href } from '../../../contracts/href';
import { Icon, type IconName } from '../../components/ui/icon';
import { useDismissStaticFrame } from '../../lib/static-frame';

const wrap = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4',
  flex: '1',
  w: 'full',
  maxW: '2xl',
  mx: 'auto',
  px: '4',
  py: { base: '12', sm: '20' },
  textAlign: 'center',
});

const code = css({
  fontSize: { base: '6xl', sm: '8xl' },
  fontWeight: 'black',
  lineHeight: 'none',
  letterSpacing: 'tighter',
  bgGradient: 'to-br',
  gradientFrom: 'accent.emphasized',
  gradientTo: 'accent.live',
  bgClip: 'text',
  color: 'transparent',
});

const title = css({ textStyle: 'pageTitle' });
const message = css({ color: 'fg.muted', overflowWrap: 'anywhere' });
const actionsRow = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', mt: '2' });

interface ErrorViewProps {
  code: string;
  title: string;
  message: string;
  actions: ReactNode;
  kind: 'not-found' | 'internal';
}

/** The common look of the 404 and 500 pages. */
export function ErrorView({ code: codeText, title: titleText, message: messageText, actions, kind }: ErrorViewProps) {
  useDismissStaticFrame();
  return (
    <section className={wrap} data-error={kind} aria-labelledby={`error-${kind}`}>
      <p className={code} aria-hidden="true">
        {codeText}
      </p>
      <h1 id={`error-${kind}`} className={title}>
        {titleText}
      </h1>
      <p className={message}>{messageText}</p>
      <div className={actionsRow}>{actions}</div>
    </section>
  );
}

/** A way out of an error page: a large button link to a page without parameters (home, fixtures…), its icon and its name. */
export function ErrorLink({ to, icon, labelId, variant }: { to: 'home' | 'fixtures' | 'results' | 'schedule'; icon: IconName; labelId: string; variant: 'solid' | 'outline' }) {
  const intl = useIntl();
  return (
    <Link href={href(to)} className={button({ variant, size: 'lg' })}>
      <Icon name={icon} size={18} />
      {intl.formatMessage({ id: labelId })}
    </Link>
  );
}
