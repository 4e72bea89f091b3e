/** Deterministic SVG pictures: club crests, league badges, player cards and room covers. */
import { escapeXml } from '../../escape.ts';

/** Dark or light text, whichever reads on `hex`. */
function inkOn(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const luminance = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return luminance > 150 ? '#111111' : '#ffffff';
}

const SHIELD = 'M64 6 L116 20 L116 64 C116 98 92 118 64 126 C36 118 12 98 12 64 L12 20 Z';

/** A shield in the club's two colours, a diagonal band and its three-letter code. */
export function crestSvg(code: string, primary: string, secondary: string, seed: number): string {
  const pattern = seed % 3;
  const band =
    pattern === 0
      ? `<path d="M12 84 L116 34 L116 56 L12 106 Z" fill="${secondary}" clip-path="url(#s)"/>`
      : pattern === 1
        ? `<rect x="52" y="0" width="24" height="128" fill="${secondary}" clip-path="url(#s)"/>`
        : `<rect x="0" y="50" width="128" height="26" fill="${secondary}" clip-path="url(#s)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(code)}">
<defs><clipPath id="s"><path d="${SHIELD}"/></clipPath></defs>
<path d="${SHIELD}" fill="${primary}"/>${band}
<path d="${SHIELD}" fill="none" stroke="${secondary}" stroke-width="5"/>
<text x="64" y="72" text-anchor="middle" dominant-baseline="middle" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="${inkOn(primary)}" stroke="${primary}" stroke-width="1">${escapeXml(code)}</text>
</svg>`;
}

/** A round badge in the league's colours with a star ring and its short name. */
export function leagueSvg(shortName: string, primary: string, secondary: string, cup: boolean): string {
  const stars = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2;
    return `<circle cx="${(64 + Math.cos(a) * 50).toFixed(1)}" cy="${(64 + Math.sin(a) * 50).toFixed(1)}" r="4" fill="${secondary}"/>`;
  }).join('');
  const emblem = cup
    ? `<path d="M46 34 H82 V48 C82 60 74 68 64 68 C54 68 46 60 46 48 Z M58 68 H70 V78 H78 V86 H50 V78 H58 Z" fill="${secondary}" opacity="0.85"/>`
    : `<circle cx="64" cy="52" r="14" fill="none" stroke="${secondary}" stroke-width="4"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(shortName)}">
<circle cx="64" cy="64" r="62" fill="${primary}"/>${stars}${emblem}
<text x="64" y="100" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="${inkOn(primary)}">${escapeXml(shortName)}</text>
</svg>`;
}

/** A player card: silhouette in the club's shirt with the shirt number and the player's initials. */
export function playerSvg(initials: string, shirtNumber: number, primary: string, secondary: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(initials)}">
<rect width="128" height="128" rx="16" fill="#1b2433"/>
<circle cx="64" cy="44" r="22" fill="#d9b38c"/>
<path d="M20 128 C20 92 38 76 64 76 C90 76 108 92 108 128 Z" fill="${primary}"/>
<path d="M52 76 L64 92 L76 76" fill="none" stroke="${secondary}" stroke-width="4"/>
<text x="64" y="116" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="${inkOn(primary)}">${shirtNumber}</text>
<text x="10" y="22" font-family="Arial, Helvetica, sans-serif" font-size="14" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}

export interface CoverTeam {
  code: string;
  primary: string;
  secondary: string;
}

const MODE_COLOURS: Record<string, [string, string]> = {
  football: ['#0b6e4f', '#14a06f'],
  basketball: ['#b3541e', '#e07b39'],
  esport: ['#3a0ca3', '#7209b7'],
  marble: ['#0077b6', '#00b4d8'],
  casino: ['#6a040f', '#9d0208'],
};

/**
 * A room's 16:9 cover: the mode's colours, the two crests with "VS" for a match, else the show's
 * emblem. No title in the picture: pages show it in the visitor's language (the label is for screen readers).
 */
export function roomCoverSvg(roomId: number, mode: string, title: string, teams: [CoverTeam, CoverTeam] | null): string {
  const [from, to] = MODE_COLOURS[mode] ?? ['#1b2433', '#3a4a66'];
  const shift = (roomId * 37) % 60;
  const centre = teams
    ? `<g transform="translate(120 70)">${crestSvg(teams[0].code, teams[0].primary, teams[0].secondary, roomId).replace(/^<svg[^>]*>|<\/svg>$/g, '')}</g>
<g transform="translate(392 70)">${crestSvg(teams[1].code, teams[1].primary, teams[1].secondary, roomId + 1).replace(/^<svg[^>]*>|<\/svg>$/g, '').replace('id="s"', 'id="s2"').replace(/url\(#s\)/g, 'url(#s2)')}</g>
<text x="320" y="146" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="800" fill="#ffffff">VS</text>`
    : mode === 'marble'
      ? Array.from({ length: 6 }, (_, i) => `<circle cx="${180 + i * 56}" cy="${130 + ((i * 17 + roomId) % 30)}" r="22" fill="hsl(${(i * 60 + shift) % 360} 80% 55%)" stroke="#ffffff" stroke-width="3"/>`).join('')
      : mode === 'casino'
        ? `<rect x="250" y="70" width="64" height="90" rx="8" fill="#ffffff" transform="rotate(-10 282 115)"/><rect x="326" y="70" width="64" height="90" rx="8" fill="#ffffff" transform="rotate(10 358 115)"/><text x="282" y="128" text-anchor="middle" font-size="40" fill="#c1121f" transform="rotate(-10 282 115)">♥</text><text x="358" y="128" text-anchor="middle" font-size="40" fill="#111111" transform="rotate(10 358 115)">♠</text>`
        : `<polygon points="320,60 360,150 280,150" fill="#ffffff" opacity="0.9"/><circle cx="320" cy="118" r="14" fill="${from}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="${560 - shift}" cy="${40 + shift}" r="120" fill="#ffffff" opacity="0.06"/>
<circle cx="${60 + shift}" cy="320" r="90" fill="#000000" opacity="0.12"/>
${centre}
</svg>`;
}

