import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useAppSend, useAuth } from '../../../app/machine-hooks';
import { Avatar } from '../../../components/ui/avatar';
import { LoadFailed } from '../../../components/ui/section-states';
import { statePath } from '../../../components/ui/use-loader';
import { COMMENT_CONTENT_MAX } from '../../../../contracts/community-values';
import type { Comment, Reply } from '../../../../contracts/schemas/community';
import { postComments } from '../../../../machines/community/community.loaders';
import { Icon } from '../../../components/ui/icon';
import { errorText, LevelBadge, nameLink, nameOf, profileHref, RelativeTime, Skeleton } from './board-parts';
import { useNow } from '../../../components/ui/use-now';

const thread = css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '3', borderTopWidth: '1px', borderColor: 'border.subtle' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' });
const row = css({ display: 'flex', gap: '2', alignItems: 'flex-start', minW: '0' });
const bubble = css({ display: 'inline-flex', flexDirection: 'column', gap: '0.5', px: '3', py: '2', bg: 'bg.subtle', borderRadius: '2xl', maxW: 'full', minW: '0' });
const text = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'sm', color: 'fg.default' });
const actions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', pl: '3', pt: '0.5', fontSize: 'xs', color: 'fg.muted' });
const linkButton = css({ fontWeight: 'semibold', cursor: 'pointer', color: 'fg.muted', minH: '6', _hover: { color: 'fg.default', textDecoration: 'underline' }, _disabled: { opacity: 'disabled', cursor: 'wait' } });
const replies = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0', mt: '2', pl: { base: '2', sm: '4' }, borderLeftWidth: '2px', borderColor: 'border.subtle' });
const form = css({ display: 'flex', gap: '2', alignItems: 'flex-end', minW: '0' });
const input = css({
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

type Target = number | 0;

/** One comment or reply: who, what, when, and reply / delete. */
function Entry({
  item,
  now,
  busy,
  onReply,
  onDelete,
}: {
  item: Comment | Reply;
  now: Date;
  busy: boolean;
  onReply: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const name = nameOf(item.author);
  return (
    <div className={row}>
      <Link href={profileHref(item.author.userId)} tabIndex={-1} aria-hidden="true">
        <Avatar src={item.author.profilePicture} name={name} size="sm" />
      </Link>
      <div className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
        <div className={bubble}>
          <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5', fontSize: 'sm' })}>
            <Link href={profileHref(item.author.userId)} className={nameLink}>
              {name}
            </Link>
            <LevelBadge user={item.author} />
            {item.replyTo ? (
              <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>
                {intl.formatMessage({ id: 'board.comment.replyTo' }, { name: nameOf(item.replyTo) })}
              </span>
            ) : null}
          </div>
          <p className={text} data-testid="comment-text">
            {item.content}
          </p>
        </div>
        <div className={actions}>
          <RelativeTime at={item.createdAt} now={now} />
          <button type="button" className={linkButton} onClick={onReply}>
            {intl.formatMessage({ id: 'board.comment.reply' })}
          </button>
          {item.canDelete ? (
            <button type="button" className={linkButton} onClick={onDelete} disabled={busy} data-testid="comment-delete">
              {intl.formatMessage({ id: 'board.comment.delete' })}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The field where a member writes a comment or a reply. */
function CommentForm({
  draft,
  onDraft,
  onSubmit,
  busy,
  placeholder,
  autoFocus,
  testId,
}: {
  draft: string;
  onDraft: (text: string) => void;
  onSubmit: () => void;
  busy: boolean;
  placeholder: string;
  autoFocus?: boolean;
  testId: string;
}) {
  const intl = useIntl();
  const { userInfo } = useAuth();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const name = userInfo ? userInfo.nickname || userInfo.displayName : '';
  return (
    <form className={form} onSubmit={submit} data-testid={testId}>
      <Avatar src={userInfo?.profilePicture} name={name} size="sm" />
      <label htmlFor={id} className={css({ srOnly: true })}>
        {placeholder}
      </label>
      <textarea
        id={id}
        className={input}
        rows={1}
        value={draft}
        maxLength={COMMENT_CONTENT_MAX}
        placeholder={placeholder}
        autoFocus={autoFocus}
        onChange={(event) => onDraft(event.target.value)}
        onKeyDown={(event) => {
          // Enter sends; Shift+Enter starts a new line.
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSubmit();
          }
        }}
      />
      <button
        type="submit"
        className={button({ variant: 'solid', size: 'md' })}
        disabled={busy || draft.trim() === ''}
        aria-label={intl.formatMessage({ id: 'board.comment.send' })}
        data-testid={`${testId}-send`}
      >
        <Icon name="send" size={18} />
      </button>
    </form>
  );
}

/**
 * A post's comments: the newest first, one level of replies under each, the member's own field on
 * top (a guest's opens the sign-in form). `onCount` hears the post's new comment count.
 */
export function CommentThread({ postId, count, onCount }: { postId: number; count: number; onCount: (count: number) => void }) {
  const intl = useIntl();
  const now = useNow();
  const { status } = useAuth();
  const appSend = useAppSend();
  // Made once for the thread's life (the card keys it by its post); onCount is a state setter.
  const [state, send] = useMachine(postComments(postId).provide({ actions: { counted: (_, value: number) => onCount(value) } }), { input: { count } });
  const { comments, total, sendError, busyId, error } = state.context;
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const pending = useRef<{ target: Target; text: string } | null>(null);
  const sending = state.matches({ ready: 'sending' });

  // A comment the server took clears its field; a refused one stays for another try.
  useEffect(() => {
    if (sending || !pending.current) return;
    const { target } = pending.current;
    pending.current = null;
    if (!sendError) {
      setDrafts((all) => ({ ...all, [target]: '' }));
      if (target !== 0) setReplyingTo(null);
    }
  }, [sending, sendError]);

  const submit = (target: Target) => {
    const text = drafts[target] ?? '';
    if (text.trim() === '' || sending) return;
    pending.current = { target, text };
    send({ type: 'comments.send', content: text, ...(target ? { parentId: target } : {}) });
  };
  const isMember = status === 'member';
  const reply = (threadId: number) => (isMember ? setReplyingTo(threadId) : appSend({ type: 'dialog.open', view: 'login' }));

  return (
    <section className={thread} data-testid="comments" data-state={statePath(state.value)} aria-label={intl.formatMessage({ id: 'board.comment.label' })}>
      {isMember ? (
        <CommentForm
          draft={drafts[0] ?? ''}
          onDraft={(text) => setDrafts((all) => ({ ...all, 0: text }))}
          onSubmit={() => submit(0)}
          busy={sending && busyId === 0}
          placeholder={intl.formatMessage({ id: 'board.comment.placeholder' })}
          testId="comment-form"
        />
      ) : (
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => appSend({ type: 'dialog.open', view: 'login' })}>
          {intl.formatMessage({ id: 'board.comment.signIn' })}
        </button>
      )}
      {sendError ? (
        <p className={errorText} role="alert" data-testid="comment-error">
          {sendError.status > 0 ? sendError.message : intl.formatMessage({ id: 'common.networkError' })}
        </p>
      ) : null}
      {state.matches('failed') ? (
        <LoadFailed error={error} onRetry={() => send({ type: 'comments.retry' })} />
      ) : state.matches('loading') ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} aria-busy="true">
          <Skeleton className={css({ h: '12', w: '3/4' })} />
          <Skeleton className={css({ h: '12', w: '2/3' })} />
        </div>
      ) : (
        <>
          {comments.length === 0 ? <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{intl.formatMessage({ id: 'board.comment.none' })}</p> : null}
          <ul className={list}>
            {comments.map((c) => (
              <li key={c.id} data-testid="comment" data-comment={c.id}>
                <Entry item={c} now={now} busy={busyId === c.id} onReply={() => reply(c.id)} onDelete={() => send({ type: 'comments.delete', id: c.id })} />
                {c.replies.length > 0 || c.repliesCount > 0 || replyingTo === c.id ? (
                  <ul className={replies}>
                    {c.replies.map((r) => (
                      <li key={r.id} data-testid="reply" data-comment={r.id}>
                        <Entry item={r} now={now} busy={busyId === r.id} onReply={() => reply(c.id)} onDelete={() => send({ type: 'comments.delete', id: r.id })} />
                      </li>
                    ))}
                    {c.replies.length < c.repliesCount ? (
                      <li>
                        <button
                          type="button"
                          className={linkButton}
                          onClick={() => send({ type: 'comments.replies', commentId: c.id })}
                          disabled={busyId === c.id}
                        >
                          {intl.formatMessage({ id: 'board.comment.moreReplies' }, { count: c.repliesCount - c.replies.length })}
                        </button>
                      </li>
                    ) : null}
                    {replyingTo === c.id ? (
                      <li>
                        <CommentForm
                          draft={drafts[c.id] ?? ''}
                          onDraft={(text) => setDrafts((all) => ({ ...all, [c.id]: text }))}
                          onSubmit={() => submit(c.id)}
                          busy={sending && busyId === c.id}
                          placeholder={intl.formatMessage({ id: 'board.comment.replyPlaceholder' }, { name: nameOf(c.author) })}
                          autoFocus
                          testId="reply-form"
                        />
                      </li>
                    ) : null}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          {comments.length < total ? (
            <button
              type="button"
              className={linkButton}
              onClick={() => send({ type: 'comments.more' })}
              disabled={state.matches({ ready: 'loadingMore' })}
              data-testid="comments-more"
            >
              {intl.formatMessage({ id: 'board.comment.older' }, { count: total - comments.length })}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
