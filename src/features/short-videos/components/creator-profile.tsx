import { useCallback, useState } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { creatorLoader } from '../../../../machines/short-videos/short-videos.loaders';
import { AppLink } from '../../../components/ui/app-link';
import { Avatar } from '../../../components/ui/avatar';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { href } from '../../../../contracts/href';
import { formatCount } from '../../../lib/format/count';
import { ClipGrid, ClipGridSkeleton } from './clip-grid';
import { FollowCreatorButton } from './short-actions';
import { ShortIcon } from './short-icons';
import type { CreatorProfile } from '../../../../contracts/schemas/content/shorts';
import { srOnly } from '../../../components/ui/text-styles';
import { usePageName } from '../../../lib/page-name';

const header = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'flex-start', sm: 'center' },
  gap: '4',
  p: { base: '4', sm: '5' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  minH: '[9.5rem]',
});
const who = css({ display: 'flex', alignItems: 'center', gap: '4', flex: '1', minW: '0' });
const name = css({ textStyle: 'sectionTitle', overflowWrap: 'anywhere' });
const stats = css({ display: 'flex', flexWrap: 'wrap', gap: { base: '4', sm: '6' }, mt: '1', fontSize: 'sm', color: 'fg.muted', '& strong': { color: 'fg.default', fontSize: 'md', mr: '1' } });
const skeletonHeader = css({ animation: 'livePulse' });
const section = css({ display: 'flex', flexDirection: 'column', gap: '4' });

function Stats({ creator, followers }: { creator: CreatorProfile; followers: number }) {
  const intl = useIntl();
  const items = [
    ['shorts.profile.followers', followers],
    ['shorts.profile.following', creator.following],
    ['shorts.profile.likes', creator.totalLikes],
    ['shorts.profile.videos', creator.videos],
  ] as const;
  return (
    <dl className={stats} data-testid="short-profile-stats">
      {items.map(([id, value]) => (
        <div key={id} className={css({ display: 'flex', flexDirection: 'row-reverse', gap: '1', alignItems: 'baseline' })}>
          <dt>{intl.formatMessage({ id })}</dt>
          <dd>
            <strong>{formatCount(value)}</strong>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A creator's channel: who they are, their counts, follow (or create, on one's own), and their clips. */
export function CreatorChannel({ id }: { id: number }) {
  const intl = useIntl();
  const profile = useLoader(creatorLoader, { id });
  usePageName(profile.data?.creator.displayName);
  const [followers, setFollowers] = useState<number | null>(null);
  const onFollowers = useCallback((count: number) => setFollowers(count), []);
  if (profile.status === 'failed') {
    if (profile.error?.status === 404) {
      return <SectionNotice icon="warning" title={intl.formatMessage({ id: 'shorts.profile.notFound' })} text={profile.error.message} testId="short-profile-missing" state="not-found" />;
    }
    return <LoadFailed error={profile.error} onRetry={profile.retry} />;
  }
  const data = profile.data;
  if (!data) {
    return (
      <div className={section} data-testid="short-profile" data-state="loading">
        <div className={cx(header, skeletonHeader)} aria-hidden="true" />
        <ClipGridSkeleton />
      </div>
    );
  }
  const { creator, videos } = data;
  return (
    <div className={section} data-testid="short-profile" data-state={profile.state} data-creator-id={creator.userId}>
      <section className={header} aria-labelledby="short-profile-name">
        <div className={who}>
          <Avatar src={creator.avatar} name={creator.displayName} size="xl" />
          <div className={css({ minW: '0' })}>
            <h2 id="short-profile-name" className={name} data-testid="short-profile-name">
              {creator.displayName}
            </h2>
            <Stats creator={creator} followers={followers ?? creator.followers} />
          </div>
        </div>
        {creator.isSelf ? (
          <AppLink href={href('shortsCreate')} className={button({ variant: 'solid', size: 'md' })} data-testid="short-create-link">
            <ShortIcon name="upload" size={18} />
            {intl.formatMessage({ id: 'shorts.create.open' })}
          </AppLink>
        ) : (
          <FollowCreatorButton creatorId={creator.userId} name={creator.displayName} following={creator.isFollowing} followers={creator.followers} size="md" onChange={onFollowers} />
        )}
      </section>
      <h2 className={srOnly}>{intl.formatMessage({ id: 'shorts.profile.clips' })}</h2>
      {videos.list.length === 0 ? (
        <SectionNotice
          icon="shorts"
          title={intl.formatMessage({ id: creator.isSelf ? 'shorts.profile.emptySelf' : 'shorts.profile.empty' })}
          testId="short-profile-empty"
          state="empty"
          action={
            creator.isSelf ? (
              <AppLink href={href('shortsCreate')} className={button({ variant: 'solid', size: 'md' })}>
                {intl.formatMessage({ id: 'shorts.create.open' })}
              </AppLink>
            ) : undefined
          }
        />
      ) : (
        <ClipGrid clips={videos.list} showCreator={false} testId="short-profile-grid" />
      )}
    </div>
  );
}
