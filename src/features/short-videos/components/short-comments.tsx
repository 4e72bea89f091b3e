import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { badge, button, dialog, segmented } from '../../../../styled-system/recipes';
import { useAppSend, useAuth, useRequireMember } from '../../../app/machine-hooks';
import { AppLink } from '../../../components/ui/app-link';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { useNow } from '../../../components/ui/use-now';
import { href } from '../../../../contracts/href';
import { SITE_ROLES } from '../../../../contracts/constants';
import { commentLength, SHORT_COMMENT_MAX_LENGTH, SHORT_COMMENT_SORTS } from '../../../../contracts/short-comments';
import type { ShortComment } from '../../../../contracts/schemas/content/short-comments';
import type { ShortItem } from '../../../../contracts/schemas/content/shorts';
import type { CommentsContext, CommentsEvent } from '../../../../machines/short-videos/comments.machine';
import { commentLikeToggle, shortCommentsMachine } from '../../../../machines/short-videos/comments.actors';
import { formatCount } from '../../../lib/format/count';
import { formatRelativeTime } from '../../../lib/format/relative-time';
import { statePath } from '../../../components/ui/use-loader';
import { railButton } from './short-actions';
import { ShortIcon } from './short-icons';

type Send = (event: CommentsEvent) => void;

/** Marks the panel: the feed's keys leave it alone (short-feed.tsx). */
export const COMMENTS_PANEL_ATTRIBUTE = 'data-short-comments';

const panel = css({ display: 'flex', flexDirection: 'column', minH: '0', h: 'full', bg: 'bg.surface', color: 'fg.default' });
const head = css({ display: 'flex', alignItems: 'center', gap: '3', px: '4', pt: '4', pb: '3', borderBottomWidth: '1px', borderColor: 'border.subtle' });
const title = css({ flex: '1', fontSize: 'lg', fontWeight: 'extrabold', letterSpacing: 'tight' });
const sorts = css({ flexShrink: '0' });
const body = css({ flex: '1', minH: '0', overflowY: 'auto', overscrollBehavior: 'contain', px: '4', py: '3' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '4', m: '0', p: '0', listStyle: 'none' });
const item = css({ display: 'grid', gridTemplateColumns: '[auto minmax(0, 1fr)]', columnGap: '3', alignItems: 'start' });
const itemMain = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' });
const author = css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '1.5', fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' });
const authorLink = css({ color: 'fg.muted', _hover: { color: 'fg.default', textDecoration: 'underline' } });
const text = css({ fontSize: 'sm', lineHeight: 'snug', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
const replyName = css({ color: 'accent.text', fontWeight: 'semibold', mr: '1' });
const meta = css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '3', fontSize: 'xs', color: 'fg.subtle' });
const linkButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: '8',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { color: 'fg.default' },
  _disabled: { opacity: 'disabled', cursor: 'wait' },
});
const likeButton = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.5',
  minW: '8',
  minH: '10',
  fontSize: '2xs',
  color: 'fg.muted',
  cursor: 'pointer',
  gridColumn: '3',
  gridRow: '1',
  '&[aria-pressed=true]': { color: 'accent.hot' },
  _hover: { color: 'fg.default' },
});
const itemWithLike = css({ gridTemplateColumns: '[auto minmax(0, 1fr) auto]' });
const thread = css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '2', m: '0', p: '0', listStyle: 'none' });
const threadMore = css({ display: 'flex', gap: '3', alignItems: 'center' });
const composer = css({ display: 'flex', flexDirection: 'column', gap: '2', px: '4', pt: '3', pb: '[calc(token(spacing.3) + env(safe-area-inset-bottom))]', borderTopWidth: '1px', borderColor: 'border.subtle', bg: 'bg.surface' });
const composerRow = css({ display: 'flex', alignItems: 'flex-end', gap: '2' });
const input = css({
  flex: '1',
  minW: '0',
  minH: 'touch',
  maxH: '[8rem]',
  px: '3',
  py: '2.5',
  bg: 'bg.subtle',
  color: 'fg.default',
  fontSize: 'sm',
  lineHeight: 'snug',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  resize: 'none',
  _placeholder: { color: 'fg.subtle' },
  _focusVisible: { borderColor: 'accent.default' },
  '&[aria-invalid=true]': { borderColor: 'status.error' },
});
const hint = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', fontSize: 'xs', color: 'fg.subtle', minH: '4', '&[data-tone=error]': { color: 'status.error' } });
const replyChip = css({ display: 'inline-flex', alignItems: 'center', gap: '1', alignSelf: 'flex-start', maxW: 'full', px: '2', py: '0.5', borderRadius: 'full', bg: 'accent.muted', color: 'accent.text', fontSize: 'xs', fontWeight: 'semibold' });
const skeletonRow = css({ display: 'grid', gridTemplateColumns: '[2rem 1fr]', gap: '3', '& > span': { borderRadius: 'md', bg: 'bg.active', animation: 'livePulse' } });
const centre = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center', gap: '3', py: '10', color: 'fg.muted', fontSize: 'sm' });
const sheetPanel = css({ h: { base: '[75dvh]', sm: '[80dvh]' }, maxH: '[44rem]', display: 'flex', flexDirection: 'column' });
const errorLine = css({ color: 'status.error', fontSize: 'xs' });
const srOnly = css({ srOnly: true });

