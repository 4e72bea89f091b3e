import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button, dialog, field } from '../../../../styled-system/recipes';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { LoadFailed } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { useRequireMember, useVisitorTimeZone } from '../../../app/machine-hooks';
import { href } from '../../../../contracts/href';
import { addDays, relativeDay, todayIn } from '../../../../contracts/day-strip';
import type { MatchWithOdds, Sport } from '../../../../contracts/schemas/sports/matches';
import type { TipMarket, TipPick } from '../../../../contracts/schemas/sports/tips';
import { matchOptionsLoader, postTipMachine } from '../../../../machines/tips/tips.loaders';
import type { TipFormContext, TipFormEvent } from '../../../../machines/tips/tip-form.machine';
import { CONFIDENCE_MAX, CONFIDENCE_MIN, MARKET_PICKS, quoteFor, REASONING_MAX, REASONING_MIN, reasoningLength, TIP_MARKETS, type TipField } from '../../../../machines/tips/tip-rules';
import { CATEGORY_SLUGS, formatLine, formatPrice, pickMessage, sportOfCategory, type CategorySlug } from '../tips-format';
import { MatchLine } from './match-line';
import { muted, subtle } from './tips-styles';

/** Days a member may choose a match from: today and the six after it. */
const CHOOSABLE_DAYS = 7;

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const row2 = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' });
const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0', borderWidth: '0', p: '0', m: '0' });
const legend = css({ fontSize: 'sm', fontWeight: 'semibold', mb: '1.5', p: '0' });
const choices = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(auto-fit, minmax(8rem, 1fr))' }, gap: '2' });
const marketChoices = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: '2' });
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
const radio = css({ accentColor: 'accent.default', w: '4', h: '4', flexShrink: '0' });
const choiceText = css({ display: 'flex', flexDirection: 'column', minW: '0', lineHeight: 'snug' });
const choiceMain = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' });
const quote = css({ fontVariantNumeric: 'tabular-nums', color: 'accent.text', fontWeight: 'bold', fontSize: 'xs' });
const select = css({ appearance: 'auto', pr: '2' });
const chosen = css({ p: '3', bg: 'bg.subtle', borderRadius: 'lg' });
const errorBox = css({ display: 'flex', gap: '2', alignItems: 'flex-start', p: '3', borderRadius: 'lg', bg: 'status.errorMuted', color: 'status.error', fontSize: 'sm' });
const successBox = css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', borderRadius: 'lg', bg: 'status.successMuted' });
const footer = css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' });
const rangeRow = css({ display: 'flex', alignItems: 'center', gap: '3' });
const range = css({ flex: '1', accentColor: 'accent.default', minH: 'touch' });
const rangeValue = css({ fontWeight: 'black', fontVariantNumeric: 'tabular-nums', minW: '12', textAlign: 'right' });
const textarea = css({ minH: '[7.5rem]', py: '2', resize: 'vertical', lineHeight: 'normal' });
const loadingBox = css({ h: '[2.75rem]', borderRadius: 'lg', bg: 'bg.subtle', animation: 'livePulse' });

type Send = (event: TipFormEvent) => void;

/** A field's problem under it (`tips.form.error.<field>.<problem>`), or its hint. */
function FieldHint({ id, context, fieldName, hint }: { id: string; context: TipFormContext; fieldName: TipField; hint?: string }) {
  const intl = useIntl();
  const problem = context.errors[fieldName];
  const styles = field();
  if (!problem && !hint) return null;
  return (
    <p id={id} className={styles.hint} data-tone={problem ? 'error' : 'neutral'} data-testid={problem ? `tip-form-error-${fieldName}` : undefined} aria-live="polite">
      {problem ? <Icon name="error" size={14} /> : null}
      {problem ? intl.formatMessage({ id: `tips.form.error.${fieldName}.${problem}` }, { min: REASONING_MIN, max: REASONING_MAX, low: CONFIDENCE_MIN, high: CONFIDENCE_MAX }) : hint}
    </p>
  );
}

