import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
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
