/**
 * Deterministic SVG pictures of the content area: the same input always draws the same picture.
 * Colours come from the id, texts from the row (headline, teams, title); no external resources.
 */
import { el } from '../../art/markup.ts';
import { blockHeight, fitText, measure, textBlock } from '../../art/text-fit.ts';
import { escapeXml } from '../../escape.ts';

const FONT = "Arial, 'Helvetica Neue', Helvetica, sans-serif";

/** A hue spread by the golden angle so neighbouring ids differ. */
export function hueOf(id: number): number {
  return Math.round((id * 137.508) % 360);
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

/** White bold text of a fitted block. */
function whiteBlock(content: string, x: number, y: number, fit: Parameters<typeof fitText>[1], extra: Record<string, string> = {}): string {
  return textBlock(fitText(content, fit), { x, y, width: fit.width }, { 'font-family': FONT, 'font-weight': 700, fill: '#fff', ...extra });
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

/** A news cover: the category on a tag and the headline on up to three lines (set smaller when long). */
export function newsCover(id: number, headline: string, category: string, lang: string): string {
  const hue = hueOf(id);
  const tag = fitText(category.toLocaleUpperCase(lang), { width: 400, maxLines: 1, size: 16, minSize: 12 });
  return svg(
    640,
    360,
    headline,
    gradient('g', hue) +
      `<rect width="640" height="360" fill="url(#g)"/>` +
      `<circle cx="560" cy="70" r="120" fill="#fff" fill-opacity="0.08"/><circle cx="600" cy="300" r="70" fill="#fff" fill-opacity="0.06"/>` +
      el('rect', { x: 32, y: 30, rx: 14, width: Math.round(Math.min(400, measure(tag.lines[0] ?? '', tag.size)) + 28), height: 30, fill: '#000', 'fill-opacity': 0.35 }) +
      textBlock(tag, { x: 46, y: 51, width: 400 }, { 'font-family': FONT, 'font-weight': 700, fill: '#fff' }) +
      whiteBlock(headline, 32, 140, { width: 576, maxLines: 3, size: 40, minSize: 28 }) +
      `<rect x="32" y="310" width="64" height="5" fill="hsl(${(hue + 180) % 360},90%,60%)"/>` +
      brand(608, 330),
  );
}

export function highlightThumb(id: number, home: string, away: string, score: string, league: string, seconds: number): string {
  const hue = hueOf(id);
  const team = (cx: number, name: string, h: number) =>
    `<circle cx="${cx}" cy="170" r="52" fill="hsl(${h},65%,45%)" stroke="#fff" stroke-width="4"/>` +
    `<text x="${cx}" y="184" font-family="${FONT}" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>` +
    whiteBlock(name, cx, 256, { width: 230, maxLines: 2, size: 18, minSize: 14, leading: 1.15 }, { 'text-anchor': 'middle' });
  return svg(
    640,
    360,
    `${home} ${score} ${away}`,
    `<rect width="640" height="360" fill="hsl(${hue},35%,14%)"/>` +
      `<path d="M0 360 L0 250 Q320 180 640 250 L640 360 Z" fill="hsl(${(hue + 120) % 360},45%,22%)"/>` +
      whiteBlock(league, 320, 46, { width: 560, maxLines: 1, size: 20, minSize: 14 }, { 'fill-opacity': '0.85', 'text-anchor': 'middle' }) +
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
      whiteBlock(title, 24, 460, { width: 312, maxLines: 4, size: 26, minSize: 20 }) +
      `<circle cx="46" cy="596" r="22" fill="hsl(${(hue + 200) % 360},70%,55%)" stroke="#fff" stroke-width="2"/>` +
      `<text x="46" y="603" font-family="${FONT}" font-size="17" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(creator))}</text>` +
      whiteBlock(creator, 78, 602, { width: 260, maxLines: 1, size: 17, minSize: 13 }),
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
      whiteBlock(title, 28, 304, { width: 244, maxLines: 2, size: 24, minSize: 17 }) +
      textBlock(fitText(genre ? `${author} · ${genre}` : author, { width: 244, maxLines: 1, size: 14, minSize: 11, bold: false }), { x: 28, y: 366, width: 244 }, { 'font-family': FONT, fill: '#ddd' }, false),
  );
}

/** The motifs of promotions and banners, drawn in a 1200×400 frame around (930, 200) within about 190 units. */
const MOTIFS: Record<string, (accent: string) => string> = {
  gift: (accent) => {
    const gift = (x: number, y: number, s: number) =>
      `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="8" fill="${accent}"/>` +
      `<rect x="${x + s / 2 - s / 14}" y="${y}" width="${s / 7}" height="${s}" fill="#ffd34d"/><rect x="${x}" y="${y + s / 2 - s / 14}" width="${s}" height="${s / 7}" fill="#ffd34d"/>`;
    return gift(840, 110, 190) + gift(1040, 230, 90) + gift(750, 260, 70);
  },
  'the-thao': () =>
    `<circle cx="930" cy="200" r="130" fill="#fff"/>` +
    `<path d="M930 130 l60 44 -23 70 h-74 l-23 -70z" fill="#1b1b1b"/>` +
    `<path d="M930 70v60M990 174l112 -30M967 244l60 70M893 244l-60 70M870 174l-112 -30" stroke="#1b1b1b" stroke-width="8"/>` +
    `<circle cx="930" cy="200" r="130" fill="none" stroke="#1b1b1b" stroke-width="6"/>`,
  esport: (accent) =>
    `<path d="M780 170 q20 -60 90 -60 h120 q70 0 90 60 l30 120 q10 50 -40 50 q-30 0 -55 -40 l-20 -30 h-130 l-20 30 q-25 40 -55 40 q-50 0 -40 -50z" fill="#fff"/>` +
    `<path d="M850 175v60M820 205h60" stroke="#1b1b1b" stroke-width="14" stroke-linecap="round"/>` +
    `<circle cx="1000" cy="185" r="14" fill="${accent}"/><circle cx="1035" cy="215" r="14" fill="#ffd34d"/>`,
  'hang-ngay': (accent) =>
    `<rect x="800" y="90" width="260" height="230" rx="20" fill="#fff"/>` +
    `<rect x="800" y="90" width="260" height="60" rx="20" fill="${accent}"/>` +
    `<rect x="840" y="70" width="16" height="50" rx="8" fill="#1b1b1b"/><rect x="1004" y="70" width="16" height="50" rx="8" fill="#1b1b1b"/>` +
    Array.from({ length: 7 }, (_, i) => `<circle cx="${835 + (i % 4) * 64}" cy="${195 + Math.floor(i / 4) * 70}" r="20" fill="${i < 6 ? '#ffd34d' : accent}"/>`).join('') +
    `<path d="M1006 262l16 16 30 -34" stroke="#1b1b1b" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  'su-kien': (accent) =>
    [[880, 170, 90], [1060, 110, 50], [1040, 290, 60]]
      .map(([x, y, r], i) =>
        Array.from({ length: 12 }, (_, k) => {
          const a = (k / 12) * Math.PI * 2;
          return `<path d="M${x} ${y}L${Math.round(x! + Math.cos(a) * r!)} ${Math.round(y! + Math.sin(a) * r!)}" stroke="${i === 1 ? accent : '#ffd34d'}" stroke-width="6" stroke-linecap="round"/>`;
        }).join(''),
      )
      .join('') + `<circle cx="880" cy="170" r="18" fill="#fff"/>`,
  live: (accent) =>
    `<rect x="780" y="70" width="300" height="200" rx="22" fill="#fff"/><rect x="798" y="88" width="264" height="164" rx="12" fill="#14532d"/>` +
    `<path d="M930 88V252" stroke="#fff" stroke-width="3" opacity="0.7"/><circle cx="930" cy="170" r="34" fill="none" stroke="#fff" stroke-width="3" opacity="0.7"/>` +
    `<circle cx="975" cy="200" r="16" fill="#fff"/><rect x="880" y="290" width="100" height="14" rx="7" fill="#fff"/><rect x="920" y="270" width="20" height="22" fill="#fff"/>` +
    `<circle cx="1060" cy="70" r="26" fill="#ef4444" stroke="#fff" stroke-width="6"/>` +
    `<path d="M1100 40a60 60 0 0 1 0 60M1120 20a90 90 0 0 1 0 100" stroke="${accent}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  play: (accent) =>
    `<rect x="850" y="40" width="170" height="300" rx="26" fill="#1b1b1b" stroke="#fff" stroke-width="8"/>` +
    `<rect x="866" y="70" width="138" height="240" rx="10" fill="${accent}"/>` +
    `<circle cx="935" cy="190" r="44" fill="#fff"/><path d="M922 166l40 24 -40 24z" fill="#1b1b1b"/>` +
    `<path d="M790 120l-30 -20M790 190h-40M790 260l-30 20M1080 120l30 -20M1080 190h40M1080 260l30 20" stroke="#ffd34d" stroke-width="8" stroke-linecap="round"/>`,
  chart: (accent) =>
    `<path d="M770 330H1100M770 330V60" stroke="#fff" stroke-width="8" stroke-linecap="round"/>` +
    [0, 1, 2, 3].map((i) => `<rect x="${800 + i * 72}" y="${270 - i * 50}" width="48" height="${60 + i * 50}" rx="6" fill="${i === 3 ? '#ffd34d' : '#fff'}" opacity="${0.55 + i * 0.15}"/>`).join('') +
    `<path d="M800 240L880 200L950 220L1080 90" stroke="${accent}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M1040 86h44v44" stroke="${accent}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  comic: (accent) =>
    `<rect x="770" y="60" width="320" height="280" rx="10" fill="#fff" stroke="#1b1b1b" stroke-width="6"/>` +
    `<rect x="790" y="80" width="130" height="120" fill="${accent}" stroke="#1b1b1b" stroke-width="5"/><rect x="936" y="80" width="134" height="120" fill="#ffd34d" stroke="#1b1b1b" stroke-width="5"/>` +
    `<rect x="790" y="216" width="280" height="104" fill="#7dd3fc" stroke="#1b1b1b" stroke-width="5"/>` +
    `<path d="M960 112h90v40h-50l-20 18v-18h-20z" fill="#fff" stroke="#1b1b1b" stroke-width="4"/><circle cx="855" cy="150" r="26" fill="#fff" stroke="#1b1b1b" stroke-width="4"/>` +
    `<path d="M820 290l40 -40 30 26 40 -50 60 64" stroke="#1b1b1b" stroke-width="6" fill="none" stroke-linejoin="round"/>`,
  mic: (accent) =>
    `<rect x="880" y="50" width="100" height="170" rx="50" fill="#fff"/>` +
    [0, 1, 2, 3].map((i) => `<path d="M892 ${90 + i * 30}h76" stroke="${accent}" stroke-width="6"/>`).join('') +
    `<path d="M840 170a90 90 0 0 0 180 0" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M930 260v60M880 330h100" stroke="#fff" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M780 120a40 40 0 0 0 0 80M1080 120a40 40 0 0 1 0 80" stroke="#ffd34d" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  news: (accent) =>
    `<rect x="780" y="60" width="300" height="280" rx="16" fill="#fff"/><rect x="800" y="80" width="260" height="46" rx="6" fill="${accent}"/>` +
    `<rect x="800" y="146" width="120" height="100" rx="6" fill="#cbd5e1"/>` +
    [0, 1, 2, 3].map((i) => `<rect x="936" y="${150 + i * 26}" width="124" height="10" rx="5" fill="#94a3b8"/>`).join('') +
    [0, 1, 2].map((i) => `<rect x="800" y="${266 + i * 24}" width="${260 - i * 50}" height="10" rx="5" fill="#94a3b8"/>`).join(''),
  music: (accent) =>
    `<path d="M860 100l180 -40v200" stroke="#fff" stroke-width="14" fill="none" stroke-linejoin="round"/><path d="M860 100v200" stroke="#fff" stroke-width="14"/>` +
    `<ellipse cx="830" cy="300" rx="40" ry="30" fill="#fff"/><ellipse cx="1010" cy="260" rx="40" ry="30" fill="#fff"/>` +
    `<path d="M860 140l180 -40" stroke="${accent}" stroke-width="14"/>`,
};

/** The motif of a promotion's category; gifts for the others. */
const promoMotif = (category: string, hue: number) => (MOTIFS[category] ?? MOTIFS.gift!)(`hsl(${(hue + 150) % 360},80%,58%)`);

/** Light confetti over a rectangle, placed from the id. */
function confetti(id: number, width: number, height: number, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const x = ((i * 157 + id * 61) % Math.max(1, width - 60)) + 30;
    const y = ((i * 89 + id * 37) % Math.max(1, height - 60)) + 30;
    return `<rect x="${x}" y="${y}" width="14" height="6" rx="3" transform="rotate(${(i * 47) % 180} ${x} ${y})" fill="#fff" fill-opacity="${0.14 + (i % 4) * 0.06}"/>`;
  }).join('');
}

