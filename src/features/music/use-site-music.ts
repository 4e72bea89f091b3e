import { useEffect } from 'react';
import { musicMachine } from '../../../machines/music/music.machine';
import { useAppSend, useMusic, type MusicState } from '../../app/machine-hooks';

/**
 * The site's music for a music page: mounts the music machine under the root the first time a
 * music page is shown (its code comes with the music pages, not with every page), then reads it.
 */
export function useSiteMusic(): MusicState {
  const send = useAppSend();
  useEffect(() => send({ type: 'music.mount', logic: musicMachine }), [send]);
  return useMusic();
}
