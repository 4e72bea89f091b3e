import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { SnapshotFrom } from 'xstate';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useAuth } from '../../app/machine-hooks';
import { useIntl } from '../../lib/intl-context';
import { formatRelativeTime } from '../../lib/format/relative-time';
import type { CommentsEvent, CommentsMachine, ThreadComment } from '../../../machines/comments/comments.machine';
import { AppLink } from '../ui/app-link';
import { Avatar } from '../ui/avatar';
import { Icon } from '../ui/icon';
import { LoadFailed } from '../ui/section-states';
import { useNow } from '../ui/use-now';
import { srOnly } from '../ui/text-styles';

/**
 * One subject's comments, drawn from the comments machine (machines/comments): the list with its
 * loading, failed and empty states, each comment with its thread of replies, the member's box (a
 * guest is asked to sign in instead), and deleting one's own comment. Two layouts of the one view:
 *
 * - `inline`, under a board post: the box on top, a reply box opening under the thread answered,
 *   the first replies shown with their comment, older comments below;
 * - `panel`, a short video's sheet or column: the list scrolls above the box at its foot, which
 *   answers the comment chosen; threads open and close on demand; deleting asks first.
 *
 * The subject's own touches come as props: where an author's name leads, the badges beside it, a
 * like button, the send and empty pictures.
 */
export interface CommentThreadProps {
  snapshot: SnapshotFrom<CommentsMachine>;
  send: (event: CommentsEvent) => void;
  variant: 'inline' | 'panel';
  /** Put before the kit's test ids: `comment` → `short-comment`. */
  testIdPrefix?: string;
  authorHref: (userId: number) => string;
  badges?: (comment: ThreadComment) => ReactNode;
  /** The like button of a comment, where comments are liked. */
  like?: (comment: ThreadComment) => ReactNode;
  /** The picture of the send button of the inline box. */
  sendIcon?: ReactNode;
  /** The picture of the panel's empty list. */
  emptyIcon?: ReactNode;
  /** The longest draft: the inline box takes no more, the panel's counts toward it. */
  maxLength: number;
  onSignIn: () => void;
  /** A comment to mark and scroll to once it is shown (a notification's link names it). */
  highlight?: number;
}

// The inline layout (a board post)
const inlineList = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' });
const inlineRow = css({ display: 'flex', gap: '2', alignItems: 'flex-start', minW: '0' });
const bubble = css({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: '0.5',
  px: '3',
  py: '2',
  bg: 'bg.subtle',
  borderRadius: '2xl',
  maxW: 'full',
  minW: '0',
});
const highlighted = css({ bg: 'accent.muted', outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'accent.default' });
const inlineText = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'sm', color: 'fg.default' });
const inlineActions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', pl: '3', pt: '0.5', fontSize: 'xs', color: 'fg.muted' });
const inlineLink = css({ fontWeight: 'semibold', cursor: 'pointer', color: 'fg.muted', minH: '6', _hover: { color: 'fg.default', textDecoration: 'underline' }, _disabled: { opacity: 'disabled', cursor: 'wait' } });
const inlineName = css({ fontWeight: 'bold', color: 'fg.default', overflowWrap: 'anywhere', _hover: { color: 'accent.text', textDecoration: 'underline' } });
const inlineReplies = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0', mt: '2', pl: { base: '2', sm: '4' }, borderLeftWidth: '2px', borderColor: 'border.subtle' });
const inlineForm = css({ display: 'flex', gap: '2', alignItems: 'flex-end', minW: '0' });
const inlineInput = css({
  flex: '1',
  minW: '0',
  minH: 'touch',
  maxH: '40',
  px: '3',
  py: '2.5',
  fontSize: 'sm',
  bg: 'bg.subtle',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: '2xl',
  resize: 'none',
  fieldSizing: 'content',
  _focusVisible: { borderColor: 'accent.default' },
});
const inlineError = css({ color: 'status.error', fontSize: 'sm' });
const bar = css({ bg: 'bg.subtle', borderRadius: 'lg', animation: 'livePulse' });

