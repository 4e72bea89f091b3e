import { useMachine } from '@xstate/react';
import { useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button, dialog, dropdown, iconButton } from '../../../../styled-system/recipes';
import { useAuth, useRequireMember } from '../../../app/machine-hooks';
import { Modal } from '../../../components/ui/modal';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import { usePopover } from '../../../components/ui/use-popover';
import { formatCount } from '../../../lib/format/count';
import { href } from '../../../../contracts/href';
import type { Post } from '../../../../contracts/schemas/community';
import { savedToggle, shareCounter } from '../../../../machines/community/choices';
import { deletePostForm } from '../../../../machines/community/community.loaders';
import type { OptimisticContext } from '../../../../machines/community/optimistic.machine';
import { DialogActions, metaLine, panel, PersonLink, RelativeTime } from './board-parts';
import { CommentThread } from './comment-thread';
import { HashtagText } from './hashtag-text';
import { PostImages } from './post-images';
import { actionButton, ReactButton, ReactionSummary, useReactions } from './reactions';
import { ReportDialog } from './report-dialog';
import { srOnly } from '../../../components/ui/text-styles';

const text = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: { base: 'sm', sm: 'md' }, lineHeight: 'relaxed', color: 'fg.default' });
const clamped = css({ lineClamp: '6' });
const moreText = css({ alignSelf: 'flex-start', fontWeight: 'semibold', fontSize: 'sm', color: 'fg.muted', cursor: 'pointer', _hover: { color: 'fg.default', textDecoration: 'underline' } });
const head = css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '2' });
const counts = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', minH: '5', fontSize: 'sm', color: 'fg.muted' });
const countButton = css({ cursor: 'pointer', _hover: { textDecoration: 'underline', color: 'fg.default' } });
const actionRow = css({ display: 'flex', alignItems: 'stretch', gap: '1', pt: '1', borderTopWidth: '1px', borderColor: 'border.subtle' });
const menuItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  w: 'full',
  minH: '10',
  px: '3',
  fontSize: 'sm',
  color: 'fg.default',
  borderRadius: 'lg',
  cursor: 'pointer',
  textAlign: 'left',
  _hover: { bg: 'bg.hover' },
});
// 24 px tall at least: a link of the meta line is a target of its own (WCAG 2.5.8).
const tagLink = css({ display: 'inline-flex', alignItems: 'center', minH: '6', color: 'fg.muted', fontWeight: 'semibold', _hover: { color: 'accent.text', textDecoration: 'underline' } });

/** Posts longer than this open folded, with "See more". */
const FOLD_AT = 420;

/** Where a post is shown on its own: the board with ?bai-viet=<id>. */
export const postHref = (id: number) => `${href('community')}?bai-viet=${id}`;

export interface PostCardProps {
  post: Post;
  now: Date;
  /** The post was deleted by its author: the list takes it out (without it, no delete is offered). */
  onDeleted?: (id: number) => void;
  /** Open the comments at once (a post shown on its own). */
  commentsOpen?: boolean;
  /** A comment to mark and scroll to (a notification's link names it). */
  highlightComment?: number;
  /** The first post of a list, on the first screen: its pictures load at once (often the page's largest paint). */
  firstOnScreen?: boolean;
}

