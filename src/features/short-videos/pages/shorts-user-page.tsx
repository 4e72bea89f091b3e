import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { PageFrame } from '../../../components/ui/page-frame';
import { SectionNotice } from '../../../components/ui/section-states';
import { CreatorChannel } from '../components/creator-profile';

export default function ShortsUserPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const id = Number(params.id);
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.shortsUser">
      {Number.isInteger(id) && id > 0 ? (
        <CreatorChannel key={id} id={id} />
      ) : (
        <SectionNotice icon="warning" title={intl.formatMessage({ id: 'shorts.profile.notFound' })} testId="short-profile-missing" state="not-found" />
      )}
    </PageFrame>
  );
}