function LikeComment({ comment }: { comment: ShortComment }) {
  const intl = useIntl();
  const machine = useMemo(() => commentLikeToggle(comment.id), [comment.id]);
  const [state, send] = useMachine(machine, { input: { on: comment.liked, count: comment.likes } });
  const requireMember = useRequireMember();
  const { on, count } = state.context;
  return (
    <button
      type="button"
      className={likeButton}
      aria-pressed={on}
      aria-label={intl.formatMessage({ id: 'shorts.comments.like' }, { count: count ?? 0 })}
      onClick={() => requireMember(() => send({ type: 'toggle.press' }))}
      data-testid="short-comment-like"
    >
      <ShortIcon name="heart" filled={on} size={16} />
      <span aria-hidden="true">{formatCount(count ?? 0)}</span>
    </button>
  );
}

interface CommentProps {
  comment: ShortComment;
  context: CommentsContext;
  send: Send;
  now: Date;
  busy: boolean;
  onReply: () => void;
  children?: ReactNode;
}

/** One comment: who, when, the words as text, its likes, and Reply / Delete (the author's own). */
function CommentView({ comment, context, send, now, busy, onReply, children }: CommentProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const removing = context.removing === comment.id;
  return (
    <li data-testid="short-comment" data-id={comment.id} data-parent={comment.parentId ?? undefined}>
      <article className={cx(item, itemWithLike)} aria-label={intl.formatMessage({ id: 'shorts.comments.by' }, { name: comment.author.nickname })}>
        <AppLink href={href('shortsUser', { id: String(comment.author.userId) })} tabIndex={-1} aria-hidden="true">
          <Avatar src={comment.author.avatar} name={comment.author.nickname} size={comment.parentId === null ? 'sm' : 'xs'} />
        </AppLink>
        <div className={itemMain}>
          <p className={author}>
            <AppLink href={href('shortsUser', { id: String(comment.author.userId) })} className={authorLink} data-testid="short-comment-author">
              {comment.author.nickname}
            </AppLink>
            {comment.byCreator ? <span className={badge({ tone: 'accent' })}>{intl.formatMessage({ id: 'shorts.comments.creator' })}</span> : null}
            {comment.author.siteRoleId === SITE_ROLES.host ? <span className={badge({ tone: 'live' })}>BLV</span> : null}
          </p>
          <p className={text} data-testid="short-comment-text">
            {comment.replyTo ? <span className={replyName}>@{comment.replyTo.nickname}</span> : null}
            {comment.content}
          </p>
          <div className={meta}>
            <time dateTime={comment.createdAt} title={new Date(comment.createdAt).toLocaleString(intl.locale)}>
              {formatRelativeTime(comment.createdAt, now, intl.locale)}
            </time>
            <button type="button" className={linkButton} onClick={onReply} data-testid="short-comment-reply">
              {intl.formatMessage({ id: 'shorts.comments.reply' })}
            </button>
            {comment.mine ? (
              confirming ? (
                <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })} role="group" aria-label={intl.formatMessage({ id: 'shorts.comments.confirmDelete' })}>
                  <span>{intl.formatMessage({ id: 'shorts.comments.confirmDelete' })}</span>
                  <button
                    type="button"
                    className={cx(linkButton, css({ color: 'status.error' }))}
                    disabled={busy}
                    onClick={() => {
                      setConfirming(false);
                      send({ type: 'comments.delete', commentId: comment.id });
                    }}
                    data-testid="short-comment-delete-confirm"
                  >
                    {intl.formatMessage({ id: 'shorts.comments.deleteYes' })}
                  </button>
                  <button type="button" className={linkButton} onClick={() => setConfirming(false)}>
                    {intl.formatMessage({ id: 'shorts.comments.deleteNo' })}
                  </button>
                </span>
              ) : (
                <button type="button" className={linkButton} disabled={busy || removing} onClick={() => setConfirming(true)} data-testid="short-comment-delete">
                  {intl.formatMessage({ id: removing ? 'shorts.comments.deleting' : 'shorts.comments.delete' })}
                </button>
              )
            ) : null}
          </div>
          {children}
        </div>
        <LikeComment comment={comment} />
      </article>
    </li>
  );
}

