import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button, iconButton } from '../../../../styled-system/recipes';
import { useAppSend, useAuth } from '../../../app/machine-hooks';
import { Avatar } from '../../../components/ui/avatar';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import { quotaProblemText, UploadQuotaNote } from '../../../components/ui/upload-quota';
import { statePath } from '../../../components/ui/use-loader';
import { POST_CONTENT_MAX, POST_IMAGE_MAX_BYTES, POST_IMAGE_TYPES, POST_IMAGES_MAX } from '../../../../contracts/community-values';
import type { Post, PostAudience } from '../../../../contracts/schemas/community';
import type { UploadQuota } from '../../../../contracts/schemas/users/uploads';
import { boardComposer, type ComposerImage } from '../../../../machines/community/community.loaders';
import type { ComposerProblem } from '../../../../machines/community/composer.machine';
import { errorText, panel } from './board-parts';
import { srOnly } from '../../../components/ui/text-styles';

const textarea = css({
  flex: '1',
  minW: '0',
  minH: '20',
  maxH: '[50vh]',
  px: '3',
  py: '2.5',
  fontSize: 'md',
  lineHeight: 'relaxed',
  bg: 'bg.subtle',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  resize: 'vertical',
  _placeholder: { color: 'fg.subtle' },
  _focusVisible: { borderColor: 'accent.default' },
});
const previews = css({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '2', listStyle: 'none', p: '0', m: '0' });
const preview = css({ position: 'relative', aspectRatio: 'square', borderRadius: 'lg', overflow: 'hidden', bg: 'bg.subtle', '& img': { w: 'full', h: 'full', objectFit: 'cover' } });
const remove = css({ position: 'absolute', top: '1', right: '1', bg: 'bg.overlay', color: 'fg.onLive', borderRadius: 'full', _hover: { bg: 'ink.950', color: 'fg.onLive' } });
const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' });
const tools = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const picker = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minH: 'touch',
  px: '3',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  borderRadius: 'lg',
  cursor: 'pointer',
  _hover: { bg: 'bg.hover', color: 'fg.default' },
  '&:has(input:focus-visible)': { outline: '[2px solid]', outlineColor: 'border.focus' },
  '&[data-disabled=true]': { opacity: 'disabled', cursor: 'not-allowed' },
});
const select = css({ minH: 'touch', px: '2', fontSize: 'sm', bg: 'bg.subtle', color: 'fg.default', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg' });
const progressTrack = css({ h: '1.5', w: 'full', bg: 'bg.subtle', borderRadius: 'full', overflow: 'hidden' });
const progressBar = css({ h: 'full', bg: 'accent.default', transition: '[width 150ms linear]' });
const guestPrompt = css({
  flex: '1',
  textAlign: 'left',
  minH: 'touch',
  px: '4',
  color: 'fg.muted',
  bg: 'bg.subtle',
  borderRadius: 'full',
  cursor: 'pointer',
  _hover: { bg: 'bg.hover', color: 'fg.default' },
});

/** Object URLs of the picked pictures, let go when the pictures change or the composer goes. */
function usePreviews(images: ComposerImage[]): ReadonlyMap<number, string> {
  const urls = useMemo(() => new Map(images.map((image) => [image.id, URL.createObjectURL(image.blob)])), [images]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

function problemText(intl: ReturnType<typeof useIntl>, problem: ComposerProblem, quota: UploadQuota | null): string {
  switch (problem.kind) {
    case 'imageType':
      return intl.formatMessage({ id: 'board.composer.imageType' }, { name: problem.name });
    case 'imageSize':
      return intl.formatMessage({ id: 'board.composer.imageSize' }, { name: problem.name, limit: POST_IMAGE_MAX_BYTES / (1024 * 1024) });
    case 'imageCount':
      return intl.formatMessage({ id: 'board.composer.imageCount' }, { max: POST_IMAGES_MAX });
    case 'empty':
      return intl.formatMessage({ id: 'board.composer.empty' });
    case 'tooLong':
      return intl.formatMessage({ id: 'board.composer.tooLong' }, { max: POST_CONTENT_MAX });
    case 'dailyFiles':
    case 'dailyBytes':
      return quotaProblemText(intl, problem.kind, quota);
  }
}

interface ComposerProps {
  /** A group's or a place's composer posts there. */
  target?: { groupId?: number; placeId?: number };
  /** The new post (the view puts it on top of its list). */
  onPosted: (post: Post) => void;
  placeholderId?: string;
}

/**
 * Writing a post: words (shown as text, line breaks kept), up to 4 pictures previewed before
 * sending (each can be removed), who sees it, and the upload's progress with a cancel. A guest
 * sees a prompt that opens the sign-in form.
 */
export function Composer({ target, onPosted, placeholderId = 'board.composer.placeholder' }: ComposerProps) {
  const intl = useIntl();
  const { status, userInfo } = useAuth();
  const appSend = useAppSend();
  const name = userInfo ? userInfo.nickname || userInfo.displayName : '';
  if (status !== 'member') {
    return (
      <div className={cx(panel, css({ flexDirection: 'row', alignItems: 'center' }))} data-testid="composer" data-state="guest">
        <Avatar src={null} name="?" size="md" />
        <button type="button" className={guestPrompt} onClick={() => appSend({ type: 'dialog.open', view: 'login' })}>
          {intl.formatMessage({ id: 'board.composer.guest' })}
        </button>
      </div>
    );
  }
  return <MemberComposer key={`${userInfo?.userId ?? 0}-${target?.groupId ?? ''}-${target?.placeId ?? ''}`} target={target} onPosted={onPosted} placeholder={intl.formatMessage({ id: placeholderId }, { name })} avatar={userInfo?.profilePicture ?? null} name={name} />;
}

function MemberComposer({
  target,
  onPosted,
  placeholder,
  avatar,
  name,
}: {
  target?: ComposerProps['target'];
  onPosted: (post: Post) => void;
  placeholder: string;
  avatar: string | null;
  name: string;
}) {
  const intl = useIntl();
  const textId = useId();
  const audienceId = useId();
  const problemId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // The machine is made once for the composer's life (the view keys it by its target).
  const [state, send] = useMachine(boardComposer(target).provide({ actions: { posted: (_, post: Post) => onPosted(post) } }), { input: {} });
  const { text, audience, problem, progress, error, quota } = state.context;
  const onQuota = useCallback((next: UploadQuota) => send({ type: 'compose.quota', quota: next }), [send]);
  const images = state.context.images as ComposerImage[];
  const urls = usePreviews(images);
  const sending = state.matches('sending');
  const full = images.length >= POST_IMAGES_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'compose.submit' });
  };
  const pick = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    send({ type: 'compose.add', files: [...files].map((file) => ({ name: file.name, size: file.size, type: file.type, blob: file })) });
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <form
      className={panel}
      onSubmit={submit}
      data-testid="composer"
      data-state={statePath(state.value)}
      aria-label={intl.formatMessage({ id: 'board.composer.label' })}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        if (!sending) pick(event.dataTransfer.files);
      }}
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
        <Avatar src={avatar} name={name} size="md" />
        <label htmlFor={textId} className={srOnly}>
          {intl.formatMessage({ id: 'board.composer.label' })}
        </label>
        <textarea
          id={textId}
          className={textarea}
          value={text}
          placeholder={placeholder}
          disabled={sending}
          maxLength={POST_CONTENT_MAX + 100}
          aria-invalid={problem?.kind === 'empty' || problem?.kind === 'tooLong' || undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => send({ type: 'compose.text', text: event.target.value })}
          data-testid="composer-text"
        />
      </div>
      {images.length > 0 ? (
        <ul className={previews} aria-label={intl.formatMessage({ id: 'board.composer.pictures' }, { count: images.length, max: POST_IMAGES_MAX })}>
          {images.map((image, i) => (
            <li key={image.id} className={preview} data-testid="composer-preview">
              {urls.get(image.id) ? <img src={urls.get(image.id)} alt={intl.formatMessage({ id: 'board.composer.previewAlt' }, { index: i + 1, name: image.name })} /> : null}
              {sending ? null : (
                <button
                  type="button"
                  className={cx(iconButton({ size: 'sm' }), remove)}
                  onClick={() => send({ type: 'compose.remove', id: image.id })}
                  aria-label={intl.formatMessage({ id: 'board.composer.remove' }, { name: image.name })}
                  data-testid="composer-remove"
                >
                  <FeatureIcon name="close" size={16} />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {/* Read once pictures are picked (a post of words alone uploads nothing). */}
      {images.length > 0 ? <UploadQuotaNote onQuota={onQuota} /> : null}
      {problem ? (
        <p id={problemId} className={errorText} role="alert" data-testid="composer-problem">
          {problemText(intl, problem, quota)}
        </p>
      ) : null}
      {error ? (
        <p className={errorText} role="alert" data-testid="composer-error">
          {error.status > 0 ? error.message : intl.formatMessage({ id: 'common.networkError' })}
        </p>
      ) : null}
      {sending ? (
        <div
          className={progressTrack}
          role="progressbar"
          aria-label={intl.formatMessage({ id: 'board.composer.sending' })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          data-testid="composer-progress"
        >
          <div className={progressBar} style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      ) : null}
      <div className={toolbar}>
        <div className={tools}>
          <label className={picker} data-disabled={sending || full}>
            <FeatureIcon name="image" />
            {intl.formatMessage({ id: 'board.composer.addPictures' }, { count: images.length, max: POST_IMAGES_MAX })}
            <input
              ref={fileInput}
              type="file"
              accept={POST_IMAGE_TYPES.join(',')}
              multiple
              disabled={sending || full}
              className={srOnly}
              onChange={(event) => pick(event.target.files)}
              data-testid="composer-file"
            />
          </label>
          <label htmlFor={audienceId} className={srOnly}>
            {intl.formatMessage({ id: 'board.composer.audience' })}
          </label>
          <select
            id={audienceId}
            className={select}
            value={audience}
            disabled={sending || Boolean(target?.groupId)}
            onChange={(event) => send({ type: 'compose.audience', audience: event.target.value as PostAudience })}
            data-testid="composer-audience"
          >
            <option value="public">{intl.formatMessage({ id: 'board.audience.public' })}</option>
            <option value="friends">{intl.formatMessage({ id: 'board.audience.friends' })}</option>
          </select>
        </div>
        <div className={tools}>
          {text.length > POST_CONTENT_MAX - 500 ? (
            <span className={css({ fontSize: 'xs', color: text.length > POST_CONTENT_MAX ? 'status.error' : 'fg.muted' })}>
              {text.length}/{POST_CONTENT_MAX}
            </span>
          ) : null}
          {sending ? (
            <button type="button" className={button({ variant: 'outline' })} onClick={() => send({ type: 'compose.cancel' })} data-testid="composer-cancel">
              {intl.formatMessage({ id: 'board.cancel' })}
            </button>
          ) : null}
          <button type="submit" className={button({ variant: 'solid' })} disabled={sending} data-testid="composer-submit">
            {intl.formatMessage({ id: sending ? 'board.composer.posting' : 'board.composer.post' })}
          </button>
        </div>
      </div>
    </form>
  );
}
