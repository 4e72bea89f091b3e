import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { css } from '../../../../styled-system/css';
import { readGameMessage, type GameMessage, type HostMessage } from '../../../../machines/games/game-messages';

const frame = css({ display: 'block', w: 'full', h: 'full', border: 'none', bg: 'bg.canvas' });

export interface GameFrameHandle {
  post(message: HostMessage): void;
}

interface GameFrameProps {
  src: string;
  title: string;
  onMessage: (message: GameMessage) => void;
}

/**
 * The game in an iframe sandboxed with scripts only: no same origin, so it cannot read the site's
 * storage or call the API. Its messages count only from its own window (origin "null") and in a
 * known shape; the page answers with postMessage to that window.
 */
export const GameFrame = forwardRef<GameFrameHandle, GameFrameProps>(function GameFrame({ src, title, onMessage }, ref) {
  const iframe = useRef<HTMLIFrameElement>(null);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  }, [onMessage]);
  useImperativeHandle(ref, () => ({
    // An opaque origin can only be addressed with '*'; the window itself is the frame's own.
    post: (message) => iframe.current?.contentWindow?.postMessage(message, '*'),
  }));
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (!iframe.current || event.source !== iframe.current.contentWindow || event.origin !== 'null') return;
      const message = readGameMessage(event.data);
      if (message) handler.current(message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);
  return <iframe ref={iframe} className={frame} src={src} title={title} sandbox="allow-scripts" allow="autoplay 'none'" referrerPolicy="no-referrer" data-testid="game-frame" />;
});
