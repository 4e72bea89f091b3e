import { lazy, Suspense } from 'react';
import { useMusicMounted } from '../machine-hooks';

const MusicBar = lazy(() => import('../../components/music-bar/music-bar').then((module) => ({ default: module.MusicBar })));

/** The music's mini player, loaded with its code once the site's music exists (a music page mounted it). */
export function SiteMusicBar({ aboveBottomBar }: { aboveBottomBar: boolean }) {
  if (!useMusicMounted()) return null;
  return (
    <Suspense fallback={null}>
      <MusicBar aboveBottomBar={aboveBottomBar} />
    </Suspense>
  );
}
