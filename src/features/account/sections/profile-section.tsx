import { PRESET_AVATAR_COUNT } from '../../../../contracts/constants';
import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { badge, button, card } from '../../../../styled-system/recipes';
import { profileMachine } from '../../../../machines/account/profile.machine';
import { useAppSend, useAuth } from '../../../app/machine-hooks';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icon';
import type { ProfileChanges, UserInfo } from '../../../../contracts/schemas/users/account';
import { FormAlert, TextField, useProblemText } from '../components/form-field';
import { validateNickname } from '../validation';
import { LoadingRows } from '../../../components/ui/section-states';
import { cardTitle, muted, truncate } from './section-styles';
import { srOnly } from '../../../components/ui/text-styles';

/** The preset pictures the server accepts (docs/api/users.md "Profile"). */
const PRESET_AVATARS = Array.from({ length: PRESET_AVATAR_COUNT }, (_, i) => `/media/avatar/preset-${i + 1}.svg`);
const ownAvatar = (userId: number) => `/media/avatar/${userId}.svg`;

const layout = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '[minmax(0, 20rem) minmax(0, 1fr)]' }, gap: '4', alignItems: 'start' });
const summary = css({ alignItems: 'center', textAlign: 'center', gap: '3', py: '6' });
const name = css({ fontSize: 'xl', fontWeight: 'extrabold', maxW: 'full', overflowWrap: 'anywhere' });
const details = css({
  display: 'grid',
  gridTemplateColumns: '[auto minmax(0, 1fr)]',
  columnGap: '4',
  rowGap: '2',
  w: 'full',
  mt: '2',
  pt: '4',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  textAlign: 'start',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted' },
  '& dd': { display: 'flex', alignItems: 'center', gap: '2', justifyContent: 'flex-end', minWidth: '0', textAlign: 'end' },
});
const badges = css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' });
const form = css({ gap: '5', p: { base: '4', sm: '6' } });
const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '3', border: 'none', p: '0', m: '0' });
const legend = css({ fontSize: 'sm', fontWeight: 'semibold', mb: '3' });
const pictures = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(5, minmax(0, 1fr))', sm: 'repeat(9, minmax(0, 1fr))' }, gap: '2' });
const picture = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: 'square',
  p: '1',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'transparent',
  cursor: 'pointer',
  transitionProperty: 'colors',
  transitionDuration: 'fast',
  _hover: { borderColor: 'border.strong' },
  '&:has(input:checked)': { borderColor: 'accent.default', boxShadow: 'glow' },
  '&:has(input:focus-visible)': { outline: '[2px solid]', outlineColor: 'border.focus', outlineOffset: '0.5' },
  '& img': { w: 'full', h: 'full', borderRadius: 'full' },
});
const pictureTag = css({
  position: 'absolute',
  bottom: '-1',
  left: '[50%]',
  transform: 'translateX(-50%)',
  px: '1.5',
  fontSize: '2xs',
  fontWeight: 'bold',
  bg: 'accent.default',
  color: 'fg.onAccent',
  borderRadius: 'full',
  whiteSpace: 'nowrap',
});
const formActions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' });
const savedNote = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', color: 'status.success', fontSize: 'sm', fontWeight: 'medium' });

function Summary({ user }: { user: UserInfo }) {
  const intl = useIntl();
  const verified = (ok: boolean) => (
    <span className={badge({ tone: ok ? 'accent' : 'neutral' })}>{intl.formatMessage({ id: ok ? 'account.profile.verified' : 'account.profile.unverified' })}</span>
  );
  return (
    <section className={cx(card(), summary)} aria-labelledby="profile-summary-name" data-testid="profile-summary">
      <Avatar src={user.profilePicture} name={user.nickname} size="xl" />
      <h2 id="profile-summary-name" className={name}>
        {user.nickname}
      </h2>
      <div className={badges}>
        <span className={badge({ tone: 'accent' })}>{intl.formatMessage({ id: 'account.levelBadge' }, { level: user.level })}</span>
        <span className={muted}>{intl.formatMessage({ id: 'account.expValue' }, { exp: user.exp })}</span>
      </div>
      <dl className={details}>
        <dt>{intl.formatMessage({ id: 'auth.username' })}</dt>
        <dd className={truncate}>@{user.username}</dd>
        <dt>{intl.formatMessage({ id: 'auth.email' })}</dt>
        <dd>
          <span className={truncate}>{user.email ?? '—'}</span>
          {user.email ? verified(user.emailVerified) : null}
        </dd>
        <dt>{intl.formatMessage({ id: 'auth.phone' })}</dt>
        <dd>
          <span className={truncate}>{user.phoneNumber ?? '—'}</span>
          {user.phoneNumber ? verified(user.phoneVerified) : null}
        </dd>
        <dt>{intl.formatMessage({ id: 'account.profile.referralCode' })}</dt>
        <dd>{user.referralCode}</dd>
        <dt>{intl.formatMessage({ id: 'account.profile.memberSince' })}</dt>
        <dd>{intl.formatDate(user.createdAt, { dateStyle: 'medium' })}</dd>
      </dl>
    </section>
  );
}