/** A thread's replies under its comment: opened on demand, a page at a time, and closed again. */
function Thread({ comment, context, send, now, busy, onReply }: Omit<CommentProps, 'children' | 'onReply'> & { onReply: (target: ShortComment) => void }) {
  const intl = useIntl();
  const shown = context.replies[comment.id];
  const loading = context.repliesFor === comment.id;
  const failed = context.repliesError?.commentId === comment.id;
  const more = comment.replies - (shown?.items.length ?? 0);
  if (comment.replies === 0 && !shown?.items.length) return null;
  return (
    <>
      {shown && shown.items.length > 0 ? (
        <ul className={thread} aria-label={intl.formatMessage({ id: 'shorts.comments.repliesOf' }, { name: comment.author.nickname })}>
          {shown.items.map((reply) => (
            <CommentView key={reply.id} comment={reply} context={context} send={send} now={now} busy={busy} onReply={() => onReply(reply)} />
          ))}
        </ul>
      ) : null}
      <div className={threadMore}>
        {more > 0 ? (
          <button type="button" className={linkButton} disabled={busy} onClick={() => send({ type: 'replies.load', commentId: comment.id })} data-testid="short-comment-replies">
            {intl.formatMessage({ id: loading ? 'common.loading' : shown?.items.length ? 'shorts.comments.moreReplies' : 'shorts.comments.viewReplies' }, { count: more })}
          </button>
        ) : null}
        {shown && shown.items.length > 0 ? (
          <button type="button" className={linkButton} onClick={() => send({ type: 'replies.hide', commentId: comment.id })}>
            {intl.formatMessage({ id: 'shorts.comments.hideReplies' })}
          </button>
        ) : null}
        {failed ? <span className={errorLine} role="alert">{intl.formatMessage({ id: 'shorts.comments.repliesFailed' })}</span> : null}
      </div>
    </>
  );
}

function Skeleton() {
  const intl = useIntl();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })} aria-busy="true" data-state="loading">
      <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className={skeletonRow} aria-hidden="true">
          <span className={css({ w: '8', h: '8', borderRadius: 'full' })} />
          <span className={css({ h: '10' })} />
        </div>
      ))}
    </div>
  );
}

