/** Deterministic SVG artwork of the community area: covers, place photos and post pictures. */
import { text as textElement, type Attrs } from '../../art/markup.ts';
import { blockHeight, fitText, textBlock, type FittedText } from '../../art/text-fit.ts';
import { randomSource } from '../../db/seed/seed-kit.ts';
import type { Language } from '../../i18n.ts';
import { label } from './messages.ts';

const PALETTES = [
  ['#0f766e', '#14b8a6', '#ccfbf1'],
  ['#1d4ed8', '#60a5fa', '#dbeafe'],
  ['#b91c1c', '#f87171', '#fee2e2'],
  ['#7c3aed', '#a78bfa', '#ede9fe'],
  ['#c2410c', '#fb923c', '#ffedd5'],
  ['#15803d', '#4ade80', '#dcfce7'],
  ['#be185d', '#f472b6', '#fce7f3'],
  ['#0369a1', '#38bdf8', '#e0f2fe'],
] as const;

export function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N} ]/gu, ' ').split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((word) => word[0]!.toUpperCase()).join('') || '#';
}

/** The picture's canvas: a diagonal gradient (its id is unique per picture, so inlined SVGs do not clash). */
function frame(key: string, width: number, height: number, palette: readonly string[], body: string): string {
  const [dark, mid] = palette;
  const id = `bg-${key}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/>` +
    `<stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>${body}</svg>`
  );
}

const FONT = 'Segoe UI, Roboto, Helvetica, Arial, sans-serif';

/** One line of text; `extra` may override the defaults (its font too). */
function text(x: number, y: number, size: number, content: string, extra: Attrs = {}): string {
  return textElement({ x, y, 'font-family': FONT, 'font-size': size, ...extra }, content);
}

/** Lines set by fitText, in the area's font. */
function block(lines: FittedText, x: number, y: number, width: number, extra: Attrs): string {
  return textBlock(lines, { x, y: Math.round(y), width }, { 'font-family': FONT, ...extra }, extra['font-weight'] !== undefined);
}

/** A topic's emblem drawn around (cx, cy) with radius r. */
function emblem(topic: string, cx: number, cy: number, r: number, color: string): string {
  const stroke = `fill="none" stroke="${color}" stroke-width="${Math.max(2, r / 12)}"`;
  switch (topic) {
    case 'basketball':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" ${stroke}/><path d="M${cx - r} ${cy}H${cx + r}M${cx} ${cy - r}V${cy + r}" ${stroke}/>` +
        `<path d="M${cx - r * 0.7} ${cy - r * 0.7}Q${cx} ${cy} ${cx - r * 0.7} ${cy + r * 0.7}M${cx + r * 0.7} ${cy - r * 0.7}Q${cx} ${cy} ${cx + r * 0.7} ${cy + r * 0.7}" ${stroke}/>`;
    case 'esport':
      return `<rect x="${cx - r}" y="${cy - r * 0.55}" width="${r * 2}" height="${r * 1.1}" rx="${r * 0.5}" ${stroke}/>` +
        `<path d="M${cx - r * 0.6} ${cy}h${r * 0.4}M${cx - r * 0.4} ${cy - r * 0.2}v${r * 0.4}" ${stroke}/>` +
        `<circle cx="${cx + r * 0.45}" cy="${cy - r * 0.1}" r="${r * 0.09}" fill="${color}"/><circle cx="${cx + r * 0.65}" cy="${cy + r * 0.12}" r="${r * 0.09}" fill="${color}"/>`;
    case 'tennis':
    case 'pickleball':
    case 'badminton':
      return `<ellipse cx="${cx - r * 0.2}" cy="${cy - r * 0.3}" rx="${r * 0.55}" ry="${r * 0.7}" ${stroke}/>` +
        `<path d="M${cx + r * 0.1} ${cy + r * 0.3}L${cx + r * 0.7} ${cy + r}" ${stroke}/><circle cx="${cx + r * 0.6}" cy="${cy - r * 0.6}" r="${r * 0.18}" fill="${color}"/>`;
    case 'volleyball':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" ${stroke}/><path d="M${cx} ${cy}L${cx} ${cy - r}M${cx} ${cy}L${cx - r * 0.87} ${cy + r / 2}M${cx} ${cy}L${cx + r * 0.87} ${cy + r / 2}" ${stroke}/>`;
    case 'running':
      return `<path d="M${cx - r} ${cy + r * 0.6}Q${cx} ${cy - r} ${cx + r} ${cy + r * 0.6}" ${stroke}/><circle cx="${cx}" cy="${cy - r * 0.2}" r="${r * 0.2}" fill="${color}"/>`;
    case 'billiard':
    case 'marble':
      return [0, 1, 2].map((i) => `<circle cx="${cx - r * 0.6 + i * r * 0.6}" cy="${cy + (i === 1 ? -r * 0.5 : r * 0.2)}" r="${r * 0.35}" ${stroke}/>`).join('');
    case 'tips':
      return `<path d="M${cx - r} ${cy + r * 0.6}L${cx - r * 0.3} ${cy}L${cx + r * 0.1} ${cy + r * 0.3}L${cx + r} ${cy - r * 0.6}" ${stroke}/><path d="M${cx + r * 0.6} ${cy - r * 0.6}H${cx + r}V${cy - r * 0.2}" ${stroke}/>`;
    case 'chat':
    case 'casino':
      return `<rect x="${cx - r}" y="${cy - r * 0.7}" width="${r * 1.6}" height="${r}" rx="${r * 0.25}" ${stroke}/><path d="M${cx - r * 0.6} ${cy + r * 0.3}l-${r * 0.2} ${r * 0.4}l${r * 0.5} -${r * 0.4}" ${stroke}/>`;
    default:
      // football
      return `<circle cx="${cx}" cy="${cy}" r="${r}" ${stroke}/><polygon points="${pentagon(cx, cy, r * 0.38)}" fill="${color}"/>` +
        [0, 1, 2, 3, 4].map((i) => {
          const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
          return `<path d="M${cx + Math.cos(a) * r * 0.38} ${cy + Math.sin(a) * r * 0.38}L${cx + Math.cos(a) * r} ${cy + Math.sin(a) * r}" ${stroke}/>`;
        }).join('');
  }
}

