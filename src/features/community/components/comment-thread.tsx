import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { useAppSend } from '../../../app/machine-hooks';
import { CommentThread as Thread } from '../../../components/comments/comment-thread';
import { statePath } from '../../../components/ui/use-loader';
import { COMMENT_CONTENT_MAX } from '../../../../contracts/community-values';
import { BOARD_COMMENT_RULES, postComments } from '../../../../machines/community/community.loaders';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import { LevelBadge, profileHref } from './board-parts';

const thread = css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '3', borderTopWidth: '1px', borderColor: 'border.subtle' });

/**
 * A post's comments (the comments kit inline under the post): the newest first, one level of replies
 * under each, the member's own box on top (a guest's opens the sign-in form). `onCount` hears the
 * post's new comment count; `highlight` is a comment to mark and scroll to.
 */
export function CommentThread({ postId, count, onCount, highlight }: { postId: number; count: number; onCount: (count: number) => void; highlight?: number }) {
  const intl = useIntl();
  const appSend = useAppSend();
  const [snapshot, send] = useMachine(postComments, { input: { subject: postId, count, rules: BOARD_COMMENT_RULES } });
  const shown = snapshot.context.count;

  useEffect(() => send({ type: 'comments.open' }), [send]);
  useEffect(() => onCount(shown), [shown, onCount]);

  return (
    <section className={thread} data-testid="comments" data-state={statePath(snapshot.value)} aria-label={intl.formatMessage({ id: 'comments.list' })}>
      <Thread
        snapshot={snapshot}
        send={send}
        variant="inline"
        authorHref={profileHref}
        badges={(comment) => (comment.author.level === null ? null : <LevelBadge user={{ level: comment.author.level, siteRoleId: comment.author.siteRoleId }} />)}
        sendIcon={<FeatureIcon name="send" size={18} />}
        maxLength={COMMENT_CONTENT_MAX}
        onSignIn={() => appSend({ type: 'dialog.open', view: 'login' })}
        highlight={highlight}
      />
    </section>
  );
}
