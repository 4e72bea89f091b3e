import { useIntl } from "../../../../lib/intl-context";
import { Link } from "wouter";
import { css } from "../../../../../styled-system/css";
import { badge, button, card } from "../../../../../styled-system/recipes";
import { roomPath } from "../../../../lib/room-path";
import { Avatar } from "../../../../components/ui/avatar";
import { Icon } from "../../../../components/ui/icon";
import { SectionNotice } from "../../../../components/ui/section-states";
import type { LiveRoom, ScheduleRow } from "../../../../../contracts/schemas/live";
import { formatCount } from "../../../../lib/format/count";

const section = css({
  display: "flex",
  flexDirection: "column",
  gap: "3",
  minW: "0",
});
const heading = css({ textStyle: "sectionTitle" });
/** Two columns under the player on tablets, one beside it on wide screens. */
const list = css({
  display: "grid",
  gridTemplateColumns: {
    base: "1fr",
    sm: "repeat(2, minmax(0, 1fr))",
    lg: "1fr",
  },
  gap: "3",
});
const roomCard = css({ p: "0", gap: "0", overflow: "hidden", h: "full" });
const thumb = css({
  position: "relative",
  aspectRatio: "wide",
  bg: "bg.subtle",
});
const thumbImg = css({ w: "full", h: "full", objectFit: "cover" });
const thumbBadges = css({
  position: "absolute",
  top: "2",
  left: "2",
  right: "2",
  display: "flex",
  justifyContent: "space-between",
  gap: "2",
});
const viewerChip = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  px: "2",
  py: "0.5",
  borderRadius: "full",
  bg: "bg.overlay",
  color: "fg.onLive",
  fontSize: "2xs",
  fontWeight: "bold",
});
const body = css({
  display: "flex",
  alignItems: "center",
  gap: "2.5",
  p: "3",
  minW: "0",
});
const text = css({
  display: "flex",
  flexDirection: "column",
  minW: "0",
  gap: "0.5",
});
const name = css({ fontWeight: "semibold", fontSize: "sm", lineClamp: "2" });
const sub = css({ fontSize: "xs", color: "fg.muted", truncate: true });

/** What a schedule row is about: both sides, or a show's title. */
export function rowTitle(row: ScheduleRow): string {
  return row.away ? `${row.home} – ${row.away}` : row.title || row.home;
}

/** Other live rooms (same mode first), each a whole link to its room. */
export function RecommendedRooms({ rooms }: { rooms: ScheduleRow[] }) {
  const intl = useIntl();
  return (
    <section
      className={section}
      aria-labelledby="room-recommended"
      data-testid="room-recommended"
    >
      <h2 id="room-recommended" className={heading}>
        {intl.formatMessage({ id: "room.recommended" })}
      </h2>
      {rooms.length === 0 ? (
        <p className={sub}>
          {intl.formatMessage({ id: "room.recommendedEmpty" })}
        </p>
      ) : (
        <ul className={list}>
          {rooms.map((row) => (
            <li key={row.roomId}>
              <Link
                href={roomPath(row)}
                className={`${card({ interactive: true })} ${roomCard}`}
                data-testid="recommended-room"
              >
                <span className={thumb}>
                  <img
                    src={row.cover}
                    alt=""
                    width={320}
                    height={180}
                    className={thumbImg}
                    loading="lazy"
                  />
                  <span className={thumbBadges}>
                    <span className={badge({ tone: "live" })}>
                      {intl.formatMessage({ id: "room.live" })}
                    </span>
                    <span className={viewerChip}>
                      <Icon name="eye" size={12} />
                      {formatCount(row.viewers)}
                    </span>
                  </span>
                </span>
                <span className={body}>
                  {row.users[0] ? (
                    <Avatar
                      src={row.users[0].avatar}
                      name={row.users[0].nickname}
                      size="sm"
                    />
                  ) : null}
                  <span className={text}>
                    <span className={name}>{rowTitle(row)}</span>
                    <span className={sub}>
                      {row.users[0]?.nickname ?? row.leagueName ?? ""}
                    </span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const offline = css({
  position: "relative",
  aspectRatio: "wide",
  w: "full",
  overflow: "hidden",
  borderRadius: { base: "[0]", sm: "xl" },
  bg: "ink.950",
});
const cover = css({
  position: "absolute",
  inset: "0",
  w: "full",
  h: "full",
  objectFit: "cover",
  opacity: "[0.5]",
});
const offlineBody = css({
  position: "absolute",
  inset: "0",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "2",
  px: "6",
  textAlign: "center",
  color: "fg.onLive",
  bg: "bg.overlay",
});
const offlineAfter = css({ px: { base: "4", sm: "0" } });
const offlineTitle = css({
  fontSize: { base: "lg", sm: "2xl" },
  fontWeight: "bold",
});
const offlineText = css({
  fontSize: "sm",
  color: "ink.200",
  maxW: "lg",
  display: { base: "none", sm: "block" },
});
const nextCard = css({
  flexDirection: { base: "column", sm: "row" },
  alignItems: { base: "stretch", sm: "center" },
  gap: "4",
});
const nextText = css({
  display: "flex",
  flexDirection: "column",
  gap: "1",
  flex: "1",
  minW: "0",
});
const nextLabel = css({
  fontSize: "xs",
  fontWeight: "bold",
  color: "accent.text",
  textTransform: "uppercase",
  letterSpacing: "wide",
});
const nextName = css({
  fontWeight: "bold",
  fontSize: "md",
  overflowWrap: "anywhere",
});

/** In place of the player when the room is not live: its cover, "not live now" and the host's next broadcast. */
export function OfflinePanel({ room }: { room: LiveRoom }) {
  const intl = useIntl();
  const next = room.nextSchedule;
  return (
    <div
      className={section}
      data-testid="room-offline"
      data-status={room.status}
    >
      <div className={offline}>
        <img src={room.cover} alt="" className={cover} />
        <div className={offlineBody}>
          <Icon name="tv" size={36} />
          <p className={offlineTitle}>
            {intl.formatMessage({ id: "room.offline.title" })}
          </p>
          <p className={offlineText}>
            {intl.formatMessage({ id: "room.offline.text" })}
          </p>
        </div>
      </div>
      <div className={offlineAfter}>
        {next ? (
          <article
            className={`${card()} ${nextCard}`}
            data-testid="room-next"
            aria-labelledby="room-next-title"
          >
            <span className={nextText}>
              <span className={nextLabel}>
                {intl.formatMessage({ id: "room.next.title" })}
              </span>
              <span id="room-next-title" className={nextName}>
                {rowTitle(next)}
              </span>
              <time className={sub} dateTime={next.startTime}>
                {intl.formatDate(next.startTime, {
                  weekday: "long",
                  day: "2-digit",
                  month: "2-digit",
                  hour: "2-digit",
                  minute: "2-digit",
                })}
                {next.leagueName ? ` · ${next.leagueName}` : ""}
              </time>
            </span>
            <Link
              href={roomPath(next)}
              className={button({ variant: "solid", size: "md" })}
            >
              <Icon name="live" size={18} />
              {intl.formatMessage({ id: "room.next.open" })}
            </Link>
          </article>
        ) : (
          <SectionNotice
            icon="calendar"
            title={intl.formatMessage({ id: "room.next.none" })}
            text={intl.formatMessage({ id: "room.next.noneText" })}
            testId="room-next-none"
          />
        )}
      </div>
    </div>
  );
}
