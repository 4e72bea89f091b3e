import { useId } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button, card, field } from '../../../../styled-system/recipes';
import { Icon } from '../../../components/ui/icon';
import { useAppSend } from '../../../app/machine-hooks';
import {
  APPLICATION_EXPERIENCE_MAX,
  APPLICATION_EXPERIENCE_MIN,
  APPLICATION_LIMITS,
  APPLICATION_LINK_MAX,
  APPLICATION_MOTIVATION_MAX,
  APPLICATION_MOTIVATION_MIN,
  APPLICATION_NAME_MAX,
  APPLICATION_NAME_MIN,
  COMMENTATOR_LANGUAGES,
  COMMENTATOR_SPORTS,
  textLength,
  type ApplicationField,
} from '../../../../contracts/commentator-rules';
import type { ApplicationFormContext, ApplicationFormEvent, ChoiceField, TextField } from '../../../../machines/commentators/application-form.machine';
import { FormAlert } from './form-field';

type Send = (event: ApplicationFormEvent) => void;

const form = css({ gap: '5', p: { base: '4', sm: '6' } });
const title = css({ textStyle: 'sectionTitle' });
const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0', border: 'none', p: '0', m: '0' });
const legend = css({ fontSize: 'sm', fontWeight: 'semibold', mb: '1.5', p: '0' });
const choices = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(9rem, 1fr))' }, gap: '2' });
const choice = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  minH: 'touch',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.subtle',
  cursor: 'pointer',
  fontSize: 'sm',
  minW: '0',
  _hover: { borderColor: 'border.strong' },
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.muted' },
  '&:has(input:focus-visible)': { boxShadow: 'glow' },
  '&:has(input:disabled)': { opacity: 'disabled', cursor: 'not-allowed' },
});
const checkbox = css({ accentColor: 'accent.default', w: '4', h: '4', flexShrink: '0' });
const choiceText = css({ overflowWrap: 'anywhere' });
const textarea = css({ minH: '[7.5rem]', py: '2', resize: 'vertical', lineHeight: 'normal' });
const footer = css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' });

/** The field's problem under it, naming the field (`commentator.form.error.<problem>`), else its hint. */
function Hint({ id, context, name, hint }: { id: string; context: ApplicationFormContext; name: ApplicationField; hint?: string }) {
  const intl = useIntl();
  const problem = context.errors[name];
  const server = context.serverErrors[name];
  const label = intl.formatMessage({ id: `commentator.field.${name}` });
  const limits = APPLICATION_LIMITS[name];
  const messageId = problem === 'required' && (name === 'languages' || name === 'sports') ? 'commentator.form.error.choose' : `commentator.form.error.${problem}`;
  const text = problem ? intl.formatMessage({ id: messageId }, { field: label, min: limits?.min ?? 0, max: limits?.max ?? 0 }) : (server ?? hint);
  if (!text) return null;
  const tone = problem || server ? 'error' : 'neutral';
  return (
    <p id={id} className={field().hint} data-tone={tone} data-testid={tone === 'error' ? `application-error-${name}` : undefined} aria-live="polite">
      {tone === 'error' ? <Icon name="error" size={14} /> : null}
      {text}
    </p>
  );
}

interface TextInputProps {
  name: TextField;
  context: ApplicationFormContext;
  send: Send;
  disabled: boolean;
  multiline?: boolean;
  maxLength: number;
  hint: string;
  placeholder?: string;
  type?: 'text' | 'url';
}

function TextInput({ name, context, send, disabled, multiline, maxLength, hint, placeholder, type = 'text' }: TextInputProps) {
  const intl = useIntl();
  const id = useId();
  const styles = field();
  const invalid = Boolean(context.errors[name] || context.serverErrors[name]);
  const common = {
    id,
    name,
    value: context.draft[name],
    disabled,
    placeholder,
    // A little room past the limit, so that the problem can be seen rather than the text cut.
    maxLength: maxLength + 50,
    'aria-invalid': invalid || undefined,
    'aria-describedby': `${id}-hint`,
    'data-testid': `application-${name}`,
    onBlur: () => send({ type: 'form.blur', field: name }),
  };
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {intl.formatMessage({ id: `commentator.field.${name}` })}
      </label>
      {multiline ? (
        <textarea {...common} className={cx(styles.input, textarea)} onChange={(e) => send({ type: 'form.edit', field: name, value: e.target.value })} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={type === 'url' ? 'url' : undefined}
          autoComplete={type === 'url' ? 'url' : 'nickname'}
          spellCheck={type === 'url' ? false : undefined}
          className={styles.input}
          onChange={(e) => send({ type: 'form.edit', field: name, value: e.target.value })}
        />
      )}
      <Hint id={`${id}-hint`} context={context} name={name} hint={hint} />
    </div>
  );
}

