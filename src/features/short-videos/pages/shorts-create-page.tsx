import type { PageProps } from '../../../app/page-props';
import { useAuth } from '../../../app/machine-hooks';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadingRows } from '../../../components/ui/section-states';
import { SignInNotice } from '../components/sign-in-notice';
import { UploadForm } from '../components/upload-form';

/** Create (tao-moi): only members upload; a guest is asked to sign in. */
export default function ShortsCreatePage({ routeId, params }: PageProps) {
  const { status } = useAuth();
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.shortsCreate">
      {status === 'member' ? <UploadForm /> : status === 'guest' ? <SignInNotice textId="shorts.signIn.create" /> : <LoadingRows rows={4} />}
    </PageFrame>
  );
}