function pentagon(cx: number, cy: number, r: number): string {
  return [0, 1, 2, 3, 4]
    .map((i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      return `${(cx + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`;
    })
    .join(' ');
}

function dots(seed: string, width: number, height: number, color: string, count: number): string {
  const random = randomSource(seed);
  return Array.from({ length: count }, () =>
    `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${random.int(4, 28)}" fill="${color}" opacity="0.${random.int(8, 25)}"/>`,
  ).join('');
}

const paletteOf = (seed: string) => randomSource(seed).pick(PALETTES);

export function groupCoverSvg(id: number, name: string, topic: string, isPrivate: boolean, lang: Language): string {
  const palette = paletteOf(`group:${id}`);
  const title = fitText(name, { width: 720, maxLines: 2, size: 54, minSize: 36 });
  const lock = isPrivate
    ? `<g transform="translate(1120 40)"><rect x="0" y="16" width="40" height="30" rx="5" fill="${palette[2]}"/>` +
      `<path d="M8 16v-6a12 12 0 0 1 24 0v6" fill="none" stroke="${palette[2]}" stroke-width="5"/></g>`
    : '';
  return frame(
    `group-${id}`,
    1200,
    400,
    palette,
    dots(`group-dots:${id}`, 1200, 400, palette[2], 18) +
      emblem(topic, 200, 200, 110, palette[2]) +
      block(title, 380, 215 - blockHeight(title) / 2, 720, { fill: '#fff', 'font-weight': 700 }) +
      text(382, Math.round(265 + blockHeight(title) / 2), 26, label(topic, lang).toLocaleUpperCase(lang), { fill: palette[2], 'letter-spacing': 6 }) +
      lock,
  );
}

/** The month over the date block: "TH 11", "NOV", "11月". */
function monthLabel(month: number, lang: Language): string {
  if (lang === 'vi') return `TH ${month}`;
  if (lang === 'zh') return `${month}月`;
  return new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1)).toUpperCase();
}

