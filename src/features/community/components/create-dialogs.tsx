import { useMachine } from '@xstate/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button, dialog, field } from '../../../../styled-system/recipes';
import { useRequireMember } from '../../../app/machine-hooks';
import { Modal } from '../../../components/ui/modal';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_MAX_AHEAD_DAYS,
  EVENT_MAX_DAYS,
  EVENT_TITLE_MAX,
  EVENT_TITLE_MIN,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  GROUP_NAME_MIN,
  GROUP_TOPICS,
  type GroupTopic,
} from '../../../../contracts/community-values';
import type { GroupPrivacy } from '../../../../contracts/schemas/community';
import { createEventForm, createGroupForm, eventTimeProblem, placesLoader } from '../../../../machines/community/community.loaders';
import { useLoader } from '../../../components/ui/use-loader';
import { DialogActions, errorText } from './board-parts';
import { eventHref, groupHref } from './cards';

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' });
const choice = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  cursor: 'pointer',
  fontSize: 'sm',
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.muted' },
});

function DialogFrame({ title, testId, onClose, children }: { title: string; testId: string; onClose: () => void; children: ReactNode }) {
  const intl = useIntl();
  const titleId = useId();
  const styles = dialog();
  return createPortal(
    <Modal labelledBy={titleId} onClose={onClose} testId={testId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={intl.formatMessage({ id: 'board.close' })}>
          <FeatureIcon name="close" size={20} />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </Modal>,
    document.body,
  );
}

/** A labelled text field of a dialog, with its hint or problem under it. */
function TextField({
  label,
  value,
  onChange,
  max,
  multiline = false,
  problem,
  optional = false,
  autoFocus = false,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  multiline?: boolean;
  problem?: string | null;
  optional?: boolean;
  autoFocus?: boolean;
  name: string;
}) {
  const intl = useIntl();
  const id = useId();
  const hintId = useId();
  const styles = field();
  const common = {
    id,
    name,
    value,
    maxLength: max,
    autoFocus,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? hintId : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label} {optional ? <span className={styles.optional}>{intl.formatMessage({ id: 'board.optional' })}</span> : null}
      </label>
      {multiline ? <textarea {...common} className={cx(styles.input, css({ py: '2', minH: '24' }))} /> : <input {...common} type="text" className={styles.input} />}
      <p id={hintId} className={styles.hint} data-tone={problem ? 'error' : undefined}>
        {problem ?? ''}
      </p>
    </div>
  );
}

/** A new group: name, description, public or private, topic; the member owns it and lands on its page. */
export function CreateGroupDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [state, send] = useMachine(createGroupForm.machine.provide({ actions: { submitted: (_, group) => navigate(groupHref((group as { id: number }).id)) } }));
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [privacy, setPrivacy] = useState<GroupPrivacy>('public');
  const [topic, setTopic] = useState<GroupTopic>('football');
  const [tried, setTried] = useState(false);
  const topicId = useId();
  const styles = field();
  const nameProblem = name.trim().length < GROUP_NAME_MIN ? intl.formatMessage({ id: 'board.group.nameShort' }, { min: GROUP_NAME_MIN }) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nameProblem) return;
    send({ type: 'form.submit', values: { name: name.trim(), description: description.trim(), privacy, topic } });
  };
  const error = state.context.error;
  return (
    <DialogFrame title={intl.formatMessage({ id: 'board.group.createTitle' })} testId="create-group-dialog" onClose={onClose}>
      <form className={formStyle} onSubmit={submit} noValidate>
        <TextField
          name="name"
          label={intl.formatMessage({ id: 'board.group.name' })}
          value={name}
          onChange={setName}
          max={GROUP_NAME_MAX}
          problem={tried ? nameProblem : null}
          autoFocus
        />
        <TextField
          name="description"
          label={intl.formatMessage({ id: 'board.group.description' })}
          value={description}
          onChange={setDescription}
          max={GROUP_DESCRIPTION_MAX}
          multiline
          optional
        />
        <fieldset className={cx(row, css({ borderWidth: '0', p: '0', m: '0' }))}>
          <legend className={cx(styles.label, css({ mb: '2' }))}>{intl.formatMessage({ id: 'board.group.privacy' })}</legend>
          {(['public', 'private'] as const).map((value) => (
            <label key={value} className={choice}>
              <input type="radio" name="privacy" value={value} checked={privacy === value} onChange={() => setPrivacy(value)} />
              <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
                <b className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
                  <FeatureIcon name={value === 'private' ? 'padlock' : 'world'} size={16} />
                  {intl.formatMessage({ id: `board.group.${value}` })}
                </b>
                <span className={css({ color: 'fg.muted' })}>{intl.formatMessage({ id: `board.group.${value}Hint` })}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className={styles.root}>
          <label htmlFor={topicId} className={styles.label}>
            {intl.formatMessage({ id: 'board.group.topic' })}
          </label>
          <select id={topicId} className={styles.input} value={topic} onChange={(event) => setTopic(event.target.value as GroupTopic)}>
            {GROUP_TOPICS.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: `board.topic.${value}` })}
              </option>
            ))}
          </select>
        </div>
        {error ? (
          <p className={errorText} role="alert" data-testid="create-group-error">
            {error.status > 0 ? error.message : intl.formatMessage({ id: 'common.networkError' })}
          </p>
        ) : null}
        <DialogActions onCancel={onClose}>
          <button type="submit" className={button({ variant: 'solid' })} disabled={!state.matches('editing')} data-testid="create-group-submit">
            {intl.formatMessage({ id: 'board.group.create' })}
          </button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}

