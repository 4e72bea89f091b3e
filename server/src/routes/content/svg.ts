/**
 * Deterministic SVG pictures of the content area: the same input always draws the same picture.
 * Colours come from the id, texts from the row (headline, teams, title); no external resources.
 */
import { escapeXml } from '../../escape.ts';

const FONT = "Arial, 'Helvetica Neue', Helvetica, sans-serif";

/** A hue spread by the golden angle so neighbouring ids differ. */
export function hueOf(id: number): number {
  return Math.round((id * 137.508) % 360);
}

/** Words wrapped into at most `maxLines` lines of about `width` characters; an ellipsis when cut. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line);
      line = word;
      if (out.length === maxLines) break;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (out.length < maxLines && line) out.push(line);
  const used = out.join(' ').split(/\s+/).length;
  if (used < words.length && out.length) out[out.length - 1] = `${out[out.length - 1]!.replace(/[.,:;!?]$/, '')}…`;
  return out.map((l) => (l.length > width + 8 ? `${l.slice(0, width + 6)}…` : l));
}

/** Up to two initials of a name: "Hà Nội FC" → "HN". */
export function initials(name: string): string {
  const letters = name
    .split(/[\s.-]+/)
    .filter((w) => /^\p{L}/u.test(w))
    .map((w) => w[0]!.toUpperCase());
  return (letters.slice(0, 2).join('') || name.slice(0, 2)).toUpperCase();
}

export function formatDuration(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function svg(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

function gradient(id: string, hue: number, shift = 40, light = 42): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,${light}%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + shift) % 360},75%,${Math.max(12, light - 24)}%)"/>` +
    `</linearGradient></defs>`
  );
}

function textLines(lines: string[], x: number, y: number, size: number, extra = ''): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * size * 1.22}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff"${extra}>${escapeXml(line)}</text>`)
    .join('');
}

function brand(x: number, y: number, anchor = 'end'): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="16" font-weight="700" fill="#fff" fill-opacity="0.8" text-anchor="${anchor}">SânCỏ Live</text>`;
}

function playButton(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="3"/>` +
    `<path d="M${cx - r * 0.3} ${cy - r * 0.45} L${cx + r * 0.5} ${cy} L${cx - r * 0.3} ${cy + r * 0.45} Z" fill="#fff"/>`
  );
}

export function newsCover(id: number, headline: string, category: string): string {
  const hue = hueOf(id);
  const lines = wrap(headline.split(/\s+/).slice(0, 12).join(' '), 26, 3);
  return svg(
    640,
    360,
    headline,
    gradient('g', hue) +
      `<rect width="640" height="360" fill="url(#g)"/>` +
      `<circle cx="560" cy="70" r="120" fill="#fff" fill-opacity="0.08"/><circle cx="600" cy="300" r="70" fill="#fff" fill-opacity="0.06"/>` +
      `<rect x="32" y="30" rx="14" width="${Math.max(80, category.length * 11 + 28)}" height="30" fill="#000" fill-opacity="0.35"/>` +
      `<text x="46" y="51" font-family="${FONT}" font-size="16" font-weight="700" fill="#fff">${escapeXml(category.toUpperCase())}</text>` +
      textLines(lines, 32, 150, 38) +
      `<rect x="32" y="310" width="64" height="5" fill="hsl(${(hue + 180) % 360},90%,60%)"/>` +
      brand(608, 330),
  );
}

export function highlightThumb(id: number, home: string, away: string, score: string, league: string, seconds: number): string {
  const hue = hueOf(id);
  const team = (cx: number, name: string, h: number) =>
    `<circle cx="${cx}" cy="170" r="52" fill="hsl(${h},65%,45%)" stroke="#fff" stroke-width="4"/>` +
    `<text x="${cx}" y="184" font-family="${FONT}" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>` +
    `<text x="${cx}" y="258" font-family="${FONT}" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(name.length > 20 ? `${name.slice(0, 19)}…` : name)}</text>`;
  return svg(
    640,
    360,
    `${home} ${score} ${away}`,
    `<rect width="640" height="360" fill="hsl(${hue},35%,14%)"/>` +
      `<path d="M0 360 L0 250 Q320 180 640 250 L640 360 Z" fill="hsl(${(hue + 120) % 360},45%,22%)"/>` +
      `<text x="320" y="46" font-family="${FONT}" font-size="20" font-weight="700" fill="#fff" fill-opacity="0.85" text-anchor="middle">${escapeXml(league)}</text>` +
      team(130, home, hue) +
      team(510, away, (hue + 180) % 360) +
      `<text x="320" y="150" font-family="${FONT}" font-size="48" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(score)}</text>` +
      playButton(320, 222, 36) +
      `<rect x="548" y="314" rx="6" width="76" height="30" fill="#000" fill-opacity="0.7"/>` +
      `<text x="586" y="335" font-family="${FONT}" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${formatDuration(seconds)}</text>` +
      brand(20, 338, 'start'),
  );
}