/** A darker wash from the left, under the words, so white text reads on any hue. */
function leftWash(id: string, width: number, height: number): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.42"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
    el('rect', { width, height, fill: `url(#${id})` })
  );
}

/**
 * A promotion's picture: its colour from the id, a motif of its category and its title (with the
 * reward) in the visitor's language on up to three lines at the left.
 */
export function promoBanner(id: number, category: string, title: string): string {
  const hue = hueOf(id + 3);
  const fitted = fitText(title, { width: 620, maxLines: 3, size: 60, minSize: 36 });
  const top = 200 - blockHeight(fitted) / 2 + fitted.size * 0.35;
  return svg(
    1200,
    400,
    title,
    gradient('g', hue, 60, 50) +
      `<rect width="1200" height="400" fill="url(#g)"/>` +
      `<circle cx="930" cy="200" r="230" fill="#fff" fill-opacity="0.08"/><circle cx="930" cy="200" r="170" fill="#fff" fill-opacity="0.08"/>` +
      confetti(id, 1200, 400, 18) +
      leftWash('w', 820, 400) +
      promoMotif(category, hue) +
      el('rect', { x: 60, y: Math.round(top - fitted.size - 22), width: 72, height: 8, rx: 4, fill: '#ffd34d' }) +
      textBlock(fitted, { x: 60, y: Math.round(top), width: 620 }, { 'font-family': FONT, 'font-weight': 800, fill: '#fff' }) +
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

/** The motif a banner draws for the page it links to. */
function bannerMotif(link: string): string {
  const path = link.split(/[?#]/)[0]!;
  const first = path.split('/')[1] ?? '';
  const byFirst: Record<string, string> = {
    'lich-truc-tiep': 'live',
    'truc-tiep': 'live',
    'video-ngan': 'play',
    highlight: 'play',
    'tip-keo': 'chart',
    'truyen-tranh': 'comic',
    'ung-tuyen-binh-luan-vien': 'mic',
    'tin-tuc': 'news',
    'am-nhac': 'music',
    'diem-danh': 'hang-ngay',
    'nhiem-vu-hang-ngay': 'hang-ngay',
  };
  if (byFirst[first]) return byFirst[first]!;
  return /du-doan|the-thao|bong-da/.test(path) ? 'the-thao' : 'gift';
}

/**
 * A banner in its position's size: a gradient with light bands, a motif of the page it links to and
 * its title in the visitor's language, set as large as its lines allow. Wide banners put the words at
 * the left and the motif at the right; the tall sidebar puts the motif above the words.
 */
export function bannerImage(id: number, title: string, position: string, link: string): string {
  const [w, h] = BANNER_SIZES[position] ?? [1200, 300];
  const hue = hueOf(id * 7);
  const accent = `hsl(${(hue + 150) % 360},80%,58%)`;
  const motif = MOTIFS[bannerMotif(link)]!(accent);
  const tall = h > w;
  const side = tall ? w * 0.78 : Math.min(h * 0.86, w * 0.3);
  const cx = tall ? w / 2 : w - side / 2 - Math.min(w * 0.04, 48);
  const cy = tall ? h * 0.3 : h / 2;
  const scale = side / 400;
  const x = Math.round(tall ? w * 0.08 : Math.min(w * 0.08, 96));
  const width = Math.round(tall ? w * 0.84 : cx - side / 2 - x - w * 0.02);
  const size = Math.round(tall ? w / 7.5 : Math.min(h * 0.3, 64));
  const fitted = fitText(title, { width, maxLines: tall ? 4 : h >= 150 ? 3 : 2, size, minSize: Math.max(13, Math.round(size * 0.55)) });
  const top = tall ? h * 0.62 + fitted.size * 0.8 : h / 2 - blockHeight(fitted) / 2 + fitted.size * 0.35;
  const bands = [0.1, 0.32, 0.56]
    .map((at, i) => `<path d="M${Math.round(w * at)} ${h}L${Math.round(w * at + h * 0.7)} 0h${Math.round(w * 0.05 + i * 8)}L${Math.round(w * at + w * 0.05 + i * 8)} ${h}z" fill="#fff" fill-opacity="0.05"/>`)
    .join('');
  return svg(
    w,
    h,
    title,
    gradient('g', hue, 70, 46) +
      el('rect', { width: w, height: h, fill: 'url(#g)' }) +
      bands +
      el('circle', { cx: Math.round(cx), cy: Math.round(cy), r: Math.round(side * 0.56), fill: '#fff', 'fill-opacity': 0.1 }) +
      confetti(id, w, h, Math.round((w * h) / 24000)) +
      (tall ? '' : leftWash('w', Math.round(w * 0.7), h)) +
      `<g transform="translate(${(cx - 930 * scale).toFixed(1)} ${(cy - 200 * scale).toFixed(1)}) scale(${scale.toFixed(3)})">${motif}</g>` +
      textBlock(fitted, { x, y: Math.round(top), width }, { 'font-family': FONT, 'font-weight': 800, fill: '#fff' }) +
      (h >= 200 && !tall ? brand(w - 16, h - 14) : ''),
  );
}