// The panel layout (a short video)
const body = css({ flex: '1', minH: '0', overflowY: 'auto', overscrollBehavior: 'contain', px: '4', py: '3' });
const panelList = css({ display: 'flex', flexDirection: 'column', gap: '4', m: '0', p: '0', listStyle: 'none' });
const item = css({ display: 'grid', gridTemplateColumns: '[auto minmax(0, 1fr)]', columnGap: '3', alignItems: 'start' });
const itemWithLike = css({ gridTemplateColumns: '[auto minmax(0, 1fr) auto]' });
const itemMain = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' });
const author = css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '1.5', fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' });
const authorLink = css({ color: 'fg.muted', _hover: { color: 'fg.default', textDecoration: 'underline' } });
const panelText = css({ fontSize: 'sm', lineHeight: 'snug', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
const replyName = css({ color: 'accent.text', fontWeight: 'semibold', mr: '1' });
const meta = css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '3', fontSize: 'xs', color: 'fg.subtle' });
const panelLink = css({
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
const panelThread = css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '2', m: '0', p: '0', listStyle: 'none' });
const threadMore = css({ display: 'flex', gap: '3', alignItems: 'center' });
const composer = css({ display: 'flex', flexDirection: 'column', gap: '2', px: '4', pt: '3', pb: '[calc(token(spacing.3) + env(safe-area-inset-bottom))]', borderTopWidth: '1px', borderColor: 'border.subtle', bg: 'bg.surface' });
const composerRow = css({ display: 'flex', alignItems: 'flex-end', gap: '2' });
const panelInput = css({
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
const errorLine = css({ color: 'status.error', fontSize: 'xs' });

/** A failed call's words: the server's, or the network's. */
function useFailure() {
  const intl = useIntl();
  return (error: { status: number; message: string }) => (error.status > 0 ? error.message : intl.formatMessage({ id: 'common.networkError' }));
}

/** Enter sends, Shift+Enter starts a new line (as in chat). */
function sendOnEnter(onSubmit: () => void) {
  return (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };
}

interface EntryProps {
  comment: ThreadComment;
  props: CommentThreadProps;
  now: Date;
  busy: boolean;
  removing: boolean;
  onReply: () => void;
  children?: ReactNode;
}

/** Delete, at once (inline) or after a confirmation (panel). */
function DeleteAction({ comment, props, busy, removing }: Pick<EntryProps, 'comment' | 'props' | 'busy' | 'removing'>) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const p = props.testIdPrefix ?? '';
  const remove = () => props.send({ type: 'comments.delete', commentId: comment.id });
  if (props.variant === 'inline') {
    return (
      <button type="button" className={inlineLink} onClick={remove} disabled={removing} data-testid={`${p}comment-delete`}>
        {intl.formatMessage({ id: 'comments.delete' })}
      </button>
    );
  }
  return confirming ? (
    <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })} role="group" aria-label={intl.formatMessage({ id: 'shorts.comments.confirmDelete' })}>
      <span>{intl.formatMessage({ id: 'shorts.comments.confirmDelete' })}</span>
      <button
        type="button"
        className={cx(panelLink, css({ color: 'status.error' }))}
        disabled={busy}
        onClick={() => {
          setConfirming(false);
          remove();
        }}
        data-testid={`${p}comment-delete-confirm`}
      >
        {intl.formatMessage({ id: 'shorts.comments.deleteYes' })}
      </button>
      <button type="button" className={panelLink} onClick={() => setConfirming(false)}>
        {intl.formatMessage({ id: 'shorts.comments.deleteNo' })}
      </button>
    </span>
  ) : (
    <button type="button" className={panelLink} disabled={busy || removing} onClick={() => setConfirming(true)} data-testid={`${p}comment-delete`}>
      {intl.formatMessage({ id: removing ? 'shorts.comments.deleting' : 'comments.delete' })}
    </button>
  );
}

