import { useState } from 'react';
import { useIntl } from '../../../../lib/intl-context';
import { css, cx } from '../../../../../styled-system/css';
import { showSessionsLoader } from '../../../../../machines/room-tabs/panel.loaders';
import { Avatar } from '../../../../components/ui/avatar';
import { MatchStatusBadge } from '../../../../components/ui/match-status-badge';
import type { LiveRoom } from '../../../../../contracts/schemas/live';
import { PanelData } from '../../../../components/sports/panel-data';
import { muted, section, sectionTitle, stack, subtle, truncate } from '../../../../components/sports/section-styles';
import { useLoader } from '../../../../components/ui/use-loader';

const hosts = css({ display: 'flex', flexWrap: 'wrap', gap: '4' });
const host = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' });
const hostText = css({ display: 'flex', flexDirection: 'column', minW: '0' });
const dayTitle = css({ fontSize: 'sm', fontWeight: 'bold', color: 'fg.muted' });
const sessions = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))', gap: '2' });
const sessionCard = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  px: '3',
  py: '2',
  borderRadius: 'lg',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'transparent',
  minW: '0',
  '&[data-status="2"]': { borderColor: 'accent.live', bg: 'accent.liveMuted' },
  '&[data-status="3"], &[data-status="5"]': { opacity: 'muted' },
});
const time = css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' });
const sessionTop = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1', flexWrap: 'wrap' });

/** Overview of a show room (marble racing, casino): its hosts and its sessions of today and tomorrow. */
export function ShowOverviewPanel({ room, liveKey }: { room: LiveRoom; liveKey: string }) {
  const intl = useIntl();
  const [input] = useState(() => ({ roomId: room.roomId, liveModeId: room.liveModeId, nowMs: Date.now() }));
  const panel = useLoader(showSessionsLoader, input, liveKey);
  return (
    <div className={stack} data-testid="overview-panel" data-state={panel.state}>
      {room.users.length ? (
        <section className={section} data-testid="show-hosts">
          <h2 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.show.hosts' })}</h2>
          <ul className={hosts}>
            {room.users.map((u, i) => (
              <li key={u.userId} className={host}>
                <Avatar src={u.avatar} name={u.nickname} size="md" />
                <span className={hostText}>
                  <span className={cx(truncate, css({ fontWeight: 'semibold' }))}>{u.nickname}</span>
                  {i === 0 ? <span className={subtle}>{intl.formatMessage({ id: 'roomTabs.show.mainHost' })}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={section} data-testid="show-sessions">
        <h2 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.show.sessions' })}</h2>
        <PanelData status={panel.status} data={panel.data} error={panel.error} onRetry={panel.retry} rows={2}>
          {(days) => (
            <div className={stack}>
              {days.map((day, i) => (
                <div key={day.date} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                  <h3 className={dayTitle}>
                    {intl.formatMessage({ id: i === 0 ? 'roomTabs.show.today' : 'roomTabs.show.tomorrow' })} ·{' '}
                    {intl.formatDate(`${day.date}T12:00:00Z`, { weekday: 'long', day: '2-digit', month: '2-digit', timeZone: 'UTC' })}
                  </h3>
                  {day.sessions.length === 0 ? (
                    <p className={muted}>{intl.formatMessage({ id: 'roomTabs.show.noSessions' })}</p>
                  ) : (
                    <ol className={sessions}>
                      {day.sessions.map((s) => (
                        <li key={s.id} className={sessionCard} data-status={s.status} data-testid="show-session">
                          <span className={sessionTop}>
                            <time className={time} dateTime={s.startTime}>
                              {intl.formatTime(s.startTime, { hour: '2-digit', minute: '2-digit' })}
                            </time>
                            <MatchStatusBadge text={s.status === 1 ? null : s.statusText} statusId={s.status} />
                          </span>
                          <span className={cx(truncate, css({ fontSize: 'sm' }))}>{s.home}</span>
                        </li>
                      ))}
                    </ol>
                  )}
                </div>
              ))}
            </div>
          )}
        </PanelData>
      </section>
    </div>
  );
}