/** Initials of a name: first letters of the first and last words ("Nguyễn Văn Quyết" → "NQ"). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s·]+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [...words[0]!].slice(0, 2) : [[...words[0]!][0]!, [...words.at(-1)!][0]!];
  return letters.join('').toUpperCase();
}

const SURFACE_COLOURS: Record<string, [string, string]> = {
  grass: ['#2e7d32', '#388e3c'],
  hybrid: ['#33691e', '#558b2f'],
  hardwood: ['#b07a3b', '#c48a48'],
  stage: ['#263238', '#37474f'],
};

/**
 * A stadium seen from above at an angle: the pitch in the venue's surface colours and stripes, stands
 * whose rows grow with the capacity, floodlights, and a plate with the initials and the opening year.
 */
export function venueSvg(initials: string, capacity: number, opened: number, surface: string, seed: number): string {
  const [dark, light] = SURFACE_COLOURS[surface] ?? SURFACE_COLOURS.grass!;
  const rows = Math.max(1, Math.min(5, Math.round(capacity / 15_000)));
  const stands = Array.from({ length: rows }, (_, i) => {
    const inset = 8 + i * 7;
    return `<rect x="${inset}" y="${inset}" width="${256 - inset * 2}" height="${176 - inset * 2}" rx="${28 - i * 3}" fill="none" stroke="${i % 2 ? '#90a4ae' : '#b0bec5'}" stroke-width="6"/>`;
  }).join('');
  const pitchX = 8 + rows * 7 + 6;
  const pitchY = pitchX;
  const pitchW = 256 - pitchX * 2;
  const pitchH = 176 - pitchY * 2;
  const stripes = Array.from({ length: 8 }, (_, i) =>
    i % 2 ? `<rect x="${(pitchX + (i * pitchW) / 8).toFixed(1)}" y="${pitchY}" width="${(pitchW / 8).toFixed(1)}" height="${pitchH}" fill="${light}"/>` : '',
  ).join('');
  const lights = [[14, 14], [242, 14], [14, 162], [242, 162]]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#fff59d" stroke="#37474f" stroke-width="2"/>`)
    .join('');
  const sky = `hsl(${(seed * 47) % 360} 35% 22%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="224" viewBox="0 0 256 224" role="img" aria-label="${escapeXml(initials)}">
<rect width="256" height="224" fill="${sky}"/>
<rect x="4" y="4" width="248" height="168" rx="32" fill="#546e7a"/>${stands}
<rect x="${pitchX}" y="${pitchY}" width="${pitchW}" height="${pitchH}" fill="${dark}"/>${stripes}
<g fill="none" stroke="#ffffff" stroke-width="2" opacity="0.9"><rect x="${pitchX + 4}" y="${pitchY + 4}" width="${pitchW - 8}" height="${pitchH - 8}"/><line x1="128" y1="${pitchY + 4}" x2="128" y2="${pitchY + pitchH - 4}"/><circle cx="128" cy="88" r="${Math.min(18, pitchH / 4).toFixed(1)}"/></g>${lights}
<rect x="0" y="180" width="256" height="44" fill="#111827"/>
<text x="16" y="209" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
<text x="240" y="209" text-anchor="end" font-family="Arial, Helvetica, sans-serif" font-size="16" fill="#cfd8dc">${opened}</text>
</svg>`;
}

/** A manager's card: a figure in a suit with a tie in the club's colours, initials and nationality code. */
export function managerSvg(initials: string, nationality: string, primary: string, secondary: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(initials)}">
<rect width="128" height="128" rx="16" fill="#263238"/>
<circle cx="64" cy="44" r="21" fill="#d9b38c"/>
<path d="M42 36 C44 20 84 20 86 36 C80 28 48 28 42 36 Z" fill="#4e342e"/>
<path d="M18 128 C18 94 38 76 64 76 C90 76 110 94 110 128 Z" fill="#37474f"/>
<path d="M54 76 L64 90 L74 76 Z" fill="#ffffff"/>
<path d="M61 84 L67 84 L69 112 L64 118 L59 112 Z" fill="${primary}" stroke="${secondary}" stroke-width="2"/>
<text x="10" y="22" font-family="Arial, Helvetica, sans-serif" font-size="14" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
<text x="118" y="22" text-anchor="end" font-family="Arial, Helvetica, sans-serif" font-size="12" fill="#b0bec5">${escapeXml(nationality)}</text>
</svg>`;
}