/** One comment or reply: who (with the subject's badges), what, when, Reply and the author's Delete. */
function Entry({ comment, props, now, busy, removing, onReply, children }: EntryProps) {
  const intl = useIntl();
  const p = props.testIdPrefix ?? '';
  const inline = props.variant === 'inline';
  const to = props.authorHref(comment.author.userId);
  const name = comment.author.name;
  const time = (
    <time dateTime={comment.createdAt} title={intl.formatDate(comment.createdAt, { dateStyle: 'full', timeStyle: 'short' })}>
      {formatRelativeTime(comment.createdAt, now, intl.locale)}
    </time>
  );
  const actions = (
    <div className={inline ? inlineActions : meta}>
      {time}
      <button type="button" className={inline ? inlineLink : panelLink} onClick={onReply} data-testid={`${p}comment-reply`}>
        {intl.formatMessage({ id: 'comments.reply' })}
      </button>
      {comment.mine ? <DeleteAction comment={comment} props={props} busy={busy} removing={removing} /> : null}
    </div>
  );
  const avatar = (
    <AppLink href={to} tabIndex={-1} aria-hidden="true">
      <Avatar src={comment.author.avatar} name={name} size={inline || comment.parentId === null ? 'sm' : 'xs'} />
    </AppLink>
  );
  const nameLink = (
    <AppLink href={to} className={inline ? inlineName : authorLink} data-testid={`${p}comment-author`}>
      {name}
    </AppLink>
  );
  if (inline) {
    return (
      <>
        <div className={inlineRow}>
          {avatar}
          <div className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
            <div className={cx(bubble, props.highlight === comment.id && highlighted)}>
              <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5', fontSize: 'sm' })}>
                {nameLink}
                {props.badges?.(comment)}
                {comment.replyTo ? (
                  <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>{intl.formatMessage({ id: 'board.comment.replyTo' }, { name: comment.replyTo.name })}</span>
                ) : null}
              </div>
              <p className={inlineText} data-testid={`${p}comment-text`}>
                {comment.content}
              </p>
            </div>
            {actions}
          </div>
        </div>
        {children}
      </>
    );
  }
  const like = props.like?.(comment);
  return (
    <article className={cx(item, like ? itemWithLike : undefined)} aria-label={intl.formatMessage({ id: 'shorts.comments.by' }, { name })}>
      {avatar}
      <div className={itemMain}>
        <p className={author}>
          {nameLink}
          {props.badges?.(comment)}
        </p>
        <p className={panelText} data-testid={`${p}comment-text`}>
          {comment.replyTo ? <span className={replyName}>@{comment.replyTo.name}</span> : null}
          {comment.content}
        </p>
        {actions}
        {children}
      </div>
      {like}
    </article>
  );
}

/** A box where a member writes a comment or a reply: the inline one under a post or a thread. */
function InlineBox({ props, box, placeholder, autoFocus }: { props: CommentThreadProps; box: number; placeholder: string; autoFocus?: boolean }) {
  const intl = useIntl();
  const { userInfo } = useAuth();
  const id = useId();
  const p = props.testIdPrefix ?? '';
  const { context } = props.snapshot;
  const draft = context.drafts[box] ?? '';
  const busy = props.snapshot.matches({ composer: 'posting' }) && context.box === box;
  const submit = () => {
    if (draft.trim() !== '' && !props.snapshot.matches({ composer: 'posting' })) props.send({ type: 'comments.submit', box });
  };
  const name = userInfo ? userInfo.nickname || userInfo.displayName : '';
  const testId = box === 0 ? `${p}comment-form` : `${p}reply-form`;
  return (
    <form
      className={inlineForm}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid={testId}
    >
      <Avatar src={userInfo?.profilePicture} name={name} size="sm" />
      <label htmlFor={id} className={srOnly}>
        {placeholder}
      </label>
      <textarea
        id={id}
        className={inlineInput}
        rows={1}
        value={draft}
        maxLength={props.maxLength}
        placeholder={placeholder}
        autoFocus={autoFocus}
        onChange={(event) => props.send({ type: 'comments.draft', text: event.target.value, box })}
        onKeyDown={sendOnEnter(submit)}
      />
      <button
        type="submit"
        className={button({ variant: 'solid', size: 'md' })}
        disabled={busy || draft.trim() === ''}
        aria-label={intl.formatMessage({ id: 'board.comment.send' })}
        data-testid={`${testId}-send`}
      >
        {props.sendIcon}
      </button>
    </form>
  );
}