/** The day's matches a member may still tip, as a select grouped by league. Keyed by sport and day. */
function MatchSelect({ sport, day, chosenId, send, disabled, describedBy, invalid }: { sport: Sport; day: string; chosenId: number | null; send: Send; disabled: boolean; describedBy: string; invalid: boolean }) {
  const intl = useIntl();
  const timeZone = useVisitorTimeZone();
  const [nowMs] = useState(() => Date.now());
  const options = useLoader(matchOptionsLoader, { sport, date: day, timezone: timeZone, nowMs });
  const selectId = useId();
  const styles = field();
  if (options.status === 'failed') return <LoadFailed error={options.error} onRetry={options.retry} />;
  const matches = options.data ?? [];
  const leagues = [...new Map(matches.map((m) => [m.leagueId, m.leagueName])).entries()];
  const time = (iso: string) => intl.formatDate(iso, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (
    <div className={styles.root}>
      <label htmlFor={selectId} className={styles.label}>
        {intl.formatMessage({ id: 'tips.form.match' })}
      </label>
      {options.status === 'loading' ? (
        <div className={loadingBox} aria-hidden="true" data-state="loading" />
      ) : (
        <select
          id={selectId}
          className={cx(styles.input, select)}
          value={chosenId !== null && matches.some((m) => m.staticId === chosenId) ? String(chosenId) : ''}
          disabled={disabled || matches.length === 0}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-testid="tip-form-match"
          onChange={(event) => send({ type: 'tip.match', match: matches.find((m) => String(m.staticId) === event.target.value) ?? null })}
        >
          <option value="">{intl.formatMessage({ id: matches.length === 0 ? 'tips.form.noMatches' : 'tips.form.chooseMatch' })}</option>
          {leagues.map(([leagueId, leagueName]) => (
            <optgroup key={leagueId} label={leagueName}>
              {matches
                .filter((m) => m.leagueId === leagueId)
                .map((m) => (
                  <option key={m.staticId} value={m.staticId}>
                    {`${time(m.kickoffTime)} · ${m.home.name} – ${m.away.name}`}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      )}
    </div>
  );
}

function PickChoices({ match, market, pick, send, disabled, describedBy }: { match: MatchWithOdds | null; market: TipMarket | null; pick: TipPick | null; send: Send; disabled: boolean; describedBy: string }) {
  const intl = useIntl();
  const picks = market ? MARKET_PICKS[market] : [];
  const teams = { home: match?.home.name ?? intl.formatMessage({ id: 'tips.form.home' }), away: match?.away.name ?? intl.formatMessage({ id: 'tips.form.away' }) };
  if (!market) return <p className={muted}>{intl.formatMessage({ id: 'tips.form.pickMarketFirst' })}</p>;
  return (
    <div className={choices} aria-describedby={describedBy}>
      {picks.map((p) => {
        const q = quoteFor(match?.odds ?? null, market, p);
        const text = pickMessage(market, p, q.line, teams);
        const unavailable = match !== null && q.price === null;
        return (
          <label key={p} className={choice} data-testid="tip-form-pick" data-pick={p}>
            <input type="radio" name="tip-pick" value={p} className={radio} checked={pick === p} disabled={disabled || unavailable} onChange={() => send({ type: 'tip.pick', pick: p })} />
            <span className={choiceText}>
              <span className={choiceMain}>{intl.formatMessage({ id: text.id }, text.values)}</span>
              <span className={quote}>{match ? (q.price === null ? intl.formatMessage({ id: 'tips.form.noPrice' }) : `@ ${formatPrice(q.price)}`) : '—'}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
}

interface TipFormViewProps {
  context: TipFormContext;
  state: string;
  send: Send;
  sport: Sport;
  onSport: (sport: Sport) => void;
  day: string;
  onDay: (day: string) => void;
  onClose: () => void;
}

/** The form itself: match (unless fixed), market, pick with its current line and price, confidence, reasoning. */
function TipFormView({ context, state, send, sport, onSport, day, onDay, onClose }: TipFormViewProps) {
  const intl = useIntl();
  const timeZone = useVisitorTimeZone();
  const busy = state === 'submitting';
  const ids = { sport: useId(), day: useId(), match: useId(), market: useId(), pick: useId(), confidence: useId(), reasoning: useId() };
  const styles = field();
  const today = todayIn(timeZone);
  const days = Array.from({ length: CHOOSABLE_DAYS }, (_, i) => addDays(today, i));
  const dayLabel = (d: string) => {
    const rel = relativeDay(d, today);
    const named = rel === 'today' || rel === 'tomorrow';
    const date = intl.formatDate(`${d}T12:00:00Z`, { timeZone: 'UTC', ...(named ? {} : { weekday: 'short' }), day: '2-digit', month: '2-digit' });
    return named ? `${intl.formatMessage({ id: `tips.form.day.${rel}` })} · ${date}` : date;
  };
  const quoteNow = context.match && context.market && context.pick ? quoteFor(context.match.odds, context.market, context.pick) : null;
  const length = reasoningLength(context.reasoning);
  const formError = context.formError;

  return (
    <form
      className={form}
      data-testid="tip-form"
      data-state={state}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'tip.submit' });
      }}
    >
      {context.fixed && context.match ? (
        <div className={chosen}>
          <MatchLine match={context.match} />
        </div>
      ) : (
        <>
          <div className={row2}>
            <div className={styles.root}>
              <label htmlFor={ids.sport} className={styles.label}>
                {intl.formatMessage({ id: 'tips.form.sport' })}
              </label>
              <select id={ids.sport} className={cx(styles.input, select)} value={sport} disabled={busy} onChange={(e) => onSport(e.target.value as Sport)} data-testid="tip-form-sport">
                {CATEGORY_SLUGS.map((slug) => (
                  <option key={slug} value={sportOfCategory(slug)}>
                    {intl.formatMessage({ id: `tips.category.${slug}` })}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.root}>
              <label htmlFor={ids.day} className={styles.label}>
                {intl.formatMessage({ id: 'tips.form.day' })}
              </label>
              <select id={ids.day} className={cx(styles.input, select)} value={day} disabled={busy} onChange={(e) => onDay(e.target.value)} data-testid="tip-form-day">
                {days.map((d) => (
                  <option key={d} value={d}>
                    {dayLabel(d)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <MatchSelect key={`${sport}|${day}`} sport={sport} day={day} chosenId={context.match?.staticId ?? null} send={send} disabled={busy} describedBy={ids.match} invalid={Boolean(context.errors.match)} />
          {context.match ? (
            <div className={chosen} data-testid="tip-form-chosen">
              <MatchLine match={context.match} />
            </div>
          ) : null}
        </>
      )}
      <FieldHint id={ids.match} context={context} fieldName="match" />

      <fieldset className={fieldset} disabled={busy} aria-describedby={ids.market}>
        <legend className={legend}>{intl.formatMessage({ id: 'tips.form.market' })}</legend>
        <div className={marketChoices}>
          {TIP_MARKETS.map((m) => (
            <label key={m} className={choice} data-testid="tip-form-market" data-market={m}>
              <input type="radio" name="tip-market" value={m} className={radio} checked={context.market === m} onChange={() => send({ type: 'tip.market', market: m })} />
              <span className={choiceMain}>{intl.formatMessage({ id: `tips.market.${m}` })}</span>
            </label>
          ))}
        </div>
        <FieldHint id={ids.market} context={context} fieldName="market" />
      </fieldset>

      <fieldset className={fieldset} disabled={busy} aria-describedby={ids.pick}>
        <legend className={legend}>{intl.formatMessage({ id: 'tips.form.pick' })}</legend>
        <PickChoices match={context.match} market={context.market} pick={context.pick} send={send} disabled={busy} describedBy={ids.pick} />
        <FieldHint
          id={ids.pick}
          context={context}
          fieldName="pick"
          hint={
            quoteNow && quoteNow.price !== null
              ? intl.formatMessage(
                  { id: quoteNow.line === null ? 'tips.form.quote' : 'tips.form.quoteLine' },
                  { price: formatPrice(quoteNow.price), line: quoteNow.line === null ? '' : formatLine(quoteNow.line, context.market === 'handicap') },
                )
              : intl.formatMessage({ id: 'tips.form.quoteHint' })
          }
        />
      </fieldset>

      <div className={styles.root}>
        <label htmlFor={ids.confidence} className={styles.label}>
          {intl.formatMessage({ id: 'tips.form.confidence' })}
        </label>
        <div className={rangeRow}>
          <input
            id={ids.confidence}
            type="range"
            min={CONFIDENCE_MIN}
            max={CONFIDENCE_MAX}
            step={1}
            className={range}
            value={context.confidence}
            disabled={busy}
            aria-describedby={ids.confidence + '-hint'}
            aria-valuetext={`${context.confidence}%`}
            onChange={(e) => send({ type: 'tip.confidence', value: Number(e.target.value) })}
            data-testid="tip-form-confidence"
          />
          <output htmlFor={ids.confidence} className={rangeValue}>
            {context.confidence}%
          </output>
        </div>
        <FieldHint id={ids.confidence + '-hint'} context={context} fieldName="confidence" />
      </div>

      <div className={styles.root}>
        <label htmlFor={ids.reasoning} className={styles.label}>
          {intl.formatMessage({ id: 'tips.form.reasoning' })}
        </label>
        <textarea
          id={ids.reasoning}
          className={cx(styles.input, textarea)}
          value={context.reasoning}
          disabled={busy}
          maxLength={REASONING_MAX}
          aria-invalid={context.errors.reasoning ? true : undefined}
          aria-describedby={ids.reasoning}
          onChange={(e) => send({ type: 'tip.reasoning', text: e.target.value })}
          placeholder={intl.formatMessage({ id: 'tips.form.reasoningPlaceholder' })}
          data-testid="tip-form-reasoning"
        />
        <FieldHint id={ids.reasoning} context={context} fieldName="reasoning" hint={intl.formatMessage({ id: 'tips.form.reasoningCount' }, { count: length, min: REASONING_MIN, max: REASONING_MAX })} />
      </div>

      {formError ? (
        <div className={errorBox} role="alert" data-testid="tip-form-error">
          <Icon name="warning" size={18} />
          <span>
            {intl.formatMessage({ id: `tips.form.error.form.${formError.problem}` })}
            {formError.problem === 'server' && formError.error.message ? ` (${formError.error.message})` : ''}
          </span>
        </div>
      ) : null}

      <p className={subtle}>{intl.formatMessage({ id: 'tips.form.rules' })}</p>
      <div className={footer}>
        <button type="button" className={button({ variant: 'ghost', size: 'md' })} onClick={onClose}>
          {intl.formatMessage({ id: 'tips.form.cancel' })}
        </button>
        <button type="submit" className={button({ variant: 'solid', size: 'md' })} disabled={busy} aria-busy={busy || undefined} data-testid="tip-form-submit">
          <Icon name={busy ? 'refresh' : 'tips'} size={16} />
          {intl.formatMessage({ id: busy ? 'tips.form.submitting' : 'tips.form.submit' })}
        </button>
      </div>
    </form>
  );
}

function Done({ context, send, onClose }: { context: TipFormContext; send: Send; onClose: () => void }) {
  const intl = useIntl();
  const tip = context.created;
  if (!tip) return null;
  return (
    <div className={successBox} data-testid="tip-form-done" role="status">
      <p className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'bold' })}>
        <Icon name="success" size={20} />
        {intl.formatMessage({ id: 'tips.form.done' })}
      </p>
      <p className={css({ overflowWrap: 'anywhere' })}>{tip.title}</p>
      <p className={muted}>{intl.formatMessage({ id: 'tips.form.doneQuote' }, { pick: tip.pickLabel, price: formatPrice(tip.odds) })}</p>
      <div className={footer}>
        {!context.fixed ? (
          <button type="button" className={button({ variant: 'ghost', size: 'md' })} onClick={() => send({ type: 'tip.again' })}>
            {intl.formatMessage({ id: 'tips.form.again' })}
          </button>
        ) : null}
        <Link href={href('tipsMine')} className={button({ variant: 'outline', size: 'md' })} onClick={onClose} data-testid="tip-form-done-mine">
          {intl.formatMessage({ id: 'tips.form.toMine' })}
        </Link>
        <Link href={href('tipDetail', { slug: tip.slug })} className={button({ variant: 'solid', size: 'md' })} onClick={onClose} data-testid="tip-form-done-view">
          {intl.formatMessage({ id: 'tips.form.view' })}
        </Link>
      </div>
    </div>
  );
}

interface PostTipProps {
  /** The category the page shows: its sport is chosen first. */
  category?: CategorySlug;
  /** The match of the page (its tips page): the form is for it alone. */
  match?: MatchWithOdds | null;
  /** Told once a tip is posted (the page reads its list again). */
  onPosted?: () => void;
}

/**
 * "Post a tip": a member opens the form in a dialog (a guest is asked to log in). The form's machine
 * lives here, beside the button, so closing the dialog loses nothing: reopening shows the draft.
 */
export function PostTip({ category = 'bong-da', match = null, onPosted }: PostTipProps) {
  const intl = useIntl();
  const requireMember = useRequireMember();
  const timeZone = useVisitorTimeZone();
  const [open, setOpen] = useState(false);
  const [sport, setSport] = useState<Sport>(sportOfCategory(category));
  const [day, setDay] = useState(() => todayIn(timeZone));
  const [snapshot, send] = useMachine(postTipMachine, { input: { match } });
  const titleId = useId();
  const posted = snapshot.matches('done');
  const notify = useRef(onPosted);
  useEffect(() => {
    notify.current = onPosted;
  });
  useEffect(() => {
    if (posted) notify.current?.();
  }, [posted]);
  const styles = dialog();
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => requireMember(() => setOpen(true))} data-testid="post-tip-button">
        <Icon name="tips" size={18} />
        {intl.formatMessage({ id: posted && snapshot.context.fixed ? 'tips.form.postedOpen' : 'tips.form.open' })}
      </button>
      {open
        ? createPortal(
            <Modal labelledBy={titleId} onClose={close} testId="tip-dialog" view={String(snapshot.value)}>
              <div className={styles.header}>
                <h2 id={titleId} className={styles.title}>
                  {intl.formatMessage({ id: 'tips.form.title' })}
                </h2>
                <button type="button" className={styles.close} onClick={close} aria-label={intl.formatMessage({ id: 'tips.form.close' })}>
                  <Icon name="close" size={20} />
                </button>
              </div>
              <div className={styles.body}>
                {posted ? (
                  <Done context={snapshot.context} send={send} onClose={close} />
                ) : (
                  <TipFormView context={snapshot.context} state={String(snapshot.value)} send={send} sport={sport} onSport={setSport} day={day} onDay={setDay} onClose={close} />
                )}
              </div>
            </Modal>,
            document.body,
          )
        : null}
    </>
  );
}
