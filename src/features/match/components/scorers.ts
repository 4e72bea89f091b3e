/** The scoreboard's lines of scorers (pure). */
import type { MatchEvent } from '../../../../contracts/schemas/sports/matches';
import { eventMinute } from '../../../components/sports/match-format';

/** Each side's goals as "Martínez 29', 71'" lines (own goals marked), in the order scored. */
export function scorerLines(events: readonly MatchEvent[], side: 'home' | 'away', ownGoal: string): string[] {
  const byName = new Map<string, string[]>();
  for (const e of events) {
    if (e.side !== side || (e.type !== 'goal' && e.type !== 'penalty' && e.type !== 'own_goal')) continue;
    const name = e.player?.name ?? '–';
    const minute = eventMinute(e.minute, e.extra) + (e.type === 'penalty' ? ' (P)' : e.type === 'own_goal' ? ` (${ownGoal})` : '');
    const key = `${name}|${e.type === 'own_goal' ? 'og' : ''}`;
    byName.set(key, [...(byName.get(key) ?? []), minute]);
  }
  return [...byName].map(([key, minutes]) => `${key.split('|')[0]} ${minutes.join(', ')}`);
}