/** The panel's box at its foot: it answers the comment chosen, and says what keeps a draft from being sent. */
function PanelBox({ props, inputRef }: { props: CommentThreadProps; inputRef: RefObject<HTMLTextAreaElement | null> }) {
  const intl = useIntl();
  const failure = useFailure();
  const id = useId();
  const p = props.testIdPrefix ?? '';
  const { context } = props.snapshot;
  const send = props.send;
  const posting = props.snapshot.matches({ composer: 'posting' });
  const draft = context.drafts[0] ?? '';
  const length = [...context.rules.clean(draft)].length;
  const problem = context.problem;
  const max = props.maxLength;
  const message = problem
    ? intl.formatMessage({ id: `shorts.comments.problem.${problem}` }, { max })
    : context.postError
      ? failure(context.postError)
      : null;
  return (
    <form
      className={composer}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'comments.submit' });
      }}
      data-testid={`${p}comment-form`}
      data-state={posting ? 'posting' : 'idle'}
    >
      {context.replyTo ? (
        <span className={replyChip} data-testid={`${p}comment-replying`}>
          {intl.formatMessage({ id: 'shorts.comments.replyingTo' }, { name: context.replyTo.name })}
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
          className={panelInput}
          value={draft}
          placeholder={intl.formatMessage({ id: context.replyTo ? 'shorts.comments.replyPlaceholder' : 'shorts.comments.placeholder' })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint`}
          disabled={posting}
          onChange={(event) => send({ type: 'comments.draft', text: event.target.value })}
          onKeyDown={sendOnEnter(() => send({ type: 'comments.submit' }))}
          data-testid={`${p}comment-input`}
        />
        <button
          type="submit"
          className={button({ variant: 'solid', size: 'md' })}
          disabled={posting}
          aria-busy={posting || undefined}
          aria-label={intl.formatMessage({ id: posting ? 'shorts.comments.sending' : 'shorts.comments.send' })}
          data-testid={`${p}comment-send`}
        >
          <Icon name={posting ? 'refresh' : 'chat'} size={16} />
          <span className={css({ display: { base: 'none', sm: 'inline' } })} aria-hidden="true">
            {intl.formatMessage({ id: posting ? 'shorts.comments.sending' : 'shorts.comments.send' })}
          </span>
        </button>
      </div>
      <p id={`${id}-hint`} className={hint} data-tone={message ? 'error' : 'neutral'} aria-live="polite">
        <span role={message ? 'alert' : undefined} data-testid={message ? `${p}comment-problem` : undefined}>
          {message}
        </span>
        <span>{length > max * 0.8 ? `${length}/${max}` : ''}</span>
      </p>
    </form>
  );
}

/** A thread's replies under its comment, and what opens more of them (and, in a panel, closes them). */
function Thread({ comment, props, now, busy, onReply, replyBox }: { comment: ThreadComment; props: CommentThreadProps; now: Date; busy: boolean; onReply: (target: ThreadComment) => void; replyBox: ReactNode }) {
  const intl = useIntl();
  const p = props.testIdPrefix ?? '';
  const context = props.snapshot.context;
  const shown = context.replies[comment.id]?.items ?? [];
  const loading = context.repliesFor === comment.id;
  const more = comment.replies - shown.length;
  const entries = shown.map((reply) => (
    <li key={reply.id} data-testid={`${p}comment`} data-id={reply.id} data-parent={reply.parentId ?? undefined} data-highlighted={props.highlight === reply.id || undefined}>
      <Entry comment={reply} props={props} now={now} busy={busy} removing={context.removing === reply.id} onReply={() => onReply(reply)} />
    </li>
  ));
  const loadMore = () => props.send({ type: 'replies.load', commentId: comment.id });
  if (props.variant === 'inline') {
    if (shown.length === 0 && comment.replies === 0 && !replyBox) return null;
    return (
      <ul className={inlineReplies}>
        {entries}
        {more > 0 ? (
          <li>
            <button type="button" className={inlineLink} onClick={loadMore} disabled={loading} data-testid={`${p}comment-replies`}>
              {intl.formatMessage({ id: 'board.comment.moreReplies' }, { count: more })}
            </button>
          </li>
        ) : null}
        {replyBox ? <li>{replyBox}</li> : null}
      </ul>
    );
  }
  if (comment.replies === 0 && shown.length === 0) return null;
  return (
    <>
      {shown.length > 0 ? (
        <ul className={panelThread} aria-label={intl.formatMessage({ id: 'shorts.comments.repliesOf' }, { name: comment.author.name })}>
          {entries}
        </ul>
      ) : null}
      <div className={threadMore}>
        {more > 0 ? (
          <button type="button" className={panelLink} disabled={busy} onClick={loadMore} data-testid={`${p}comment-replies`}>
            {intl.formatMessage({ id: loading ? 'common.loading' : shown.length ? 'shorts.comments.moreReplies' : 'shorts.comments.viewReplies' }, { count: more })}
          </button>
        ) : null}
        {shown.length > 0 ? (
          <button type="button" className={panelLink} onClick={() => props.send({ type: 'replies.hide', commentId: comment.id })}>
            {intl.formatMessage({ id: 'shorts.comments.hideReplies' })}
          </button>
        ) : null}
        {context.repliesError?.commentId === comment.id ? (
          <span className={errorLine} role="alert">
            {intl.formatMessage({ id: 'shorts.comments.repliesFailed' })}
          </span>
        ) : null}
      </div>
    </>
  );
}

/** The comments of the list, each with its thread. */
function Comments({ props, now, busy, onReply, replyingTo, listRef }: { props: CommentThreadProps; now: Date; busy: boolean; onReply: (target: ThreadComment) => void; replyingTo: number | null; listRef?: RefObject<HTMLUListElement | null> }) {
  const intl = useIntl();
  const p = props.testIdPrefix ?? '';
  const context = props.snapshot.context;
  const inline = props.variant === 'inline';
  return (
    <ul ref={listRef} className={inline ? inlineList : panelList} aria-label={inline ? undefined : intl.formatMessage({ id: 'comments.list' })}>
      {context.items.map((comment) => {
        const replyBox =
          replyingTo === comment.id ? (
            <InlineBox props={props} box={comment.id} placeholder={intl.formatMessage({ id: 'board.comment.replyPlaceholder' }, { name: comment.author.name })} autoFocus />
          ) : null;
        return (
          <li key={comment.id} data-testid={`${p}comment`} data-id={comment.id} data-highlighted={props.highlight === comment.id || undefined}>
            <Entry comment={comment} props={props} now={now} busy={busy} removing={context.removing === comment.id} onReply={() => onReply(comment)}>
              <Thread comment={comment} props={props} now={now} busy={busy} onReply={onReply} replyBox={replyBox} />
            </Entry>
          </li>
        );
      })}
    </ul>
  );
}

function PanelSkeleton() {
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

/** What both layouts read: the texts, the clock, who reads, the machine. */
function useThread(props: CommentThreadProps) {
  const intl = useIntl();
  const failure = useFailure();
  const now = useNow();
  const member = useAuth().status === 'member';
  const { snapshot, send } = props;
  return { intl, failure, now, member, snapshot, send, context: snapshot.context, p: props.testIdPrefix ?? '' };
}

/** Scrolls the highlighted comment into view the first time it is shown. */
function useScrollToHighlight(ref: RefObject<HTMLElement | null>, highlight: number | undefined, comments: unknown, replies: unknown) {
  const done = useRef(false);
  useEffect(() => {
    if (highlight === undefined || done.current) return;
    const entry = ref.current?.querySelector(`[data-id="${highlight}"]`);
    if (!entry) return;
    done.current = true;
    entry.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    // The comments and replies shown are what bring the comment in.
  }, [ref, highlight, comments, replies]);
}

/** Under a post: the box on top, then the comments; a reply box opens under the thread answered. */
function InlineThread({ props }: { props: CommentThreadProps }) {
  const { intl, failure, now, member, snapshot, send, context, p } = useThread(props);
  // The thread whose reply box is open, and what had been posted when it opened.
  const [open, setOpen] = useState<{ thread: number; after: typeof context.lastPosted } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const busy = !snapshot.matches({ list: { ready: 'idle' } });
  // A reply the server took from that box closes it.
  const closed = open !== null && context.lastPosted !== open.after && context.lastPosted?.box === open.thread;
  const replyingTo = open && !closed ? open.thread : null;

  useScrollToHighlight(listRef, props.highlight, context.items, context.replies);

  const reply = (target: ThreadComment) => (member ? setOpen({ thread: target.parentId ?? target.id, after: context.lastPosted }) : props.onSignIn());
  const failed = context.postError ?? context.removeError ?? context.repliesError?.error ?? (snapshot.matches({ list: { ready: 'moreFailed' } }) ? context.error : null);
  const loading = snapshot.matches({ list: 'loading' }) || snapshot.matches({ list: 'closed' });

  return (
    <>
      {member ? (
        <InlineBox props={props} box={0} placeholder={intl.formatMessage({ id: 'board.comment.placeholder' })} />
      ) : (
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={props.onSignIn} data-testid={`${p}comments-login`}>
          {intl.formatMessage({ id: 'comments.signIn' })}
        </button>
      )}
      {failed ? (
        <p className={inlineError} role="alert" data-testid={`${p}comment-error`}>
          {failure(failed)}
        </p>
      ) : null}
      {snapshot.matches({ list: 'failed' }) ? (
        <LoadFailed error={context.error} onRetry={() => send({ type: 'comments.retry' })} />
      ) : loading ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} aria-busy="true">
          <div aria-hidden="true" className={cx(bar, css({ h: '12', w: '3/4' }))} />
          <div aria-hidden="true" className={cx(bar, css({ h: '12', w: '2/3' }))} />
        </div>
      ) : (
        <>
          {context.items.length === 0 ? <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{intl.formatMessage({ id: 'board.comment.none' })}</p> : null}
          <Comments props={props} now={now} busy={busy} onReply={reply} replyingTo={replyingTo} listRef={listRef} />
          {context.items.length < context.total ? (
            <button
              type="button"
              className={inlineLink}
              onClick={() => send({ type: 'comments.more' })}
              disabled={snapshot.matches({ list: { ready: 'loadingMore' } })}
              data-testid={`${p}comments-more`}
            >
              {intl.formatMessage({ id: 'board.comment.older' }, { count: context.total - context.items.length })}
            </button>
          ) : null}
        </>
      )}
    </>
  );
}

/** A panel's body and box: the list scrolls, the box stays at the foot. */
function PanelThread({ props }: { props: CommentThreadProps }) {
  const { intl, failure, now, member, snapshot, send, context, p } = useThread(props);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const busy = snapshot.matches({ list: { ready: 'removing' } }) || snapshot.matches({ list: { ready: 'loadingReplies' } }) || snapshot.matches({ list: { ready: 'loadingMore' } });
  const moreFailed = snapshot.matches({ list: { ready: 'moreFailed' } });

  // The member's new comment comes into sight.
  const posted = context.lastPosted?.id ?? null;
  useEffect(() => {
    if (posted === null) return;
    bodyRef.current?.querySelector(`[data-id="${posted}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [posted]);

  const reply = (target: ThreadComment) => {
    if (!member) return props.onSignIn();
    send({ type: 'comments.reply', commentId: target.id, name: target.author.name });
    inputRef.current?.focus();
  };

  return (
    <>
      <div ref={bodyRef} className={body}>
        {snapshot.matches({ list: 'loading' }) || snapshot.matches({ list: 'closed' }) ? (
          <PanelSkeleton />
        ) : snapshot.matches({ list: 'failed' }) ? (
          <div className={centre} role="alert" data-testid={`${p}comments-failed`}>
            <p>{context.error ? failure(context.error) : intl.formatMessage({ id: 'common.networkError' })}</p>
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => send({ type: 'comments.retry' })}>
              <Icon name="refresh" size={16} />
              {intl.formatMessage({ id: 'common.retry' })}
            </button>
          </div>
        ) : snapshot.matches({ list: 'empty' }) ? (
          <div className={centre} data-testid={`${p}comments-empty`}>
            {props.emptyIcon}
            <p>{intl.formatMessage({ id: 'shorts.comments.empty' })}</p>
          </div>
        ) : (
          <>
            <Comments props={props} now={now} busy={busy} onReply={reply} replyingTo={null} />
            {context.removeError ? (
              <p className={errorLine} role="alert" data-testid={`${p}comments-remove-error`}>
                {failure(context.removeError)}
              </p>
            ) : null}
            {context.items.length < context.total || moreFailed ? (
              <div className={css({ display: 'flex', justifyContent: 'center', pt: '4' })}>
                <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={busy} onClick={() => send({ type: 'comments.more' })} data-testid={`${p}comments-more`}>
                  {intl.formatMessage({ id: snapshot.matches({ list: { ready: 'loadingMore' } }) ? 'common.loading' : moreFailed ? 'shorts.comments.moreFailed' : 'shorts.comments.more' })}
                </button>
              </div>
            ) : null}
          </>
        )}
      </div>
      {member ? (
        <PanelBox props={props} inputRef={inputRef} />
      ) : (
        <div className={composer}>
          <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={props.onSignIn} data-testid={`${p}comments-login`}>
            {intl.formatMessage({ id: 'comments.signIn' })}
          </button>
        </div>
      )}
    </>
  );
}

/** One subject's comments, in the layout asked for. */
export function CommentThread(props: CommentThreadProps) {
  return props.variant === 'inline' ? <InlineThread props={props} /> : <PanelThread props={props} />;
}

