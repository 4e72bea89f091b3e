/**
 * Deterministic SVG artwork: the same id always draws the same picture. Colours come from the id,
 * shapes from the kind of thing drawn, and the title is written on it.
 */
import type { Attrs } from '../../art/markup.ts';
import { fitText, textBlock, type FitOptions } from '../../art/text-fit.ts';
import { escapeXml } from '../../escape.ts';

const FONT = "'Be Vietnam Pro', 'Noto Sans', 'Noto Sans TC', Arial, sans-serif";

/** A hue from an id, spread around the colour wheel. */
export function hueOf(id: number, salt = 0): number {
  return (id * 137 + salt * 59) % 360;
}

/** Initials of a name: first and last word, without a leading "Nhóm" (band). */
export function initials(name: string): string {
  const words = name.replace(/^Nhóm\s+/i, '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A title fitted to `fit` (set smaller, then ended with an ellipsis, when long). */
function title(content: string, x: number, y: number, fit: FitOptions, values: Attrs): string {
  return textBlock(fitText(content, fit), { x, y, width: fit.width }, values, fit.bold ?? true);
}

const WHITE_BOLD = { 'font-weight': 700, fill: '#fff' } as const;

function svg(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="${escapeXml(label)}" font-family="${FONT}">${body}</svg>`
  );
}

function gradient(id: string, hue: number, hue2: number, light = [32, 14]): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},62%,${light[0]}%)"/><stop offset="1" stop-color="hsl(${hue2},70%,${light[1]}%)"/>` +
    `</linearGradient></defs>`
  );
}

export function filmPoster(p: { id: number; title: string; year: number; kindLabel: string; genre: string }): string {
  const hue = hueOf(p.id);
  const fitted = fitText(p.title, { width: 252, maxLines: 4, size: 30, minSize: 22 });
  const top = Math.round(300 - fitted.lines.length * fitted.size * 0.6);
  return svg(
    300,
    450,
    p.title,
    gradient('g', hue, hue + 50) +
      `<rect width="300" height="450" fill="url(#g)"/>` +
      `<circle cx="${60 + (p.id * 37) % 180}" cy="150" r="110" fill="hsl(${hue + 180},70%,60%)" opacity="0.18"/>` +
      `<circle cx="${240 - (p.id * 23) % 160}" cy="210" r="70" fill="#fff" opacity="0.08"/>` +
      `<rect x="20" y="22" rx="12" width="${Math.max(70, p.genre.length * 11 + 24)}" height="26" fill="#000" opacity="0.35"/>` +
      title(p.genre, 32, 40, { width: 236, maxLines: 1, size: 14, minSize: 11, bold: false }, { fill: '#fff' }) +
      textBlock(fitted, { x: 24, y: top, width: 252 }, WHITE_BOLD) +
      `<rect x="24" y="392" width="252" height="1" fill="#fff" opacity="0.4"/>` +
      `<text x="24" y="420" font-size="16" fill="#fff" opacity="0.85">${escapeXml(`${p.kindLabel} · ${p.year}`)}</text>`,
  );
}

const CATEGORY_HUES: Record<string, number> = { sports: 140, news: 0, entertainment: 280 };

export function channelLogo(p: { id: number; callSign: string; name: string; category: string }): string {
  const hue = CATEGORY_HUES[p.category] ?? hueOf(p.id);
  const size = p.callSign.length > 3 ? 54 : 68;
  return svg(
    240,
    240,
    p.name,
    gradient('g', hue, hue + 30, [42, 22]) +
      `<rect width="240" height="240" rx="36" fill="url(#g)"/>` +
      `<circle cx="120" cy="104" r="70" fill="none" stroke="#fff" stroke-width="4" opacity="0.35"/>` +
      `<text x="120" y="${104 + size / 3}" font-size="${size}" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(p.callSign)}</text>` +
      title(p.name, 120, 210, { width: 210, maxLines: 1, size: 18, minSize: 13, bold: false }, { fill: '#fff', 'text-anchor': 'middle', opacity: 0.9 }),
  );
}

export function artistAvatar(p: { id: number; name: string }): string {
  const hue = hueOf(p.id, 3);
  const bars = Array.from({ length: 9 }, (_, i) => {
    const h = 14 + ((p.id * 31 + i * 17) % 34);
    return `<rect x="${96 + i * 12}" y="${250 - h}" width="7" height="${h}" rx="3" fill="#fff" opacity="0.55"/>`;
  }).join('');
  return svg(
    300,
    300,
    p.name,
    gradient('g', hue, hue + 60) +
      `<rect width="300" height="300" fill="url(#g)"/>` +
      `<circle cx="150" cy="130" r="86" fill="#fff" opacity="0.14"/>` +
      `<text x="150" y="156" font-size="76" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(initials(p.name))}</text>` +
      bars,
  );
}

export function albumCover(p: { id: number; title: string; artist: string }): string {
  const hue = hueOf(p.id, 5);
  const rings = [120, 100, 80, 60]
    .map((r) => `<circle cx="190" cy="130" r="${r}" fill="none" stroke="#fff" stroke-width="1.5" opacity="0.25"/>`)
    .join('');
  return svg(
    300,
    300,
    p.title,
    gradient('g', hue, hue + 90) +
      `<rect width="300" height="300" fill="url(#g)"/>` +
      `<circle cx="190" cy="130" r="124" fill="#111" opacity="0.55"/>` +
      rings +
      `<circle cx="190" cy="130" r="28" fill="hsl(${hue + 180},75%,62%)"/><circle cx="190" cy="130" r="5" fill="#111"/>` +
      title(p.title, 20, 232, { width: 260, maxLines: 2, size: 24, minSize: 18 }, WHITE_BOLD) +
      title(p.artist, 20, 286, { width: 260, maxLines: 1, size: 15, minSize: 12, bold: false }, { fill: '#fff', opacity: 0.8 }),
  );
}

export function songCover(p: { id: number; title: string; artist: string }): string {
  const hue = hueOf(p.id, 7);
  const bars = Array.from({ length: 16 }, (_, i) => {
    const h = 20 + ((p.id * 53 + i * 29) % 90);
    return `<rect x="${24 + i * 16}" y="${150 - h}" width="10" height="${h}" rx="4" fill="hsl(${hue + i * 6},80%,70%)" opacity="0.85"/>`;
  }).join('');
  return svg(
    300,
    300,
    p.title,
    gradient('g', hue, hue + 40, [26, 10]) +
      `<rect width="300" height="300" fill="url(#g)"/>` +
      bars +
      `<path d="M132 178 l0 34 l28 -17 z" fill="#fff" opacity="0.9"/>` +
      title(p.title, 20, 240, { width: 260, maxLines: 2, size: 22, minSize: 17 }, WHITE_BOLD) +
      title(p.artist, 20, 288, { width: 260, maxLines: 1, size: 14, minSize: 11, bold: false }, { fill: '#fff', opacity: 0.8 }),
  );
}

/** A motif per game category: tiles, a ball, a race track, cards. */
function gameMotif(category: string, hue: number): string {
  const accent = `hsl(${hue + 180},80%,65%)`;
  switch (category) {
    case 'giai-do':
      return [0, 1, 2, 3, 4, 5]
        .map((i) => `<rect x="${120 + (i % 3) * 56}" y="${40 + Math.floor(i / 3) * 56}" width="48" height="48" rx="8" fill="${accent}" opacity="${0.4 + (i % 3) * 0.2}"/>`)
        .join('');
    case 'the-thao':
      return `<circle cx="200" cy="110" r="70" fill="#fff"/><path d="M200 80 l28 20 l-10 33 h-36 l-10 -33 z" fill="#222"/>`;
    case 'dua-toc-do':
      return `<path d="M60 210 L180 40 h40 L340 210 z" fill="#333"/><path d="M200 60 v30 M200 120 v30 M200 180 v25" stroke="${accent}" stroke-width="8"/>`;
    default:
      return [0, 1, 2]
        .map((i) => `<rect x="${140 + i * 40}" y="${50 + i * 10}" width="80" height="116" rx="10" fill="#fff" stroke="${accent}" stroke-width="4" transform="rotate(${-12 + i * 12} ${180 + i * 40} ${108 + i * 10})"/>`)
        .join('');
  }
}

export function gameCover(p: { id: number; name: string; category: string; categoryName: string }): string {
  const hue = hueOf(p.id, 11);
  return svg(
    400,
    300,
    p.name,
    gradient('g', hue, hue + 70, [40, 16]) +
      `<rect width="400" height="300" fill="url(#g)"/>` +
      gameMotif(p.category, hue) +
      `<rect x="0" y="222" width="400" height="78" fill="#000" opacity="0.45"/>` +
      title(p.name, 20, 258, { width: 360, maxLines: 1, size: 26, minSize: 18 }, WHITE_BOLD) +
      title(p.categoryName, 20, 285, { width: 360, maxLines: 1, size: 14, minSize: 11, bold: false }, { fill: '#fff', opacity: 0.8 }),
  );
}