function EditForm({ user }: { user: UserInfo }) {
  const intl = useIntl();
  const send = useAppSend();
  const problemText = useProblemText();
  const [snapshot, sendProfile] = useMachine(
    profileMachine.provide({
      actions: {
        announceSaved: (_, userInfo) => {
          send({ type: 'auth.userInfoChanged', userInfo });
          send({ type: 'toast.show', kind: 'success', messageId: 'account.profile.saved' });
        },
      },
    }),
  );
  const [nickname, setNickname] = useState(user.nickname);
  const [profilePicture, setProfilePicture] = useState(user.profilePicture);
  const saving = snapshot.matches('saving');
  const problem = validateNickname(nickname);
  const cleanNickname = nickname.trim().replace(/\s+/g, ' ');
  const changes: ProfileChanges = {
    ...(cleanNickname !== user.nickname ? { nickname: cleanNickname } : {}),
    ...(profilePicture !== user.profilePicture ? { profilePicture } : {}),
  };
  const changed = Object.keys(changes).length > 0;
  const choices = [ownAvatar(user.userId), ...PRESET_AVATARS];

  const edit = () => sendProfile({ type: 'profile.edited' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || !changed || saving) return;
    sendProfile({ type: 'profile.save', changes });
  };

  return (
    <form className={cx(card(), form)} onSubmit={submit} noValidate aria-labelledby="profile-edit-title" data-testid="profile-form" data-state={String(snapshot.value)}>
      <h2 id="profile-edit-title" className={cardTitle}>
        {intl.formatMessage({ id: 'account.profile.editTitle' })}
      </h2>
      <TextField
        label={intl.formatMessage({ id: 'account.profile.nickname' })}
        value={nickname}
        onChange={(v) => {
          setNickname(v);
          edit();
        }}
        name="nickname"
        autoComplete="nickname"
        maxLength={60}
        hint={problem ? { tone: 'error', text: problemText(problem) } : { tone: 'neutral', text: intl.formatMessage({ id: 'account.profile.nicknameHint' }) }}
        testId="field-nickname"
      />
      <fieldset className={fieldset}>
        <legend className={legend}>{intl.formatMessage({ id: 'account.profile.picture' })}</legend>
        <div className={pictures}>
          {choices.map((src, index) => (
            <label key={src} className={picture} data-testid="avatar-choice">
              <input
                type="radio"
                name="profilePicture"
                value={src}
                className={srOnly}
                checked={profilePicture === src}
                onChange={() => {
                  setProfilePicture(src);
                  edit();
                }}
              />
              <img src={src} alt="" width={56} height={56} loading="lazy" />
              <span className={srOnly}>
                {index === 0
                  ? intl.formatMessage({ id: 'account.profile.pictureOwn' })
                  : intl.formatMessage({ id: 'account.profile.picturePreset' }, { n: index })}
              </span>
              {index === 0 ? (
                <span className={pictureTag} aria-hidden="true">
                  {intl.formatMessage({ id: 'account.profile.pictureOwnShort' })}
                </span>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
      {snapshot.matches('failed') && snapshot.context.error ? (
        <FormAlert testId="form-error">
          {snapshot.context.error.status > 0 ? snapshot.context.error.message : intl.formatMessage({ id: 'common.networkError' })}
        </FormAlert>
      ) : null}
      <div className={formActions}>
        <button type="submit" className={button({ variant: 'solid', size: 'md' })} disabled={!changed || Boolean(problem) || saving} aria-busy={saving || undefined}>
          {intl.formatMessage({ id: saving ? 'account.profile.saving' : 'account.profile.save' })}
        </button>
        {changed && !saving ? (
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'md' })}
            onClick={() => {
              setNickname(user.nickname);
              setProfilePicture(user.profilePicture);
              edit();
            }}
          >
            {intl.formatMessage({ id: 'account.profile.reset' })}
          </button>
        ) : null}
        {snapshot.matches('saved') && !changed ? (
          <span className={savedNote} role="status">
            <Icon name="success" size={16} />
            {intl.formatMessage({ id: 'account.profile.savedShort' })}
          </span>
        ) : null}
      </div>
    </form>
  );
}

/** /tai-khoan/ho-so: who the member is, and their nickname and picture to change. */
export function ProfileSection() {
  const { userInfo } = useAuth();
  if (!userInfo) return <LoadingRows rows={2} />;
  return (
    <div className={layout} data-testid="profile-section">
      <Summary user={userInfo} />
      <EditForm user={userInfo} />
    </div>
  );
}
