import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useIntl } from '../../../../lib/intl-context';
import { css, cx } from '../../../../../styled-system/css';
import { button } from '../../../../../styled-system/recipes';
import { opinionMachine } from '../../../../../machines/room-tabs/opinion.machine';
import { useAuth, useRequireMember } from '../../../../app/machine-hooks';
import { Icon } from '../../../../components/ui/icon';
import { LoadFailed, LoadingRows } from '../../../../components/ui/section-states';
import type { LiveRoom, RoomOpinion } from '../../../../../contracts/schemas/live';
import { averageStars, percentages } from '../../../../components/sports/match-format';
import { muted, section, sectionTitle, smallCrest, subtle, truncate } from '../../../../components/sports/section-styles';

const head = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const choices = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const choice = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '[minmax(0, 1fr) auto]',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: 'touch',
  px: '3',
  py: '2',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.subtle',
  overflow: 'hidden',
  textAlign: 'left',
  cursor: 'pointer',
  transitionProperty: 'colors',
  transitionDuration: 'fast',
  _hover: { borderColor: 'border.strong' },
  _disabled: { cursor: 'default', _hover: { borderColor: 'border.default' } },
  '&[aria-pressed=true]': { borderColor: 'accent.default' },
});
const fill = css({ position: 'absolute', insetY: '0', left: '0', bg: 'accent.muted', pointerEvents: 'none', transitionProperty: 'size', transitionDuration: 'normal' });
const label = css({ position: 'relative', display: 'flex', alignItems: 'center', gap: '2', minW: '0', fontWeight: 'semibold', fontSize: 'sm' });
const result = css({ position: 'relative', display: 'flex', alignItems: 'baseline', gap: '2', fontVariantNumeric: 'tabular-nums' });
const percent = css({ fontWeight: 'black', fontSize: 'md' });
const mine = css({ display: 'inline-flex', alignItems: 'center', gap: '1', color: 'accent.text', fontSize: 'xs', fontWeight: 'bold', flexShrink: '0' });
const stars = css({ display: 'inline-flex', color: 'accent.hot', flexShrink: '0' });
const footer = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' });
const notice = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' });
const errorText = css({ color: 'status.error', fontSize: 'sm' });

function ChoiceLabel({ room, poll, choiceKey }: { room: LiveRoom; poll: RoomOpinion; choiceKey: string }) {
  const intl = useIntl();
  const s = room.schedule;
  if (poll.kind === 'show') {
    const count = Number(choiceKey);
    return (
      <span className={label}>
        <span className={stars} aria-hidden="true">
          {Array.from({ length: count }, (_, i) => (
            <Icon key={i} name="star" size={14} />
          ))}
        </span>
        <span className={truncate}>{intl.formatMessage({ id: 'opinion.choice.star' }, { count })}</span>
      </span>
    );
  }
  if (choiceKey === 'draw') return <span className={label}>{intl.formatMessage({ id: 'opinion.choice.draw' })}</span>;
  const team = choiceKey === 'home' ? s?.localteam : s?.visitorteam;
  const name = team?.name ?? (choiceKey === 'home' ? s?.home : s?.away) ?? choiceKey;
  return (
    <span className={label}>
      {team ? <img src={team.logo} alt="" width={24} height={24} className={smallCrest} /> : null}
      <span className={truncate}>{name}</span>
    </span>
  );
}

