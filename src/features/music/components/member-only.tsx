import type { ReactNode } from 'react';
import { button } from '../../../../styled-system/recipes';
import { useIntl } from '../../../lib/intl-context';
import { useAppSend, useAuth } from '../../../app/machine-hooks';
import { SectionNotice } from '../../../components/ui/section-states';
import { SongListSkeleton } from './song-list';

/** A member's own music: a guest is asked to sign in; while the session is restored, a skeleton. */
export function MemberOnly({ textId, children }: { textId: string; children: ReactNode }) {
  const intl = useIntl();
  const send = useAppSend();
  const { status } = useAuth();
  if (status === 'member') return <>{children}</>;
  if (status === 'starting' || status === 'busy') return <SongListSkeleton rows={6} />;
  return (
    <SectionNotice
      icon="lock"
      title={intl.formatMessage({ id: 'music.signIn.title' })}
      text={intl.formatMessage({ id: textId })}
      testId="music-sign-in"
      action={
        <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => send({ type: 'dialog.open', view: 'login' })}>
          {intl.formatMessage({ id: 'music.signIn.action' })}
        </button>
      }
    />
  );
}
