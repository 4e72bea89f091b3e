import { useMemo } from 'react';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { useNavbarMode } from '../../../app/machine-hooks';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { shortFeed, shortLoader } from '../../../../machines/short-videos/short-videos.loaders';
import { FeedSkeleton, ShortFeed } from '../components/short-feed';
import type { ShortItem } from '../../../../contracts/schemas/content/shorts';

/** The clip's own page: it leads a feed of its category's newest clips, so the visitor can keep swiping. */
function ClipFeed({ clip }: { clip: ShortItem }) {
  const intl = useIntl();
  const feed = useMemo(() => shortFeed('kham-pha', clip.category.slug), [clip.category.slug]);
  // On a wide screen the clip's comments stand beside it; on a phone they open as a sheet.
  const wide = useNavbarMode() !== 'mobile';
  return <ShortFeed feed={feed} first={clip} label={intl.formatMessage({ id: 'shorts.feed.more' }, { category: clip.category.name })} empty={null} firstCommentsInline={wide} />;
}

export default function ShortsVideoPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const slug = params.detail ?? '';
  const clip = useLoader(shortLoader, { params: { slug } });
  return (
    <PageFrame routeId={routeId} params={params} titleSuffix={clip.data?.title ?? null}>
      {clip.status === 'failed' ? (
        clip.error?.status === 404 ? (
          <SectionNotice icon="warning" title={intl.formatMessage({ id: 'shorts.video.notFound' })} text={clip.error.message} testId="short-missing" state="not-found" />
        ) : (
          <LoadFailed error={clip.error} onRetry={clip.retry} />
        )
      ) : clip.data ? (
        <ClipFeed key={clip.data.id} clip={clip.data} />
      ) : (
        <FeedSkeleton />
      )}
    </PageFrame>
  );
}
