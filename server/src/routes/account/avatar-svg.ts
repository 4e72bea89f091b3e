/** Generated avatars: a member's initial on colours chosen from the id, and sport-themed presets. */
import { escapeXml } from '../../escape.ts';

const PALETTE: readonly [string, string][] = [
  ['#e53935', '#8e24aa'],
  ['#1e88e5', '#3949ab'],
  ['#43a047', '#00897b'],
  ['#fb8c00', '#f4511e'],
  ['#8e24aa', '#d81b60'],
  ['#00acc1', '#1e88e5'],
  ['#6d4c41', '#f4511e'],
  ['#3949ab', '#00acc1'],
  ['#c0ca33', '#43a047'],
  ['#d81b60', '#fb8c00'],
];

/** Ring colour by site role: hosts gold, staff blue, members none. */
const ROLE_RING: Record<number, string> = { 2: '#fbc02d', 3: '#4fc3f7', 4: '#4fc3f7', 5: '#4fc3f7' };

/** The initial of the last word (Vietnamese given names come last): 'BLV Quang Huy' → 'H'. */
export function initialOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const last = words[words.length - 1] ?? '?';
  return ([...last][0] ?? '?').toLocaleUpperCase('vi');
}

export function userAvatarSvg(id: number, name: string, siteRoleId: number): string {
  const hash = Math.imul(id ^ 0x5bd1e995, 0x27d4eb2d) >>> 0;
  const [from, to] = PALETTE[hash % PALETTE.length]!;
  const angle = (hash >>> 8) % 4;
  const ring = ROLE_RING[siteRoleId];
  const stripes = Array.from({ length: 4 }, (_, i) => {
    const x = -40 + i * 36 + ((hash >>> 12) % 20);
    return `<rect x="${x}" y="-20" width="10" height="180" fill="#fff" opacity="0.08" transform="rotate(${30 + angle * 15} 64 64)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<clipPath id="c"><circle cx="64" cy="64" r="64"/></clipPath></defs>
<g clip-path="url(#c)"><rect width="128" height="128" fill="url(#g)"/>${stripes}</g>
${ring ? `<circle cx="64" cy="64" r="60" fill="none" stroke="${ring}" stroke-width="8"/>` : ''}
<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="60" font-weight="700" fill="#fff">${escapeXml(initialOf(name))}</text>
</svg>`;
}

const PRESET_DRAWINGS: readonly { bg: string; name: string; art: string }[] = [
  {
    bg: '#2e7d32',
    name: 'Bóng đá',
    art: '<circle cx="64" cy="64" r="40" fill="#fff" stroke="#111" stroke-width="3"/><polygon points="64,46 81,58 75,78 53,78 47,58" fill="#111"/><path d="M64 24v22M81 58l21-8M75 78l13 18M53 78l-13 18M47 58l-21-8" stroke="#111" stroke-width="3"/>',
  },
  {
    bg: '#37474f',
    name: 'Bóng rổ',
    art: '<circle cx="64" cy="64" r="40" fill="#ef6c00" stroke="#3e2723" stroke-width="3"/><path d="M24 64h80M64 24v80M36 36c14 14 14 42 0 56M92 36c-14 14-14 42 0 56" fill="none" stroke="#3e2723" stroke-width="3"/>',
  },
  {
    bg: '#1565c0',
    name: 'Quần vợt',
    art: '<circle cx="64" cy="64" r="38" fill="#c6ff00"/><path d="M30 44c20 8 20 32 0 40M98 44c-20 8-20 32 0 40" fill="none" stroke="#fff" stroke-width="4"/>',
  },
  {
    bg: '#ad1457',
    name: 'Bóng chuyền',
    art: '<circle cx="64" cy="64" r="40" fill="#fff" stroke="#1a237e" stroke-width="3"/><path d="M64 24c-6 20-2 34 12 42M104 64c-20-4-34 2-40 16M38 96c14-14 28-18 44-10" fill="none" stroke="#1a237e" stroke-width="4"/>',
  },
  {
    bg: '#4527a0',
    name: 'Cúp vô địch',
    art: '<path d="M40 30h48v18c0 16-10 28-24 28S40 64 40 48z" fill="#ffca28"/><path d="M40 36H26c0 14 8 20 16 20M88 36h14c0 14-8 20-16 20" fill="none" stroke="#ffca28" stroke-width="5"/><rect x="58" y="76" width="12" height="14" fill="#ffb300"/><rect x="44" y="90" width="40" height="10" rx="2" fill="#ffb300"/>',
  },
  {
    bg: '#00695c',
    name: 'Còi trọng tài',
    art: '<circle cx="56" cy="72" r="22" fill="#cfd8dc" stroke="#263238" stroke-width="3"/><rect x="56" y="50" width="44" height="18" rx="4" fill="#cfd8dc" stroke="#263238" stroke-width="3"/><circle cx="56" cy="72" r="7" fill="#263238"/><path d="M30 40l12 12" stroke="#fff" stroke-width="4"/>',
  },
  {
    bg: '#283593',
    name: 'Thể thao điện tử',
    art: '<rect x="24" y="44" width="80" height="42" rx="21" fill="#eceff1"/><path d="M44 56v18M35 65h18" stroke="#283593" stroke-width="5"/><circle cx="84" cy="58" r="5" fill="#e53935"/><circle cx="92" cy="70" r="5" fill="#43a047"/>',
  },
  {
    bg: '#1b5e20',
    name: 'Bi-a',
    art: '<circle cx="64" cy="64" r="40" fill="#111"/><circle cx="64" cy="58" r="18" fill="#fff"/><text x="64" y="58" dy="0.35em" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#111">8</text>',
  },
];

export const PRESET_COUNT = PRESET_DRAWINGS.length;

export function presetAvatarSvg(n: number): string | null {
  const preset = PRESET_DRAWINGS[n - 1];
  if (!preset) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(preset.name)}">
<circle cx="64" cy="64" r="64" fill="${preset.bg}"/>${preset.art}
</svg>`;
}