function Choices({ name, codes, context, send, disabled, hint }: { name: ChoiceField; codes: readonly string[]; context: ApplicationFormContext; send: Send; disabled: boolean; hint: string }) {
  const intl = useIntl();
  const hintId = useId();
  // Written out, so that the build finds the ids (scripts/vite-message-chunks.ts).
  const choiceLabel = (code: string) => intl.formatMessage({ id: name === 'languages' ? `commentator.language.${code}` : `commentator.sport.${code}` });
  return (
    <fieldset className={fieldset} disabled={disabled} aria-describedby={hintId} aria-invalid={context.errors[name] ? true : undefined} data-testid={`application-${name}`}>
      <legend className={legend}>{intl.formatMessage({ id: `commentator.field.${name}` })}</legend>
      <div className={choices}>
        {codes.map((code) => (
          <label key={code} className={choice}>
            <input
              type="checkbox"
              className={checkbox}
              value={code}
              checked={context.draft[name].includes(code)}
              onChange={() => send({ type: 'form.toggle', field: name, code })}
              data-code={code}
            />
            <span className={choiceText}>{choiceLabel(code)}</span>
          </label>
        ))}
      </div>
      <Hint id={hintId} context={context} name={name} hint={hint} />
    </fieldset>
  );
}

interface CommentatorFormProps {
  context: ApplicationFormContext;
  state: string;
  send: Send;
  /** A member who was turned down before applies again. */
  again: boolean;
}

/** The application form: display name, languages, sports, experience, a sample link and the motivation, each checked as the member goes. */
export function CommentatorForm({ context, state, send, again }: CommentatorFormProps) {
  const intl = useIntl();
  const appSend = useAppSend();
  const titleId = useId();
  const busy = state === 'submitting';
  const formError = context.formError;
  const counted = (text: string, min: number, max: number) => intl.formatMessage({ id: 'commentator.form.count' }, { count: textLength(text), min, max });
  return (
    <form
      className={cx(card(), form)}
      aria-labelledby={titleId}
      data-testid="application-form"
      data-state={state}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      <h2 id={titleId} className={title}>
        {intl.formatMessage({ id: again ? 'commentator.form.againTitle' : 'commentator.form.title' })}
      </h2>
      <TextInput
        name="displayName"
        context={context}
        send={send}
        disabled={busy}
        maxLength={APPLICATION_NAME_MAX}
        hint={intl.formatMessage({ id: 'commentator.form.displayNameHint' }, { min: APPLICATION_NAME_MIN, max: APPLICATION_NAME_MAX })}
      />
      <Choices name="languages" codes={COMMENTATOR_LANGUAGES} context={context} send={send} disabled={busy} hint={intl.formatMessage({ id: 'commentator.form.languagesHint' })} />
      <Choices name="sports" codes={COMMENTATOR_SPORTS} context={context} send={send} disabled={busy} hint={intl.formatMessage({ id: 'commentator.form.sportsHint' })} />
      <TextInput
        name="experience"
        multiline
        context={context}
        send={send}
        disabled={busy}
        maxLength={APPLICATION_EXPERIENCE_MAX}
        placeholder={intl.formatMessage({ id: 'commentator.form.experiencePlaceholder' })}
        hint={counted(context.draft.experience, APPLICATION_EXPERIENCE_MIN, APPLICATION_EXPERIENCE_MAX)}
      />
      <TextInput
        name="sampleLink"
        type="url"
        context={context}
        send={send}
        disabled={busy}
        maxLength={APPLICATION_LINK_MAX}
        placeholder="https://"
        hint={intl.formatMessage({ id: 'commentator.form.sampleLinkHint' })}
      />
      <TextInput
        name="motivation"
        multiline
        context={context}
        send={send}
        disabled={busy}
        maxLength={APPLICATION_MOTIVATION_MAX}
        placeholder={intl.formatMessage({ id: 'commentator.form.motivationPlaceholder' })}
        hint={counted(context.draft.motivation, APPLICATION_MOTIVATION_MIN, APPLICATION_MOTIVATION_MAX)}
      />
      {formError ? (
        <FormAlert testId="application-form-error">
          {formError.problem === 'refused'
            ? intl.formatMessage({ id: 'commentator.form.error.refused' }, { message: formError.error.message })
            : intl.formatMessage({ id: `commentator.form.error.${formError.problem}` })}
          {formError.problem === 'login' ? (
            <>
              {' '}
              <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => appSend({ type: 'dialog.open', view: 'login' })}>
                {intl.formatMessage({ id: 'auth.login.open' })}
              </button>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <div className={footer}>
        <button type="submit" className={button({ variant: 'solid', size: 'md' })} disabled={busy} aria-busy={busy || undefined} data-testid="application-submit">
          <Icon name={busy ? 'refresh' : 'check'} size={16} />
          {intl.formatMessage({ id: busy ? 'commentator.form.submitting' : 'commentator.form.submit' })}
        </button>
      </div>
    </form>
  );
}
