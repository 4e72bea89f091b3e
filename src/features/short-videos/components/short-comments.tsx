import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { SnapshotFrom } from 'xstate';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { badge, dialog, segmented } from '../../../../styled-system/recipes';
import { useAppSend, useRequireMember } from '../../../app/machine-hooks';
import { CommentThread } from '../../../components/comments/comment-thread';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { href } from '../../../../contracts/href';
import { SITE_ROLES } from '../../../../contracts/constants';
import { SHORT_COMMENT_MAX_LENGTH, SHORT_COMMENT_SORTS } from '../../../../contracts/short-comments';
import type { ShortItem } from '../../../../contracts/schemas/content/shorts';
import type { CommentsEvent, CommentsMachine, ThreadComment } from '../../../../machines/comments/comments.machine';
import { commentLikeToggle, SHORT_COMMENT_RULES, shortCommentsMachine } from '../../../../machines/short-videos/comments.actors';
import { formatCount } from '../../../lib/format/count';
import { statePath } from '../../../components/ui/use-loader';
import { railButton } from './short-actions';
import { ShortIcon } from './short-icons';

/** Marks the panel: the feed's keys leave it alone (short-feed.tsx). */
export const COMMENTS_PANEL_ATTRIBUTE = 'data-short-comments';

const panel = css({ display: 'flex', flexDirection: 'column', minH: '0', h: 'full', bg: 'bg.surface', color: 'fg.default' });
const head = css({ display: 'flex', alignItems: 'center', gap: '3', px: '4', pt: '4', pb: '3', borderBottomWidth: '1px', borderColor: 'border.subtle' });
const title = css({ flex: '1', fontSize: 'lg', fontWeight: 'extrabold', letterSpacing: 'tight' });
const sorts = css({ flexShrink: '0' });
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
const sheetPanel = css({ h: { base: '[75dvh]', sm: '[80dvh]' }, maxH: '[44rem]', display: 'flex', flexDirection: 'column' });

function LikeComment({ comment }: { comment: ThreadComment }) {
  const intl = useIntl();
  const machine = useMemo(() => commentLikeToggle(comment.id), [comment.id]);
  const [state, send] = useMachine(machine, { input: { on: comment.likes?.liked ?? false, count: comment.likes?.count ?? 0 } });
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

/** Beside a name: the clip's creator, and a host (BLV). */
function Badges({ comment }: { comment: ThreadComment }) {
  const intl = useIntl();
  return (
    <>
      {comment.byCreator ? <span className={badge({ tone: 'accent' })}>{intl.formatMessage({ id: 'shorts.comments.creator' })}</span> : null}
      {comment.author.siteRoleId === SITE_ROLES.host ? <span className={badge({ tone: 'live' })}>BLV</span> : null}
    </>
  );
}

const authorHref = (userId: number) => href('shortsUser', { id: String(userId) });

interface PanelProps {
  snapshot: SnapshotFrom<CommentsMachine>;
  send: (event: CommentsEvent) => void;
  titleId: string;
  onClose?: () => void;
  onSignIn: () => void;
}

/** The panel: the count and the order, then the comments kit (the list with its threads, and the box). */
function CommentsPanel({ snapshot, send, titleId, onClose, onSignIn }: PanelProps) {
  const intl = useIntl();
  const seg = segmented();
  const { context } = snapshot;
  return (
    <div className={panel} {...{ [COMMENTS_PANEL_ATTRIBUTE]: '' }} data-testid="short-comments" data-state={statePath(snapshot.value)}>
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
      <CommentThread
        snapshot={snapshot}
        send={send}
        variant="panel"
        testIdPrefix="short-"
        authorHref={authorHref}
        badges={(comment) => <Badges comment={comment} />}
        like={(comment) => <LikeComment comment={comment} />}
        emptyIcon={<ShortIcon name="comment" size={32} />}
        maxLength={SHORT_COMMENT_MAX_LENGTH}
        onSignIn={onSignIn}
      />
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
  const [snapshot, send] = useMachine(shortCommentsMachine, { input: { subject: clip.id, count: clip.comments, rules: SHORT_COMMENT_RULES } });
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

  const panelProps = { snapshot, send, titleId, onSignIn: signIn };

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
