/**
 * The page images of a comic chapter, drawn on request from the data (no stored files, no external
 * URLs): /media/comic-page/<seriesId>/<chapter>/<page>.svg. Each page is a grid of panels in the
 * series' colours with a scene (sky, ground, figures, a speech bubble or a sound effect) picked by a
 * random walk seeded with the series, chapter and page, so a page is the same on every request.
 */
import { randomSource } from '../../db/seed/seed-kit.ts';
import { escapeXml } from '../../escape.ts';
import { fitText, textBlock } from '../../art/text-fit.ts';
import { hueOf } from '../content/svg.ts';

const FONT = "'Comic Sans MS', 'Chalkboard SE', Arial, sans-serif";
export const PAGE_WIDTH = 800;
export const PAGE_HEIGHT = 1200;
const MARGIN = 28;
const GUTTER = 18;

/** The site path of a page image. */
export const comicPagePath = (seriesId: number, chapter: number, page: number) => `/media/comic-page/${seriesId}/${chapter}/${page}.svg`;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The panel layouts of a page: rows of panels, each row a list of relative widths. */
const LAYOUTS: number[][][] = [
  [[1], [1, 1], [2, 1]],
  [[1, 1], [1], [1, 2]],
  [[1], [1]],
  [[2, 1], [1, 1], [1]],
  [[1], [1, 1, 1], [1]],
  [[1, 1], [1, 1]],
];

/** The panels of a layout inside the page's margins (row heights shared evenly). */
export function panelBoxes(layout: number[][]): Box[] {
  const rowHeight = (PAGE_HEIGHT - 2 * MARGIN - (layout.length - 1) * GUTTER - 70) / layout.length;
  const boxes: Box[] = [];
  layout.forEach((row, r) => {
    const total = row.reduce((a, b) => a + b, 0);
    const usable = PAGE_WIDTH - 2 * MARGIN - (row.length - 1) * GUTTER;
    let x = MARGIN;
    for (const part of row) {
      const w = (usable * part) / total;
      boxes.push({ x, y: MARGIN + r * (rowHeight + GUTTER), w, h: rowHeight });
      x += w + GUTTER;
    }
  });
  return boxes;
}

const SOUNDS = ['BỐP!', 'VÚT!', 'ẦM!', 'RẦM!', 'HỰ!', 'XOẸT!', '!!', '?!', '…'];

type Random = ReturnType<typeof randomSource>;

function figure(x: number, y: number, scale: number, hue: number): string {
  const s = scale;
  return (
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(2)})">` +
    `<path d="M-34 120 Q-30 40 0 36 Q30 40 34 120 Z" fill="hsl(${hue},55%,45%)" stroke="#111" stroke-width="4"/>` +
    `<circle cx="0" cy="0" r="30" fill="#f6d7b8" stroke="#111" stroke-width="4"/>` +
    `<path d="M-30 -6 Q-26 -38 0 -36 Q28 -38 30 -6 Q14 -22 -30 -6 Z" fill="#222"/>` +
    `<circle cx="-10" cy="2" r="3.5" fill="#111"/><circle cx="10" cy="2" r="3.5" fill="#111"/>` +
    `<path d="M-8 14 Q0 19 8 14" fill="none" stroke="#111" stroke-width="3" stroke-linecap="round"/>` +
    `</g>`
  );
}

function bubble(box: Box, random: Random): string {
  const w = Math.min(box.w * 0.55, 260);
  const h = 58;
  const x = box.x + 14 + random.next() * Math.max(0, box.w - w - 28);
  const y = box.y + 14;
  const lines = random.int(1, 2);
  const strokes = Array.from({ length: lines }, (_, i) => {
    const len = (w - 40) * (0.55 + random.next() * 0.45);
    const ly = y + (lines === 1 ? h / 2 : 20 + i * 18);
    return `<line x1="${(x + 20).toFixed(1)}" y1="${ly.toFixed(1)}" x2="${(x + 20 + len).toFixed(1)}" y2="${ly.toFixed(1)}" stroke="#555" stroke-width="6" stroke-linecap="round"/>`;
  }).join('');
  const tailX = x + w * 0.3;
  return (
    `<path d="M${tailX.toFixed(1)} ${y + h - 2} l-10 26 l32 -26 Z" fill="#fff" stroke="#111" stroke-width="3"/>` +
    `<rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${h}" rx="26" fill="#fff" stroke="#111" stroke-width="3"/>` +
    strokes
  );
}

