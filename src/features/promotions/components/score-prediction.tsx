import { useMachine } from '@xstate/react';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useAppSend, useAuth } from '../../../app/machine-hooks';
import { useIntl } from '../../../lib/intl-context';
import { useLoader } from '../../../components/ui/use-loader';
import { LoadFailed } from '../../../components/ui/section-states';
import { muted } from '../../../components/ui/text-styles';
import type { PredictionMatch, PromotionDetail } from '../../../../contracts/schemas/content/promotions';
import { PREDICTED_GOALS_MAX } from '../../../../contracts/content-values';
import { scorePredictionsLoader } from '../../../../machines/promotions/promotions.loaders';
import { predictMachine } from '../../../../machines/promotions/predict.machine';

const section = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const sectionTitle = css({ textStyle: 'sectionTitle' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) auto' },
  alignItems: 'center',
  gap: '3',
  p: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'lg',
});
const teams = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' });
const teamLine = css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'semibold', fontSize: 'sm', minW: '0', '& span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } });
const crestImage = css({ w: '5', h: '5', flexShrink: '0' });
const when = css({ fontSize: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' });
const form = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const goalsInput = css({
  w: '14',
  h: '10',
  textAlign: 'center',
  fontSize: 'md',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  _focusVisible: { outline: '[2px solid]', outlineColor: 'border.focus', outlineOffset: '0.5' },
  '&[aria-invalid=true]': { borderColor: 'status.error' },
});
const dash = css({ fontWeight: 'bold', color: 'fg.muted' });
const note = css({ fontSize: 'sm', fontVariantNumeric: 'tabular-nums' });
const exact = css({ color: 'status.success', fontWeight: 'semibold' });
const missed = css({ color: 'fg.muted' });
const errorText = css({ gridColumn: '1 / -1', color: 'status.error', fontSize: 'sm' });

/** One match: the two fields and Send until kick-off (a member of a running campaign), else what was predicted and how it went. */
function MatchRow({ slug, match, open }: { slug: string; match: PredictionMatch; open: boolean }) {
  const intl = useIntl();
  const [snapshot, send] = useMachine(predictMachine, { input: { slug, fixtureId: match.fixtureId, saved: match.prediction } });
  const { home, away, invalid, error, saved } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const kickoff = intl.formatDate(match.kickoffAt, { weekday: 'short', day: 'numeric', month: 'numeric', hour: '2-digit', minute: '2-digit' });
  const yours = saved ? intl.formatMessage({ id: 'promo.predict.yours' }, { home: saved.home, away: saved.away }) : null;
  const field = (side: 'home' | 'away', value: string) => (
    <input
      className={goalsInput}
      type="number"
      inputMode="numeric"
      min={0}
      max={PREDICTED_GOALS_MAX}
      step={1}
      value={value}
      aria-label={intl.formatMessage({ id: 'promo.predict.goals' }, { team: match[side].name })}
      aria-invalid={invalid || undefined}
      onChange={(e) => send({ type: 'prediction.change', side, value: e.target.value })}
      data-testid={`prediction-${side}`}
    />
  );
  return (
    <li className={row} data-testid="prediction-match" data-fixture={match.fixtureId} data-state={match.locked ? 'locked' : open ? 'open' : 'closed'}>
      <div className={teams}>
        {(['home', 'away'] as const).map((side) => (
          <p key={side} className={teamLine}>
            <img src={match[side].crest} alt="" width={20} height={20} className={crestImage} />
            <span>{match[side].name}</span>
          </p>
        ))}
        <time className={when} dateTime={match.kickoffAt}>
          {kickoff}
        </time>
      </div>
      {open && !match.locked ? (
        <form
          className={form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'prediction.submit' });
          }}
        >
          {field('home', home)}
          <span className={dash} aria-hidden="true">
            –
          </span>
          {field('away', away)}
          <button type="submit" className={button({ variant: saved ? 'outline' : 'solid', size: 'sm' })} disabled={busy} aria-busy={busy || undefined} data-testid="prediction-submit">
            {intl.formatMessage({ id: busy ? 'promo.predict.saving' : saved ? 'promo.predict.update' : 'promo.predict.submit' })}
          </button>
          {yours ? (
            <span className={cx(note, muted)} role="status" data-testid="prediction-saved">
              {yours}
            </span>
          ) : null}
        </form>
      ) : (
        <div className={note} data-testid="prediction-outcome">
          {match.result ? <p>{intl.formatMessage({ id: 'promo.predict.result' }, { home: match.result.home, away: match.result.away })}</p> : null}
          {yours ? <p>{yours}</p> : match.locked ? <p className={muted}>{intl.formatMessage({ id: 'promo.predict.locked' })}</p> : null}
          {match.outcome ? <p className={match.outcome === 'exact' ? exact : missed}>{intl.formatMessage({ id: `promo.predict.${match.outcome}` })}</p> : null}
        </div>
      )}
      {invalid ? (
        <p className={errorText} role="alert" data-testid="prediction-error">
          {intl.formatMessage({ id: 'promo.predict.invalid' }, { max: PREDICTED_GOALS_MAX })}
        </p>
      ) : error ? (
        <p className={errorText} role="alert" data-testid="prediction-error">
          {error.message}
        </p>
      ) : null}
    </li>
  );
}

/** A score-prediction campaign's matches: a member predicts each until kick-off; guests are asked to sign in. */
export function ScorePrediction({ promotion }: { promotion: PromotionDetail }) {
  const intl = useIntl();
  const send = useAppSend();
  const { status: auth } = useAuth();
  // The member's predictions are part of the answer: read it again once the visitor signs in or out.
  const predictions = useLoader(scorePredictionsLoader, { params: { slug: promotion.slug } }, auth === 'member' ? 'member' : 'guest');
  const data = predictions.data;
  const open = auth === 'member' && promotion.status === 'active';
  return (
    <section className={section} aria-labelledby="promotion-predict" data-testid="score-prediction" data-state={predictions.state}>
      <h2 id="promotion-predict" className={sectionTitle}>
        {intl.formatMessage({ id: 'promo.predict.title' })}
      </h2>
      {predictions.status === 'failed' ? <LoadFailed error={predictions.error} onRetry={predictions.retry} /> : null}
      {data ? (
        <>
          <p className={muted}>{intl.formatMessage({ id: 'promo.predict.intro' }, { league: data.league })}</p>
          {auth !== 'member' && promotion.status === 'active' ? (
            <button type="button" className={cx(button({ variant: 'outline', size: 'sm' }), css({ alignSelf: 'flex-start' }))} onClick={() => send({ type: 'dialog.open', view: 'login' })} data-testid="prediction-sign-in">
              {intl.formatMessage({ id: 'promo.predict.signIn' })}
            </button>
          ) : null}
          {data.matches.length === 0 ? <p className={muted}>{intl.formatMessage({ id: 'promo.predict.none' })}</p> : null}
          <ol className={list}>
            {data.matches.map((match) => (
              <MatchRow key={`${match.fixtureId}|${auth}`} slug={promotion.slug} match={match} open={open} />
            ))}
          </ol>
        </>
      ) : predictions.status !== 'failed' ? (
        <div className={css({ h: '40', borderRadius: 'lg', bg: 'bg.subtle', animation: 'livePulse' })} aria-busy="true" />
      ) : null}
    </section>
  );
}