/** The fans' poll of the room: who wins (match) or a 1–5 star rating (show), with the results. */
export function OpinionPanel({ room }: { room: LiveRoom }) {
  const intl = useIntl();
  const [snapshot, send] = useMachine(opinionMachine, { input: { roomId: room.roomId } });
  const { status: authStatus } = useAuth();
  const requireMember = useRequireMember();
  const { poll, pending, error, voteError } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const isMember = authStatus === 'member';

  // Logging in or out changes "my choice"; a new status (kick-off, a session starting) opens or closes the poll.
  const reloadKey = `${authStatus}|${room.schedule?.id ?? ''}|${room.schedule?.status ?? ''}`;
  const firstKey = useRef(reloadKey);
  useEffect(() => {
    if (reloadKey !== firstKey.current && authStatus !== 'busy' && authStatus !== 'starting') send({ type: 'opinion.reload' });
  }, [reloadKey, authStatus, send]);

  const state = snapshot.matches('failed') ? 'failed' : snapshot.matches('loading') ? 'loading' : snapshot.matches({ ready: 'voting' }) ? 'voting' : 'ready';
  if (state === 'failed') {
    return (
      <div data-testid="opinion-panel" data-state={state}>
        <LoadFailed error={error} onRetry={() => send({ type: 'opinion.retry' })} />
      </div>
    );
  }
  if (!poll) {
    return (
      <div data-testid="opinion-panel" data-state={state}>
        <LoadingRows rows={2} />
      </div>
    );
  }
  const shares = percentages(poll.choices.map((c) => c.votes));
  const shown = pending ?? poll.myChoice;
  const average = poll.kind === 'show' ? averageStars(poll.choices) : null;
  const vote = (key: string) => requireMember(() => send({ type: 'opinion.vote', choice: key }));
  return (
    <section className={section} data-testid="opinion-panel" data-state={state} data-open={poll.open} aria-label={intl.formatMessage({ id: 'opinion.label' })}>
      <div className={head}>
        <h2 className={sectionTitle}>{intl.formatMessage({ id: poll.kind === 'match' ? 'opinion.match.title' : 'opinion.show.title' })}</h2>
        {poll.open && poll.closesAt ? (
          <p className={subtle}>
            {intl.formatMessage(
              { id: 'opinion.closesAt' },
              { time: intl.formatDate(poll.closesAt, { hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit' }) },
            )}
          </p>
        ) : null}
      </div>
      {!poll.open ? (
        <p className={notice} data-testid="opinion-closed">
          <Icon name="lock" size={16} />
          {intl.formatMessage({ id: poll.kind === 'match' ? 'opinion.closed.match' : 'opinion.closed.show' })}
        </p>
      ) : null}
      <ul className={choices}>
        {poll.choices.map((c, i) => (
          <li key={c.key}>
            <button
              type="button"
              className={choice}
              aria-pressed={shown === c.key}
              disabled={!poll.open || busy}
              onClick={() => vote(c.key)}
              data-testid="opinion-choice"
              data-choice={c.key}
            >
              <span className={fill} style={{ width: `${shares[i] ?? 0}%` }} aria-hidden="true" />
              <ChoiceLabel room={room} poll={poll} choiceKey={c.key} />
              <span className={result}>
                {shown === c.key ? (
                  <span className={mine}>
                    <Icon name="check" size={14} />
                    {intl.formatMessage({ id: 'opinion.mine' })}
                  </span>
                ) : null}
                <span className={percent}>{intl.formatNumber((shares[i] ?? 0) / 100, { style: 'percent' })}</span>
                <span className={subtle}>{intl.formatNumber(c.votes)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {voteError ? (
        <p className={errorText} role="alert" data-testid="opinion-error">
          {intl.formatMessage({ id: 'opinion.voteFailed' }, { message: voteError.status > 0 ? voteError.message : intl.formatMessage({ id: 'common.networkError' }) })}
        </p>
      ) : null}
      <div className={footer}>
        <span className={muted} data-testid="opinion-total">
          {intl.formatMessage({ id: 'opinion.total' }, { count: poll.total })}
          {average !== null ? ` · ${intl.formatMessage({ id: 'opinion.average' }, { value: intl.formatNumber(average, { maximumFractionDigits: 1 }) })}` : ''}
        </span>
        {snapshot.matches({ ready: 'voting' }) ? <span className={subtle}>{intl.formatMessage({ id: 'opinion.sending' })}</span> : null}
        {poll.open && !isMember ? (
          <button type="button" className={button({ variant: 'solid', size: 'sm' })} onClick={() => requireMember(() => undefined)} data-testid="opinion-login">
            {intl.formatMessage({ id: 'opinion.guest' })}
          </button>
        ) : poll.open ? (
          <span className={cx(subtle)}>{intl.formatMessage({ id: poll.kind === 'match' ? 'opinion.change.match' : 'opinion.change.show' })}</span>
        ) : null}
      </div>
    </section>
  );
}