function sound(box: Box, random: Random, hue: number): string {
  const word = random.pick(SOUNDS);
  const size = Math.min(72, box.h * 0.3);
  const x = box.x + box.w * (0.25 + random.next() * 0.4);
  const y = box.y + box.h * 0.35;
  const tilt = random.int(-14, 14);
  return (
    `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${tilt} ${x.toFixed(1)} ${y.toFixed(1)})" font-family="${FONT}" ` +
    `font-size="${size.toFixed(0)}" font-weight="900" fill="hsl(${(hue + 180) % 360},90%,60%)" stroke="#111" stroke-width="3" text-anchor="middle">${escapeXml(word)}</text>`
  );
}

function panel(box: Box, index: number, random: Random, hue: number): string {
  const clip = `p${index}`;
  const skyHue = (hue + random.int(-30, 30) + 360) % 360;
  const night = random.chance(0.25);
  const horizon = box.y + box.h * (0.55 + random.next() * 0.2);
  const parts: string[] = [
    `<clipPath id="${clip}"><rect x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.w.toFixed(1)}" height="${box.h.toFixed(1)}"/></clipPath>`,
    `<g clip-path="url(#${clip})">`,
    `<rect x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.w.toFixed(1)}" height="${box.h.toFixed(1)}" fill="hsl(${skyHue},${night ? 45 : 70}%,${night ? 22 : 78}%)"/>`,
    night
      ? `<circle cx="${(box.x + box.w * 0.8).toFixed(1)}" cy="${(box.y + 40).toFixed(1)}" r="18" fill="#f5f0c8"/>`
      : `<circle cx="${(box.x + box.w * 0.82).toFixed(1)}" cy="${(box.y + 44).toFixed(1)}" r="24" fill="#ffe27a" fill-opacity="0.9"/>`,
    `<path d="M${box.x.toFixed(1)} ${horizon.toFixed(1)} Q${(box.x + box.w / 2).toFixed(1)} ${(horizon - 30).toFixed(1)} ${(box.x + box.w).toFixed(1)} ${horizon.toFixed(1)} V${(box.y + box.h).toFixed(1)} H${box.x.toFixed(1)} Z" fill="hsl(${(hue + 90) % 360},35%,${night ? 18 : 48}%)"/>`,
  ];
  // Speed lines behind an action panel.
  if (random.chance(0.3)) {
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    for (let i = 0; i < 16; i++) {
      const angle = (i / 16) * Math.PI * 2;
      const r = Math.max(box.w, box.h);
      parts.push(
        `<line x1="${(cx + Math.cos(angle) * r * 0.35).toFixed(1)}" y1="${(cy + Math.sin(angle) * r * 0.35).toFixed(1)}" x2="${(cx + Math.cos(angle) * r).toFixed(1)}" y2="${(cy + Math.sin(angle) * r).toFixed(1)}" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>`,
      );
    }
  }
  const figures = random.int(1, Math.min(3, Math.max(1, Math.floor(box.w / 180))));
  const scale = Math.min(1.6, Math.max(0.7, box.h / 260));
  for (let i = 0; i < figures; i++) {
    const fx = box.x + ((i + 1) * box.w) / (figures + 1) + random.int(-20, 20);
    parts.push(figure(fx, horizon - 70 * scale, scale, (hue + i * 70) % 360));
  }
  parts.push(random.chance(0.6) ? bubble(box, random) : sound(box, random, hue));
  parts.push(`</g>`);
  parts.push(
    `<rect x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.w.toFixed(1)}" height="${box.h.toFixed(1)}" fill="none" stroke="#111" stroke-width="5"/>`,
  );
  return parts.join('');
}

/** One page of a chapter as an SVG document (the series' title and the chapter's in the footer). */
export function comicPage(seriesId: number, seriesTitle: string, chapter: number, chapterTitle: string, page: number, pages: number): string {
  const random = randomSource(`comic:${seriesId}:${chapter}:${page}`);
  const hue = hueOf(seriesId);
  const layout = random.pick(LAYOUTS);
  const panels = panelBoxes(layout)
    .map((box, i) => panel(box, i, random, hue))
    .join('');
  const footerY = PAGE_HEIGHT - 40;
  const caption = fitText(`${seriesTitle} · ${chapterTitle}`, { width: 600, maxLines: 1, size: 20, minSize: 15, bold: false });
  const label = `${seriesTitle} · ${chapterTitle} · ${page}/${pages}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}" role="img">` +
    `<title>${escapeXml(label)}</title>` +
    `<rect width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" fill="#fbf8f1"/>` +
    panels +
    textBlock(caption, { x: MARGIN, y: footerY, width: 600 }, { 'font-family': 'Arial, sans-serif', fill: '#555' }, false) +
    `<text x="${PAGE_WIDTH - MARGIN}" y="${footerY}" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#333" text-anchor="end">${page} / ${pages}</text>` +
    `</svg>`
  );
}