/** A local date-time (YYYY-MM-DDTHH:mm) for an <input type="datetime-local">. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A new event (for a group when `groupId`): title, times, description; the member hosts it and is going. */
export function CreateEventDialog({ onClose, groupId }: { onClose: () => void; groupId?: number }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [state, send] = useMachine(createEventForm.machine.provide({ actions: { submitted: (_, event) => navigate(eventHref((event as { id: number }).id)) } }));
  const [defaults] = useState(() => {
    // Tomorrow evening, for two hours: a watch party's usual time.
    const start = new Date();
    start.setDate(start.getDate() + 1);
    start.setHours(19, 30, 0, 0);
    return { start: localInput(start), end: localInput(new Date(start.getTime() + 2 * 3_600_000)) };
  });
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [startsAt, setStartsAt] = useState(defaults.start);
  const [endsAt, setEndsAt] = useState(defaults.end);
  const [placeId, setPlaceId] = useState('');
  const [tried, setTried] = useState(false);
  const places = useLoader(placesLoader, null);
  const placeFieldId = useId();
  const startId = useId();
  const endId = useId();
  const timeHintId = useId();
  const styles = field();
  const titleProblem = title.trim().length < EVENT_TITLE_MIN ? intl.formatMessage({ id: 'board.event.titleShort' }, { min: EVENT_TITLE_MIN }) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const timeProblem = eventTimeProblem(startsAt, endsAt, new Date());
    if (titleProblem || timeProblem) return;
    send({
      type: 'form.submit',
      values: {
        title: title.trim(),
        description: description.trim(),
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(endsAt).toISOString(),
        ...(groupId ? { groupId } : {}),
        ...(placeId ? { placeId: Number(placeId) } : {}),
      },
    });
  };
  const timeProblem = tried ? eventTimeProblem(startsAt, endsAt, new Date()) : null;
  const error = state.context.error;
  return (
    <DialogFrame title={intl.formatMessage({ id: 'board.event.createTitle' })} testId="create-event-dialog" onClose={onClose}>
      <form className={formStyle} onSubmit={submit} noValidate>
        <TextField
          name="title"
          label={intl.formatMessage({ id: 'board.event.title' })}
          value={title}
          onChange={setTitle}
          max={EVENT_TITLE_MAX}
          problem={tried ? titleProblem : null}
          autoFocus
        />
        <div className={row}>
          <div className={styles.root}>
            <label htmlFor={startId} className={styles.label}>
              {intl.formatMessage({ id: 'board.event.startsAt' })}
            </label>
            <input
              id={startId}
              type="datetime-local"
              className={styles.input}
              value={startsAt}
              onChange={(event) => setStartsAt(event.target.value)}
              aria-invalid={timeProblem === 'startMissing' || timeProblem === 'startPast' || undefined}
              aria-describedby={timeHintId}
            />
          </div>
          <div className={styles.root}>
            <label htmlFor={endId} className={styles.label}>
              {intl.formatMessage({ id: 'board.event.endsAt' })}
            </label>
            <input
              id={endId}
              type="datetime-local"
              className={styles.input}
              value={endsAt}
              onChange={(event) => setEndsAt(event.target.value)}
              aria-invalid={timeProblem === 'endBeforeStart' || timeProblem === 'tooLong' || undefined}
              aria-describedby={timeHintId}
            />
          </div>
        </div>
        <p id={timeHintId} className={styles.hint} data-tone={timeProblem ? 'error' : undefined}>
          {timeProblem ? intl.formatMessage({ id: `board.event.${timeProblem}` }, { days: timeProblem === 'tooFar' ? EVENT_MAX_AHEAD_DAYS : EVENT_MAX_DAYS }) : ''}
        </p>
        <div className={styles.root}>
          <label htmlFor={placeFieldId} className={styles.label}>
            {intl.formatMessage({ id: 'board.event.place' })} <span className={styles.optional}>{intl.formatMessage({ id: 'board.optional' })}</span>
          </label>
          <select id={placeFieldId} className={styles.input} value={placeId} onChange={(event) => setPlaceId(event.target.value)} disabled={places.status !== 'ready'}>
            <option value="">{intl.formatMessage({ id: 'board.event.noPlace' })}</option>
            {(places.data?.list ?? []).map((place) => (
              <option key={place.id} value={place.id}>
                {place.name} · {place.city}
              </option>
            ))}
          </select>
        </div>
        <TextField
          name="description"
          label={intl.formatMessage({ id: 'board.event.description' })}
          value={description}
          onChange={setDescription}
          max={EVENT_DESCRIPTION_MAX}
          multiline
          optional
        />
        {error ? (
          <p className={errorText} role="alert" data-testid="create-event-error">
            {error.status > 0 ? error.message : intl.formatMessage({ id: 'common.networkError' })}
          </p>
        ) : null}
        <DialogActions onCancel={onClose}>
          <button type="submit" className={button({ variant: 'solid' })} disabled={!state.matches('editing')} data-testid="create-event-submit">
            {intl.formatMessage({ id: 'board.event.create' })}
          </button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}

/** A button that opens a create dialog (a guest is asked to sign in first). */
export function CreateButton({ labelId, testId, children }: { labelId: string; testId: string; children: (close: () => void) => ReactNode }) {
  const intl = useIntl();
  const requireMember = useRequireMember();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => requireMember(() => setOpen(true))} data-testid={testId}>
        <FeatureIcon name="plus" size={18} />
        {intl.formatMessage({ id: labelId })}
      </button>
      {open ? children(() => setOpen(false)) : null}
    </>
  );
}