export function eventCoverSvg(id: number, title: string, placeName: string | null, startsAt: Date, lang: Language): string {
  const palette = paletteOf(`event:${id}`);
  // The date block shows the day in Vietnam time.
  const local = new Date(startsAt.getTime() + 7 * 3600_000);
  const day = String(local.getUTCDate()).padStart(2, '0');
  const month = monthLabel(local.getUTCMonth() + 1, lang);
  const heading = fitText(title, { width: 760, maxLines: 3, size: 52, minSize: 36 });
  const top = (placeName ? 270 : 300) - blockHeight(heading) / 2;
  const time = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  return frame(
    `event-${id}`,
    1200,
    630,
    palette,
    dots(`event-dots:${id}`, 1200, 630, palette[2], 14) +
      `<rect x="80" y="150" width="240" height="280" rx="24" fill="#fff"/>` +
      `<rect x="80" y="150" width="240" height="70" rx="24" fill="${palette[0]}"/><rect x="80" y="190" width="240" height="30" fill="${palette[0]}"/>` +
      text(200, 200, 34, month, { fill: '#fff', 'text-anchor': 'middle', 'font-weight': 700 }) +
      text(200, 350, 130, day, { fill: palette[0], 'text-anchor': 'middle', 'font-weight': 800 }) +
      text(200, 405, 30, time, { fill: palette[0], 'text-anchor': 'middle' }) +
      block(heading, 380, top, 760, { fill: '#fff', 'font-weight': 700 }) +
      (placeName ? block(fitText(placeName, { width: 760, maxLines: 1, size: 30, minSize: 22, bold: false }), 380, top + blockHeight(heading) + 70, 760, { fill: palette[2] }) : ''),
  );
}

export function chatRoomCoverSvg(id: number, name: string, topic: string, isVip: boolean): string {
  const palette = paletteOf(`room:${id}`);
  const random = randomSource(`room-bubbles:${id}`);
  const bubbles = Array.from({ length: 5 }, (_, i) => {
    const y = 60 + i * 52;
    const right = random.chance(0.5);
    const w = random.int(120, 260);
    return `<rect x="${right ? 600 - w - 40 : 40}" y="${y}" width="${w}" height="36" rx="18" fill="#fff" opacity="${right ? 0.9 : 0.35}"/>`;
  }).join('');
  const crown = isVip
    ? `<path d="M520 40l16 26 22-30 22 30 16-26v44h-76z" fill="#facc15" stroke="#a16207" stroke-width="3"/>`
    : '';
  return frame(
    `room-${id}`,
    640,
    360,
    palette,
    bubbles +
      `<circle cx="110" cy="290" r="52" fill="${palette[2]}"/>` +
      text(110, 306, 42, initials(name), { fill: palette[0], 'text-anchor': 'middle', 'font-weight': 800 }) +
      emblem(topic, 560, 290, 40, '#fff') +
      crown,
  );
}

export function placePhotoSvg(id: number, name: string, kind: string, city: string): string {
  const palette = paletteOf(`place:${id}`);
  const scenes: Record<string, string> = {
    stadium:
      `<ellipse cx="400" cy="330" rx="360" ry="150" fill="${palette[0]}"/><ellipse cx="400" cy="330" rx="300" ry="110" fill="#16a34a"/>` +
      `<ellipse cx="400" cy="330" rx="60" ry="24" fill="none" stroke="#fff" stroke-width="3"/><path d="M400 220V440" stroke="#fff" stroke-width="3"/>` +
      [120, 680].map((x) => `<path d="M${x} 200V80M${x - 20} 80h40" stroke="#fff" stroke-width="6"/>`).join(''),
    cafe:
      `<rect x="200" y="80" width="400" height="230" rx="12" fill="#111827"/><rect x="215" y="95" width="370" height="200" fill="#16a34a"/>` +
      `<path d="M400 95V295" stroke="#fff" stroke-width="2"/><circle cx="400" cy="195" r="30" fill="none" stroke="#fff" stroke-width="2"/>` +
      [160, 360, 560].map((x) => `<rect x="${x}" y="380" width="60" height="60" rx="8" fill="#fff"/><path d="M${x + 60} 395q22 15 0 30" fill="none" stroke="#fff" stroke-width="6"/>`).join(''),
    court:
      `<polygon points="160,440 640,440 560,140 240,140" fill="#2563eb"/><polygon points="160,440 640,440 560,140 240,140" fill="none" stroke="#fff" stroke-width="4"/>` +
      `<path d="M200 290H600M400 140V440" stroke="#fff" stroke-width="3"/>`,
    arena:
      `<path d="M120 440V260Q400 40 680 260V440Z" fill="${palette[0]}"/><path d="M200 440V300Q400 140 600 300V440" fill="none" stroke="#fff" stroke-width="4"/>` +
      `<rect x="360" y="350" width="80" height="90" fill="#fff"/>`,
  };
  return frame(
    `place-${id}`,
    800,
    500,
    palette,
    dots(`place-dots:${id}`, 800, 120, palette[2], 10) +
      (scenes[kind] ?? scenes.stadium) +
      `<rect x="0" y="440" width="800" height="60" fill="#000" opacity="0.45"/>` +
      block(fitText(`${name} · ${city}`, { width: 752, maxLines: 1, size: 28, minSize: 20 }), 24, 480, 752, { fill: '#fff', 'font-weight': 600 }),
  );
}

