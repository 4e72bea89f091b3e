import { css } from '../../../../styled-system/css';
import type { PageProps } from '../../../app/page-props';
import { AreaCards } from '../components/area-cards';
import { HomeHero } from '../components/home-hero';

const page = css({
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '8', sm: '10' },
  w: 'full',
  maxW: 'content',
  mx: 'auto',
  px: { base: '4', sm: '6' },
  py: { base: '4', sm: '8' },
});

/** The home page: a hero and the way into every area. Its h1 is the hero's heading. */
export default function HomePage({ routeId }: PageProps) {
  return (
    <div className={page} data-route={routeId}>
      <HomeHero />
      <AreaCards />
    </div>
  );
}
