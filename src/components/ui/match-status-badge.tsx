import { useIntl } from '../../lib/intl-context';
import { badge } from '../../../styled-system/recipes';
import { matchStatus, scheduleStatus, type MatchStatusVariant } from '../../lib/format/match-status';

const TONES = { live: 'live', upcoming: 'accent', ongoing: 'live', comingUp: 'accent', ended: 'neutral', unknown: 'neutral' } as const;

/**
 * A match's status (SPEC §4) as a badge: the feed's status text (a minute, a kick-off time, a word)
 * decides; the schedule status id is the fallback when the text says nothing known.
 */
export function MatchStatusBadge({ text, statusId, variant = 'small' }: { text: string | null; statusId?: number; variant?: MatchStatusVariant }) {
  const intl = useIntl();
  const status = matchStatus(text, variant);
  const fallback = status.kind === 'unknown' && statusId !== undefined ? scheduleStatus(statusId) : null;
  const kind = fallback?.kind ?? status.kind;
  const tone = kind in TONES ? TONES[kind as keyof typeof TONES] : 'hot';
  const label =
    status.kind === 'live' && status.minute === 'HT' && !fallback
      ? intl.formatMessage({ id: 'match.status.halfTime' })
      : status.kind === 'live' && status.minute && !fallback
      ? intl.formatMessage({ id: 'match.status.liveMinute' }, { minute: status.minute })
      : status.kind === 'upcoming' && !fallback
        ? intl.formatMessage({ id: 'match.status.upcoming' }, { time: status.time })
        : intl.formatMessage({ id: fallback?.labelId ?? status.labelId });
  return (
    <span className={badge({ tone })} data-testid="match-status" data-kind={kind}>
      {label}
    </span>
  );
}