/** A picture attached to a post: a pitch, a court, a scoreboard or a crowd, from the post id and index. */
export function postImageSvg(postId: number, index: number): string {
  const random = randomSource(`post-image:${postId}:${index}`);
  const palette = random.pick(PALETTES);
  const scene = random.int(0, 3);
  let body: string;
  if (scene === 0) {
    body =
      `<rect x="40" y="40" width="720" height="520" fill="#15803d" stroke="#fff" stroke-width="4"/><path d="M400 40V560" stroke="#fff" stroke-width="3"/>` +
      `<circle cx="400" cy="300" r="70" fill="none" stroke="#fff" stroke-width="3"/>` +
      `<rect x="40" y="190" width="110" height="220" fill="none" stroke="#fff" stroke-width="3"/><rect x="650" y="190" width="110" height="220" fill="none" stroke="#fff" stroke-width="3"/>` +
      Array.from({ length: 22 }, (_, i) => `<circle cx="${random.int(60, 740)}" cy="${random.int(60, 540)}" r="10" fill="${i < 11 ? palette[2] : palette[0]}" stroke="#fff" stroke-width="2"/>`).join('') +
      `<circle cx="${random.int(200, 600)}" cy="${random.int(150, 450)}" r="7" fill="#fff"/>`;
  } else if (scene === 1) {
    body =
      `<rect x="40" y="40" width="720" height="520" fill="#c2773c"/><path d="M400 40V560" stroke="#fff" stroke-width="3"/>` +
      `<circle cx="400" cy="300" r="60" fill="none" stroke="#fff" stroke-width="3"/>` +
      `<path d="M40 150H180A150 150 0 0 1 180 450H40M760 150H620A150 150 0 0 0 620 450H760" fill="none" stroke="#fff" stroke-width="3"/>` +
      emblem('basketball', random.int(250, 550), random.int(200, 400), 30, '#fff');
  } else if (scene === 2) {
    const home = random.int(0, 5);
    const away = random.int(0, 5);
    body =
      `<rect x="120" y="150" width="560" height="300" rx="24" fill="#0f172a" stroke="${palette[2]}" stroke-width="6"/>` +
      text(400, 330, 150, `${home} - ${away}`, { fill: '#facc15', 'text-anchor': 'middle', 'font-weight': 800, 'font-family': 'monospace' }) +
      text(400, 410, 36, `${random.int(1, 90)}'`, { fill: '#fff', 'text-anchor': 'middle' });
  } else {
    body =
      Array.from({ length: 90 }, () => `<circle cx="${random.int(0, 800)}" cy="${random.int(300, 600)}" r="${random.int(14, 26)}" fill="${random.pick(palette)}" opacity="0.9"/>`).join('') +
      `<path d="M60 300L160 120L260 300" fill="${palette[2]}" opacity="0.6"/><path d="M540 300L640 100L740 300" fill="${palette[2]}" opacity="0.6"/>` +
      emblem('football', 400, 160, 70, '#fff');
  }
  return frame(`post-${postId}-${index}`, 800, 600, palette, body);
}