/** The comment box at the panel's foot; a guest is asked to sign in instead. */
function Composer({ context, send, posting, member, onSignIn, inputRef }: { context: CommentsContext; send: Send; posting: boolean; member: boolean; onSignIn: () => void; inputRef: React.RefObject<HTMLTextAreaElement | null> }) {
  const intl = useIntl();
  const id = useId();
  if (!member) {
    return (
      <div className={composer}>
        <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={onSignIn} data-testid="short-comments-login">
          {intl.formatMessage({ id: 'shorts.comments.signIn' })}
        </button>
      </div>
    );
  }
  const length = commentLength(context.draft);
  const problem = context.problem;
  const error = context.postError;
  const message = problem
    ? intl.formatMessage({ id: `shorts.comments.problem.${problem}` }, { max: SHORT_COMMENT_MAX_LENGTH })
    : error
      ? error.status > 0
        ? error.message
        : intl.formatMessage({ id: 'common.networkError' })
      : null;
  return (
    <form
      className={composer}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'comments.submit' });
      }}
      data-testid="short-comment-form"
      data-state={posting ? 'posting' : 'idle'}
    >
      {context.replyTo ? (
        <span className={replyChip} data-testid="short-comment-replying">
          {intl.formatMessage({ id: 'shorts.comments.replyingTo' }, { name: context.replyTo.nickname })}
          <button type="button" className={css({ display: 'inline-flex', cursor: 'pointer' })} onClick={() => send({ type: 'comments.cancelReply' })} aria-label={intl.formatMessage({ id: 'shorts.comments.cancelReply' })}>
            <Icon name="close" size={14} />
          </button>
        </span>
      ) : null}
      <div className={composerRow}>
        <label htmlFor={id} className={srOnly}>
          {intl.formatMessage({ id: 'shorts.comments.label' })}
        </label>
        <textarea
          id={id}
          ref={inputRef}
          rows={1}
          className={input}
          value={context.draft}
          placeholder={intl.formatMessage({ id: context.replyTo ? 'shorts.comments.replyPlaceholder' : 'shorts.comments.placeholder' })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint`}
          disabled={posting}
          onChange={(event) => send({ type: 'comments.draft', text: event.target.value })}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line (as in chat).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send({ type: 'comments.submit' });
            }
          }}
          data-testid="short-comment-input"
        />
        <button
          type="submit"
          className={button({ variant: 'solid', size: 'md' })}
          disabled={posting}
          aria-busy={posting || undefined}
          aria-label={intl.formatMessage({ id: posting ? 'shorts.comments.sending' : 'shorts.comments.send' })}
          data-testid="short-comment-send"
        >
          <Icon name={posting ? 'refresh' : 'chat'} size={16} />
          <span className={css({ display: { base: 'none', sm: 'inline' } })} aria-hidden="true">
            {intl.formatMessage({ id: posting ? 'shorts.comments.sending' : 'shorts.comments.send' })}
          </span>
        </button>
      </div>
      <p id={`${id}-hint`} className={hint} data-tone={message ? 'error' : 'neutral'} aria-live="polite">
        <span role={message ? 'alert' : undefined} data-testid={message ? 'short-comment-problem' : undefined}>
          {message}
        </span>
        <span>{length > SHORT_COMMENT_MAX_LENGTH * 0.8 ? `${length}/${SHORT_COMMENT_MAX_LENGTH}` : ''}</span>
      </p>
    </form>
  );
}

interface PanelProps {
  context: CommentsContext;
  value: unknown;
  send: Send;
  matches: (state: object | string) => boolean;
  titleId: string;
  onClose?: () => void;
  onSignIn: () => void;
}

/** The panel: the count and the order, the comments with their threads, and the box. */
function CommentsPanel({ context, value, send, matches, titleId, onClose, onSignIn }: PanelProps) {
  const intl = useIntl();
  const { status } = useAuth();
  const member = status === 'member';
  const now = useNow();
  const seg = segmented();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const listBusy = matches({ list: { ready: 'removing' } }) || matches({ list: { ready: 'loadingReplies' } }) || matches({ list: { ready: 'loadingMore' } });
  const posting = matches({ composer: 'posting' });
  const moreAvailable = context.items.length < context.total;

  // The member's new top-level comment comes into sight at the top of the list.
  useEffect(() => {
    if (context.lastPosted === null) return;
    const target = bodyRef.current?.querySelector(`[data-id="${context.lastPosted}"]`);
    target?.scrollIntoView({ block: 'nearest' });
  }, [context.lastPosted]);

  const reply = (target: ShortComment) => {
    if (!member) return onSignIn();
    send({ type: 'comments.reply', commentId: target.id, nickname: target.author.nickname });
    inputRef.current?.focus();
  };

  return (
    <div className={panel} {...{ [COMMENTS_PANEL_ATTRIBUTE]: '' }} data-testid="short-comments" data-state={statePath(value)}>
      <div className={head}>
        <h2 id={titleId} className={title}>
          <span data-testid="short-comments-count">{intl.formatMessage({ id: 'shorts.comments.title' }, { count: context.count })}</span>
        </h2>
        <div role="group" aria-label={intl.formatMessage({ id: 'shorts.comments.order' })} className={cx(seg.root, sorts)} data-testid="short-comments-sort">
          {SHORT_COMMENT_SORTS.map((sort) => (
            <button key={sort} type="button" className={seg.item} aria-pressed={context.sort === sort} onClick={() => send({ type: 'comments.sort', sort })} data-sort={sort}>
              {intl.formatMessage({ id: `shorts.comments.sort.${sort}` })}
            </button>
          ))}
        </div>
        {onClose ? (
          <button type="button" className={dialog().close} onClick={onClose} aria-label={intl.formatMessage({ id: 'shorts.comments.close' })} data-testid="short-comments-close">
            <Icon name="close" size={20} />
          </button>
        ) : null}
      </div>
      <div ref={bodyRef} className={body}>
        {matches({ list: 'loading' }) || matches({ list: 'closed' }) ? (
          <Skeleton />
        ) : matches({ list: 'failed' }) ? (
          <div className={centre} role="alert" data-testid="short-comments-failed">
            <p>{context.error && context.error.status > 0 ? context.error.message : intl.formatMessage({ id: 'common.networkError' })}</p>
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => send({ type: 'comments.retry' })}>
              <Icon name="refresh" size={16} />
              {intl.formatMessage({ id: 'common.retry' })}
            </button>
          </div>
        ) : matches({ list: 'empty' }) ? (
          <div className={centre} data-testid="short-comments-empty">
            <ShortIcon name="comment" size={32} />
            <p>{intl.formatMessage({ id: 'shorts.comments.empty' })}</p>
          </div>
        ) : (
          <>
            <ul className={list} aria-label={intl.formatMessage({ id: 'shorts.comments.list' })}>
              {context.items.map((comment) => (
                <CommentView key={comment.id} comment={comment} context={context} send={send} now={now} busy={listBusy} onReply={() => reply(comment)}>
                  <Thread comment={comment} context={context} send={send} now={now} busy={listBusy} onReply={reply} />
                </CommentView>
              ))}
            </ul>
            {context.removeError ? (
              <p className={errorLine} role="alert" data-testid="short-comments-remove-error">
                {context.removeError.status > 0 ? context.removeError.message : intl.formatMessage({ id: 'common.networkError' })}
              </p>
            ) : null}
            {moreAvailable || matches({ list: { ready: 'moreFailed' } }) ? (
              <div className={css({ display: 'flex', justifyContent: 'center', pt: '4' })}>
                <button
                  type="button"
                  className={button({ variant: 'outline', size: 'sm' })}
                  disabled={listBusy}
                  onClick={() => send({ type: 'comments.more' })}
                  data-testid="short-comments-more"
                >
                  {intl.formatMessage({ id: matches({ list: { ready: 'loadingMore' } }) ? 'common.loading' : matches({ list: { ready: 'moreFailed' } }) ? 'shorts.comments.moreFailed' : 'shorts.comments.more' })}
                </button>
              </div>
            ) : null}
          </>
        )}
      </div>
      <Composer context={context} send={send} posting={posting} member={member} onSignIn={onSignIn} inputRef={inputRef} />
    </div>
  );
}

const asideStyle = css({
  display: 'flex',
  flexDirection: 'column',
  w: '[24rem]',
  flexShrink: '0',
  h: 'full',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  overflow: 'hidden',
});

interface HostProps {
  clip: ShortItem;
  /** The panel is part of the page beside the clip (a clip's own page on a wide screen), not a sheet. */
  inline: boolean;
  children: (parts: { button: ReactNode; aside: ReactNode }) => ReactNode;
}

/**
 * A clip's comments: the button on its rail with the count, and the panel, a sheet over the page
 * (from the bottom on a phone) or, on a clip's own page on a wide screen, a column beside the clip.
 * The panel's machine lives while the clip is on the page, so closing the sheet keeps the list and
 * the draft; the count on the button follows what the panel learns.
 */
export function ClipComments({ clip, inline, children }: HostProps) {
  const intl = useIntl();
  const appSend = useAppSend();
  const [snapshot, send] = useMachine(shortCommentsMachine, { input: { clipId: clip.id, count: clip.comments } });
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const panelId = useId();
  const count = snapshot.context.count;

  useEffect(() => {
    if (inline) send({ type: 'comments.open' });
  }, [inline, send]);

  const show = () => {
    send({ type: 'comments.open' });
    if (inline) {
      document.getElementById(panelId)?.querySelector<HTMLTextAreaElement | HTMLButtonElement>('textarea, [data-testid=short-comments-login]')?.focus();
    } else {
      setOpen(true);
    }
  };
  // A guest signs in from the sheet: the sheet closes first, so that the sign-in form is the one dialog.
  const signIn = () => {
    setOpen(false);
    appSend({ type: 'dialog.open', view: 'login' });
  };

  const matches = (state: object | string) => snapshot.matches(state as never);
  const panelProps = { context: snapshot.context, value: snapshot.value, send, matches, titleId, onSignIn: signIn };

  const buttonNode = (
    <button
      type="button"
      className={railButton}
      aria-label={intl.formatMessage({ id: 'shorts.action.comments' }, { count })}
      aria-haspopup={inline ? undefined : 'dialog'}
      aria-controls={inline ? panelId : undefined}
      aria-expanded={inline ? undefined : open}
      onClick={show}
      data-testid="short-comments-button"
    >
      <span>
        <ShortIcon name="comment" size={24} />
      </span>
      <span aria-hidden="true" data-testid="short-comments-button-count">
        {formatCount(count)}
      </span>
    </button>
  );

  const asideNode = inline ? (
    <aside id={panelId} className={asideStyle} aria-labelledby={titleId} data-testid="short-comments-aside">
      <CommentsPanel {...panelProps} />
    </aside>
  ) : null;

  return (
    <>
      {children({ button: buttonNode, aside: asideNode })}
      {open && !inline
        ? createPortal(
            <SheetModal titleId={titleId} onClose={() => setOpen(false)}>
              <CommentsPanel {...panelProps} onClose={() => setOpen(false)} />
            </SheetModal>,
            document.body,
          )
        : null}
    </>
  );
}

/** The modal sheet, sized for a list: taller than a form dialog. */
function SheetModal({ titleId, onClose, children }: { titleId: string; onClose: () => void; children: ReactNode }) {
  return (
    <Modal labelledBy={titleId} onClose={onClose} testId="short-comments-sheet">
      <div className={sheetPanel}>{children}</div>
    </Modal>
  );
}