/** One post of the board, as a social feed shows it. User text is always shown as text. */
export function PostCard({ post, now, onDeleted, commentsOpen = false, highlightComment, firstOnScreen = false }: PostCardProps) {
  const intl = useIntl();
  const requireMember = useRequireMember();
  const isMember = useAuth().status === 'member';
  const titleId = useId();
  const [unfolded, setUnfolded] = useState(post.content.length <= FOLD_AT);
  const [showComments, setShowComments] = useState(commentsOpen);
  const [comments, setComments] = useState(post.commentsCount);
  const shareMachine = useMemo(() => shareCounter(post.id).machine, [post.id]);
  const [shareState, sendShare] = useMachine(shareMachine, { input: { value: post.sharesCount } });
  const shares = (shareState.context as OptimisticContext<number>).value;
  const [reporting, setReporting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [shareNote, setShareNote] = useState<string | null>(null);
  const reactions = useReactions(post);
  const saveMachine = useMemo(() => savedToggle(post.id), [post.id]);
  const [saveState, sendSave] = useMachine(saveMachine, { input: { on: post.saved, count: null } });
  const saved = saveState.context.on;
  const author = post.author.nickname || post.author.displayName;

  const share = async () => {
    const url = new URL(postHref(post.id), location.origin).toString();
    const outcome = await sharePost(url, post.content.slice(0, 100));
    if (outcome === 'cancelled') return;
    setShareNote(intl.formatMessage({ id: outcome === 'copied' ? 'board.post.linkCopied' : outcome === 'shared' ? 'board.post.shared' : 'board.post.copyFailed' }));
    window.setTimeout(() => setShareNote(null), 2500);
    // A share is counted for members (the count is theirs to add to).
    if (outcome !== 'failed' && isMember) sendShare({ type: 'choice.set', value: shares + 1 });
  };

  return (
    <article className={panel} data-testid="board-post" data-post={post.id} aria-labelledby={titleId}>
      <header className={head}>
        <PersonLink user={post.author}>
          <div className={metaLine} id={titleId}>
            <span className={srOnly}>{intl.formatMessage({ id: 'board.post.by' }, { name: author })}</span>
            <RelativeTime at={post.createdAt} now={now} />
            {post.editedAt ? <span>· {intl.formatMessage({ id: 'board.post.edited' })}</span> : null}
            <span aria-hidden="true">·</span>
            <span title={intl.formatMessage({ id: `board.audience.${post.audience}` })} className={css({ display: 'inline-flex' })}>
              <FeatureIcon name={post.audience === 'public' ? 'world' : 'friends'} size={14} />
              <span className={srOnly}>{intl.formatMessage({ id: `board.audience.${post.audience}` })}</span>
            </span>
            {post.group ? (
              <>
                <span aria-hidden="true">▸</span>
                <Link href={href('communityGroup', { id: String(post.group.id) })} className={tagLink}>
                  {post.group.name}
                </Link>
              </>
            ) : null}
            {post.place ? (
              <>
                <span aria-hidden="true">·</span>
                <Link href={href('communityPlace', { id: String(post.place.id) })} className={cx(tagLink, css({ display: 'inline-flex', alignItems: 'center', gap: '0.5' }))}>
                  <FeatureIcon name="pin" size={13} />
                  {post.place.name}
                </Link>
              </>
            ) : null}
          </div>
        </PersonLink>
        <PostMenu
          mine={post.isMine}
          canDelete={post.isMine && Boolean(onDeleted)}
          onReport={() => requireMember(() => setReporting(true))}
          onDelete={() => setConfirmDelete(true)}
          onCopy={() => void share()}
        />
      </header>

      {post.content ? (
        <>
          <p className={cx(text, !unfolded && clamped)} data-testid="post-text">
            <HashtagText text={post.content} />
          </p>
          {!unfolded ? (
            <button type="button" className={moreText} onClick={() => setUnfolded(true)}>
              {intl.formatMessage({ id: 'board.post.seeMore' })}
            </button>
          ) : null}
        </>
      ) : null}
      <PostImages images={post.images} author={author} eager={firstOnScreen} />

      <div className={counts}>
        <ReactionSummary value={reactions.value} />
        <span className={css({ display: 'inline-flex', gap: '3' })}>
          {comments > 0 ? (
            <button type="button" className={countButton} onClick={() => setShowComments(true)} data-testid="post-comments-count">
              {intl.formatMessage({ id: 'board.post.comments' }, { count: comments, shown: formatCount(comments) })}
            </button>
          ) : null}
          {shares > 0 ? <span>{intl.formatMessage({ id: 'board.post.shares' }, { count: shares, shown: formatCount(shares) })}</span> : null}
        </span>
      </div>
      {reactions.error ? (
        <p role="alert" className={css({ color: 'status.error', fontSize: 'xs' })}>
          {intl.formatMessage({ id: 'board.post.reactFailed' })}
        </p>
      ) : null}

      <div className={actionRow} role="group" aria-label={intl.formatMessage({ id: 'board.post.actions' })}>
        <ReactButton value={reactions.value} onReact={reactions.react} />
        <button
          type="button"
          className={actionButton}
          aria-expanded={showComments}
          onClick={() => setShowComments((open) => !open)}
          data-testid="post-comment"
          aria-label={intl.formatMessage({ id: 'board.post.comment' })}
        >
          <FeatureIcon name="comment" />
          <span aria-hidden="true">{intl.formatMessage({ id: 'board.post.comment' })}</span>
        </button>
        <button
          type="button"
          className={actionButton}
          aria-pressed={saved}
          onClick={() => requireMember(() => sendSave({ type: 'toggle.press' }))}
          data-testid="post-save"
          aria-label={intl.formatMessage({ id: 'board.post.save' })}
        >
          <FeatureIcon name="bookmark" filled={saved} />
          <span aria-hidden="true">{intl.formatMessage({ id: saved ? 'board.post.saved' : 'board.post.save' })}</span>
        </button>
        <button type="button" className={actionButton} onClick={() => void share()} data-testid="post-share" aria-label={intl.formatMessage({ id: 'board.post.share' })}>
          <FeatureIcon name="shareOut" />
          <span aria-hidden="true">{intl.formatMessage({ id: 'board.post.share' })}</span>
        </button>
      </div>
      <p aria-live="polite" className={css({ fontSize: 'xs', color: 'accent.text', minH: shareNote ? '4' : '0' })} data-testid="post-share-note">
        {shareNote}
      </p>

      {showComments ? <CommentThread postId={post.id} count={comments} onCount={setComments} highlight={highlightComment} /> : null}
      {reporting ? <ReportDialog postId={post.id} author={author} onClose={() => setReporting(false)} /> : null}
      {confirmDelete && onDeleted ? <DeleteDialog postId={post.id} onDeleted={() => onDeleted(post.id)} onClose={() => setConfirmDelete(false)} /> : null}
    </article>
  );
}

type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The system share sheet where there is one (phones), else the link is copied. */
async function sharePost(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

function PostMenu({ mine, canDelete, onReport, onDelete, onCopy }: { mine: boolean; canDelete: boolean; onReport: () => void; onDelete: () => void; onCopy: () => void }) {
  const intl = useIntl();
  const { open, setOpen, rootProps, triggerProps, panelProps } = usePopover({ focusOnOpen: true });
  const styles = dropdown({ align: 'end' });
  const pick = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <div {...rootProps} className={styles.root}>
      <button {...triggerProps} className={iconButton({ size: 'sm' })} aria-haspopup="menu" aria-label={intl.formatMessage({ id: 'board.post.menu' })} data-testid="post-menu">
        <FeatureIcon name="more" />
      </button>
      {open ? (
        <div {...panelProps} role="menu" className={styles.panel}>
          <button type="button" role="menuitem" className={menuItem} onClick={pick(onCopy)}>
            <FeatureIcon name="link" size={18} />
            {intl.formatMessage({ id: 'board.post.copyLink' })}
          </button>
          {mine ? null : (
            <button type="button" role="menuitem" className={menuItem} onClick={pick(onReport)} data-testid="post-report">
              <FeatureIcon name="flag" size={18} />
              {intl.formatMessage({ id: 'board.post.report' })}
            </button>
          )}
          {canDelete ? (
            <button type="button" role="menuitem" className={menuItem} onClick={pick(onDelete)} data-testid="post-delete">
              <FeatureIcon name="bin" size={18} />
              {intl.formatMessage({ id: 'board.post.delete' })}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function DeleteDialog({ postId, onDeleted, onClose }: { postId: number; onDeleted: () => void; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const [state, send] = useMachine(deletePostForm(postId).machine.provide({ actions: { submitted: () => onDeleted() } }));
  const styles = dialog();
  const failed = state.context.error;
  return createPortal(
    <Modal labelledBy={titleId} onClose={onClose} testId="post-delete-dialog">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage({ id: 'board.post.deleteTitle' })}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={intl.formatMessage({ id: 'board.close' })}>
          <FeatureIcon name="close" size={20} />
        </button>
      </div>
      <div className={cx(styles.body, css({ display: 'flex', flexDirection: 'column', gap: '4' }))}>
        <p className={css({ color: 'fg.muted' })}>{intl.formatMessage({ id: 'board.post.deleteText' })}</p>
        {failed ? (
          <p role="alert" className={css({ color: 'status.error', fontSize: 'sm' })}>
            {failed.status > 0 ? failed.message : intl.formatMessage({ id: 'common.networkError' })}
          </p>
        ) : null}
        <DialogActions onCancel={onClose}>
          <button
            type="button"
            className={button({ variant: 'solid' })}
            onClick={() => send({ type: 'form.submit', values: null })}
            disabled={!state.matches('editing')}
            data-testid="post-delete-confirm"
          >
            {intl.formatMessage({ id: 'board.post.delete' })}
          </button>
        </DialogActions>
      </div>
    </Modal>,
    document.body,
  );
}