export function shortThumb(id: number, title: string, creator: string, category: string): string {
  const hue = hueOf(id);
  return svg(
    360,
    640,
    title,
    gradient('g', hue, 90, 48) +
      `<rect width="360" height="640" fill="url(#g)"/>` +
      `<circle cx="60" cy="120" r="140" fill="#fff" fill-opacity="0.07"/><circle cx="320" cy="420" r="110" fill="#000" fill-opacity="0.08"/>` +
      `<text x="24" y="48" font-family="${FONT}" font-size="18" font-weight="700" fill="#fff">#${escapeXml(category)}</text>` +
      playButton(180, 300, 46) +
      textLines(wrap(title, 20, 4), 24, 470, 26) +
      `<circle cx="46" cy="596" r="22" fill="hsl(${(hue + 200) % 360},70%,55%)" stroke="#fff" stroke-width="2"/>` +
      `<text x="46" y="603" font-family="${FONT}" font-size="17" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(creator))}</text>` +
      `<text x="78" y="602" font-family="${FONT}" font-size="17" font-weight="700" fill="#fff">${escapeXml(creator)}</text>`,
  );
}

export function comicCover(id: number, title: string, author: string, genre: string): string {
  const hue = hueOf(id);
  const panels = [
    [16, 16, 130, 150],
    [154, 16, 130, 90],
    [154, 114, 130, 52],
    [16, 174, 268, 90],
  ]
    .map(([x, y, w, h], i) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="hsl(${(hue + i * 25) % 360},60%,${55 - i * 6}%)" stroke="#111" stroke-width="3"/>`)
    .join('');
  return svg(
    300,
    400,
    title,
    `<rect width="300" height="400" fill="#f4efe3"/>` +
      panels +
      `<path d="M60 60 l18 30 l-36 0 Z" fill="#fff" fill-opacity="0.6"/><circle cx="220" cy="60" r="22" fill="#fff" fill-opacity="0.5"/>` +
      `<rect x="16" y="272" width="268" height="112" rx="6" fill="#111"/>` +
      textLines(wrap(title, 16, 2), 28, 306, 24) +
      `<text x="28" y="366" font-family="${FONT}" font-size="14" fill="#ddd">${escapeXml(author)} · ${escapeXml(genre)}</text>`,
  );
}

/** The motif of a promotion's picture, by its category. */
function promoMotif(category: string, hue: number): string {
  const accent = `hsl(${(hue + 150) % 360},80%,58%)`;
  const gift = (x: number, y: number, s: number) =>
    `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="8" fill="${accent}"/>` +
    `<rect x="${x + s / 2 - s / 14}" y="${y}" width="${s / 7}" height="${s}" fill="#ffd34d"/><rect x="${x}" y="${y + s / 2 - s / 14}" width="${s}" height="${s / 7}" fill="#ffd34d"/>`;
  switch (category) {
    case 'the-thao':
      return (
        `<circle cx="930" cy="200" r="130" fill="#fff"/>` +
        `<path d="M930 130 l60 44 -23 70 h-74 l-23 -70z" fill="#1b1b1b"/>` +
        `<path d="M930 70v60M990 174l112 -30M967 244l60 70M893 244l-60 70M870 174l-112 -30" stroke="#1b1b1b" stroke-width="8"/>` +
        `<circle cx="930" cy="200" r="130" fill="none" stroke="#1b1b1b" stroke-width="6"/>`
      );
    case 'esport':
      return (
        `<path d="M780 170 q20 -60 90 -60 h120 q70 0 90 60 l30 120 q10 50 -40 50 q-30 0 -55 -40 l-20 -30 h-130 l-20 30 q-25 40 -55 40 q-50 0 -40 -50z" fill="#fff"/>` +
        `<path d="M850 175v60M820 205h60" stroke="#1b1b1b" stroke-width="14" stroke-linecap="round"/>` +
        `<circle cx="1000" cy="185" r="14" fill="${accent}"/><circle cx="1035" cy="215" r="14" fill="#ffd34d"/>`
      );
    case 'hang-ngay':
      return (
        `<rect x="800" y="90" width="260" height="230" rx="20" fill="#fff"/>` +
        `<rect x="800" y="90" width="260" height="60" rx="20" fill="${accent}"/>` +
        `<rect x="840" y="70" width="16" height="50" rx="8" fill="#1b1b1b"/><rect x="1004" y="70" width="16" height="50" rx="8" fill="#1b1b1b"/>` +
        Array.from({ length: 7 }, (_, i) => `<circle cx="${835 + (i % 4) * 64}" cy="${195 + Math.floor(i / 4) * 70}" r="20" fill="${i < 6 ? '#ffd34d' : accent}"/>`).join('') +
        `<path d="M1006 262l16 16 30 -34" stroke="#1b1b1b" stroke-width="10" fill="none" stroke-linecap="round"/>`
      );
    case 'su-kien':
      return (
        [[880, 170, 90], [1060, 110, 50], [1040, 290, 60]]
          .map(([x, y, r], i) =>
            Array.from({ length: 12 }, (_, k) => {
              const a = (k / 12) * Math.PI * 2;
              return `<path d="M${x} ${y}L${Math.round(x! + Math.cos(a) * r!)} ${Math.round(y! + Math.sin(a) * r!)}" stroke="${i === 1 ? accent : '#ffd34d'}" stroke-width="6" stroke-linecap="round"/>`;
            }).join(''),
          )
          .join('') + `<circle cx="880" cy="170" r="18" fill="#fff"/>`
      );
    default:
      return gift(860, 110, 190) + gift(1070, 220, 90) + gift(760, 250, 70);
  }
}

/**
 * A promotion's picture: its colour from the id and a motif of its category, without words (the
 * texts are in the answer, in the visitor's language and currency).
 */
export function promoBanner(id: number, category: string, label: string): string {
  const hue = hueOf(id + 3);
  const confetti = Array.from({ length: 18 }, (_, i) => {
    const x = (i * 157 + id * 61) % 700 + 30;
    const y = (i * 89 + id * 37) % 340 + 30;
    return `<rect x="${x}" y="${y}" width="14" height="6" rx="3" transform="rotate(${(i * 47) % 180} ${x} ${y})" fill="#fff" fill-opacity="${0.18 + (i % 4) * 0.08}"/>`;
  }).join('');
  return svg(
    1200,
    400,
    label,
    gradient('g', hue, 60, 50) +
      `<rect width="1200" height="400" fill="url(#g)"/>` +
      `<circle cx="930" cy="200" r="230" fill="#fff" fill-opacity="0.08"/><circle cx="930" cy="200" r="170" fill="#fff" fill-opacity="0.08"/>` +
      confetti +
      promoMotif(category, hue) +
      brand(1170, 380),
  );
}

const BANNER_SIZES: Record<string, [number, number]> = {
  'home-top': [1200, 300],
  'home-middle': [1200, 200],
  sidebar: [300, 600],
  liveroom: [728, 90],
  news: [728, 90],
  'short-video': [360, 200],
  promotion: [1200, 200],
};

export function bannerImage(id: number, title: string, position: string): string {
  const [w, h] = BANNER_SIZES[position] ?? [1200, 300];
  const hue = hueOf(id * 7);
  const tall = h > w;
  const size = Math.round(Math.min(tall ? w / 8 : h / 3.2, 56));
  const lines = wrap(title, Math.max(10, Math.floor((w * 0.75) / (size * 0.55))), tall ? 5 : 2);
  const startY = tall ? h * 0.35 : h / 2 - ((lines.length - 1) * size * 1.22) / 2 + size / 3;
  return svg(
    w,
    h,
    title,
    gradient('g', hue, 70, 46) +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${w * 0.88}" cy="${h * 0.2}" r="${Math.min(w, h) * 0.6}" fill="#fff" fill-opacity="0.08"/>` +
      `<circle cx="${w * 0.8}" cy="${h * 0.9}" r="${Math.min(w, h) * 0.35}" fill="#000" fill-opacity="0.1"/>` +
      textLines(lines, Math.round(w * 0.05), Math.round(startY), size),
  );
}
