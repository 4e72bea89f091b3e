/**
 * Generates the looping clips the HLS origin (server/src/media) serves: one short synthetic
 * clip per kind of room (sport, marble, esport, casino) and three more scenes for video on demand
 * (football goalmouth, basketball court, stadium scoreboard), encoded once per stream quality of
 * SPEC §9 into 1-second MPEG-TS segments (H.264 Main + AAC-LC), with an index.json per clip; and
 * four portrait (9:16) scenes for the short videos (pitch, court, esport, stands), in SD and HQ
 * only: a phone's column needs no more, and they take seconds to make.
 *
 *   node --import tsx scripts/make-media.ts [clip ids]
 *
 * Needs Debian's ffmpeg (/usr/bin/ffmpeg, or FFMPEG=...). The output (media/live/) is committed;
 * run this again only when the clips themselves change. See docs/hls.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.join(ROOT, 'media', 'live');

/** Clip length and segment length, in seconds: 8 segments of exactly 1 s (GOP 30 at 30 fps). */
const CLIP_SECONDS = 8;
const SEGMENT_SECONDS = 1;
const FPS = 30;

interface Quality {
  id: 'sd' | 'hq' | 'hd' | '4k';
  width: number;
  height: number;
  /** H.264 level (×10) set on the encoder and announced in CODECS. */
  level: number;
  /** Caps on the real bitrate: the synthetic pictures need far less than the declared one. */
  maxrateKbps: number;
}

const QUALITIES: Quality[] = [
  { id: 'sd', width: 960, height: 540, level: 31, maxrateKbps: 300 },
  { id: 'hq', width: 1280, height: 720, level: 31, maxrateKbps: 400 },
  { id: 'hd', width: 1920, height: 1080, level: 40, maxrateKbps: 600 },
  { id: '4k', width: 3840, height: 2160, level: 51, maxrateKbps: 1000 },
];

/** The short videos' portrait renditions (width × height swapped). */
const PORTRAIT_QUALITIES: Quality[] = [
  { id: 'sd', width: 540, height: 960, level: 31, maxrateKbps: 300 },
  { id: 'hq', width: 720, height: 1280, level: 31, maxrateKbps: 400 },
];

interface Sprite {
  color: string;
  /** Size in 540p pixels (scaled with the picture). */
  w: number;
  h: number;
  /** overlay x/y expressions (main_w, main_h, overlay_w, overlay_h, t); periodic over CLIP_SECONDS. */
  x: string;
  y: string;
  enable?: string;
}

interface Clip {
  /** The live rooms' clips, then the scenes only VOD plays (highlights and films switch between them). */
  id: 'sport' | 'marble' | 'esport' | 'casino' | 'football' | 'basketball' | 'stadium' | 'short-pitch' | 'short-court' | 'short-esport' | 'short-stands';
  /** 9:16 (540 × 960 design pixels) instead of 16:9 (960 × 540). */
  portrait?: boolean;
  background: string;
  /** drawbox filters on the background, in design pixels (the short side is 540): [x, y, w, h, color, thickness|'fill']. */
  boxes: Array<[number, number, number, number, string, number | 'fill']>;
  sprites: Sprite[];
  /** Tone frequency (Hz); beep_factor adds a beep every second. */
  tone: number;
  beep: number;
}

const LOOP = `(2*PI*t/${CLIP_SECONDS})`;
/** Left to right across the picture `laps` times per clip (an integer, so the clip loops cleanly). */
const across = (laps: number) => `mod(t*${laps}*(main_w+overlay_w)/${CLIP_SECONDS},main_w+overlay_w)-overlay_w`;

const CLIPS: Clip[] = [
  {
    id: 'sport',
    background: '0x2e7d32',
    boxes: [
      [0, 0, 120, 540, '0x388e3c', 'fill'],
      [240, 0, 120, 540, '0x388e3c', 'fill'],
      [480, 0, 120, 540, '0x388e3c', 'fill'],
      [720, 0, 120, 540, '0x388e3c', 'fill'],
      [30, 30, 900, 480, 'white', 4],
      [478, 30, 4, 480, 'white', 'fill'],
      [30, 170, 110, 200, 'white', 4],
      [820, 170, 110, 200, 'white', 4],
    ],
    sprites: [
      { color: 'white', w: 18, h: 18, x: `(main_w-overlay_w)*(0.5+0.42*sin(${LOOP}))`, y: `(main_h-overlay_h)*(0.5+0.35*sin(2*${LOOP}))` },
      { color: '0xd32f2f', w: 22, h: 44, x: `main_w*0.3+main_w*0.1*sin(${LOOP})`, y: `main_h*0.4+main_h*0.2*cos(${LOOP})` },
      { color: '0x1565c0', w: 22, h: 44, x: `main_w*0.65-main_w*0.1*sin(${LOOP})`, y: `main_h*0.45-main_h*0.2*cos(${LOOP})` },
    ],
    tone: 440,
    beep: 2,
  },
  {
    id: 'marble',
    background: '0x37474f',
    boxes: [
      [0, 100, 960, 6, '0xcfd8dc', 'fill'],
      [0, 210, 960, 6, '0xcfd8dc', 'fill'],
      [0, 320, 960, 6, '0xcfd8dc', 'fill'],
      [0, 430, 960, 6, '0xcfd8dc', 'fill'],
      [880, 100, 12, 336, '0xffffff', 'fill'],
    ],
    sprites: [
      { color: '0xe53935', w: 40, h: 40, x: across(1), y: '120*main_h/540' },
      { color: '0xfdd835', w: 40, h: 40, x: across(2), y: '230*main_h/540' },
      { color: '0x1e88e5', w: 40, h: 40, x: across(3), y: '340*main_h/540' },
      { color: '0x43a047', w: 40, h: 40, x: across(1) + '+main_w/2', y: '450*main_h/540' },
    ],
    tone: 523.25,
    beep: 4,
  },
  {
    id: 'esport',
    background: '0x1a0033',
    boxes: [
      [0, 135, 960, 2, '0x7c4dff', 'fill'],
      [0, 270, 960, 2, '0x7c4dff', 'fill'],
      [0, 405, 960, 2, '0x7c4dff', 'fill'],
      [240, 0, 2, 540, '0x7c4dff', 'fill'],
      [480, 0, 2, 540, '0x7c4dff', 'fill'],
      [720, 0, 2, 540, '0x7c4dff', 'fill'],
      [40, 40, 300, 30, '0x00e5ff', 'fill'],
      [620, 40, 300, 30, '0xff4081', 'fill'],
    ],
    sprites: [
      { color: '0x00e5ff', w: 16, h: 540, x: across(2), y: '0' },
      { color: '0xff4081', w: 60, h: 60, x: `(main_w-overlay_w)*(0.5+0.45*cos(3*${LOOP}))`, y: `(main_h-overlay_h)*(0.5+0.4*sin(2*${LOOP}))` },
    ],
    tone: 659.25,
    beep: 8,
  },
  {
    id: 'casino',
    background: '0x0b5d1e',
    boxes: [
      [60, 60, 840, 420, '0x8d6e63', 12],
      [180, 200, 110, 150, 'white', 'fill'],
      [310, 200, 110, 150, 'white', 'fill'],
      [540, 200, 110, 150, 'white', 'fill'],
      [670, 200, 110, 150, 'white', 'fill'],
      [180, 200, 110, 150, '0xc62828', 4],
      [670, 200, 110, 150, '0xc62828', 4],
    ],
    sprites: [
      { color: '0xffc107', w: 36, h: 36, x: `main_w*0.5-overlay_w/2+main_w*0.3*sin(${LOOP})`, y: `main_h*0.78` },
      { color: '0xc62828', w: 36, h: 36, x: `main_w*0.5-overlay_w/2-main_w*0.3*sin(${LOOP})`, y: `main_h*0.15` },
      { color: '0xffd54f', w: 110, h: 150, x: `main_w*425/960`, y: `main_h*200/540`, enable: 'lt(mod(t,2),1)' },
    ],
    tone: 329.63,
    beep: 1,
  },
  {
    id: 'football',
    // A goalmouth: mowing stripes, the box and the goal with its net; a striker's shots, the keeper diving.
    background: '0x2e7d32',
    boxes: [
      [0, 0, 960, 90, '0x388e3c', 'fill'],
      [0, 180, 960, 90, '0x388e3c', 'fill'],
      [0, 360, 960, 90, '0x388e3c', 'fill'],
      [150, 40, 660, 300, 'white', 4],
      [330, 40, 300, 120, 'white', 4],
      [360, 10, 240, 34, '0xeeeeee', 2],
      [400, 10, 2, 34, '0xeeeeee', 'fill'],
      [440, 10, 2, 34, '0xeeeeee', 'fill'],
      [480, 10, 2, 34, '0xeeeeee', 'fill'],
      [520, 10, 2, 34, '0xeeeeee', 'fill'],
      [560, 10, 2, 34, '0xeeeeee', 'fill'],
      [356, 8, 248, 6, 'white', 'fill'],
      [474, 246, 12, 12, 'white', 'fill'],
    ],
    sprites: [
      { color: '0xfdd835', w: 26, h: 48, x: `main_w*0.5-overlay_w/2+main_w*0.11*sin(2*${LOOP})`, y: `main_h*0.1` },
      { color: '0xd32f2f', w: 24, h: 48, x: `main_w*0.42+main_w*0.08*sin(${LOOP})`, y: `main_h*0.62+main_h*0.08*cos(${LOOP})` },
      { color: '0xd32f2f', w: 24, h: 48, x: `main_w*0.7-main_w*0.06*cos(${LOOP})`, y: `main_h*0.5` },
      { color: '0x1565c0', w: 24, h: 48, x: `main_w*0.3+main_w*0.06*cos(${LOOP})`, y: `main_h*0.45+main_h*0.1*sin(${LOOP})` },
      { color: 'white', w: 18, h: 18, x: `main_w*0.5-overlay_w/2+main_w*0.2*sin(2*${LOOP})`, y: `main_h*0.08+(main_h*0.8)*abs(cos(2*${LOOP}))` },
    ],
    tone: 392,
    beep: 2,
  },
  {
    id: 'basketball',
    // A wooden court under a backboard: the key, the arc and a ball arcing to the hoop between two players.
    background: '0xc68642',
    boxes: [
      [0, 0, 960, 60, '0xb9773a', 'fill'],
      [0, 120, 960, 60, '0xb9773a', 'fill'],
      [0, 240, 960, 60, '0xb9773a', 'fill'],
      [0, 360, 960, 60, '0xb9773a', 'fill'],
      [0, 480, 960, 60, '0xb9773a', 'fill'],
      [370, 90, 220, 260, '0x8d4a1e', 'fill'],
      [370, 90, 220, 260, 'white', 4],
      [230, 90, 500, 380, 'white', 4],
      [400, 20, 160, 90, 'white', 'fill'],
      [445, 55, 70, 40, '0xd84315', 4],
      [450, 104, 60, 8, '0xff6d00', 'fill'],
    ],
    sprites: [
      { color: '0x1565c0', w: 28, h: 56, x: `main_w*0.36+main_w*0.08*sin(${LOOP})`, y: `main_h*0.55` },
      { color: '0xf9a825', w: 28, h: 56, x: `main_w*0.6-main_w*0.08*sin(${LOOP})`, y: `main_h*0.6+main_h*0.05*cos(${LOOP})` },
      { color: '0xff6f00', w: 24, h: 24, x: `main_w*0.5-overlay_w/2+main_w*0.25*cos(2*${LOOP})`, y: `main_h*0.2+main_h*0.5*(1-abs(sin(2*${LOOP})))` },
    ],
    tone: 587.33,
    beep: 4,
  },
  {
    id: 'stadium',
    // The stands at night under the scoreboard: rows of fans, flashing floodlights and a replay banner crossing.
    background: '0x0d1b2a',
    boxes: [
      [0, 300, 960, 40, '0x1b263b', 'fill'],
      [0, 340, 960, 40, '0x415a77', 'fill'],
      [0, 380, 960, 40, '0x1b263b', 'fill'],
      [0, 420, 960, 40, '0x778da9', 'fill'],
      [0, 460, 960, 80, '0x2e7d32', 'fill'],
      [300, 60, 360, 170, '0x000000', 'fill'],
      [300, 60, 360, 170, '0xffc107', 6],
      [340, 100, 120, 90, '0xd32f2f', 'fill'],
      [500, 100, 120, 90, '0x1565c0', 'fill'],
      [60, 30, 40, 40, '0xfff59d', 'fill'],
      [860, 30, 40, 40, '0xfff59d', 'fill'],
    ],
    sprites: [
      { color: 'white', w: 40, h: 40, x: `main_w*60/960`, y: `main_h*30/540`, enable: 'lt(mod(t,1),0.5)' },
      { color: 'white', w: 40, h: 40, x: `main_w*860/960`, y: `main_h*30/540`, enable: 'gte(mod(t,1),0.5)' },
      { color: '0xffc107', w: 200, h: 36, x: across(1), y: `main_h*250/540` },
      { color: '0xef5350', w: 960, h: 6, x: '0', y: `main_h*(0.6+0.15*(0.5+0.5*sin(4*${LOOP})))` },
    ],
    tone: 349.23,
    beep: 1,
  },
  {
    id: 'short-pitch',
    portrait: true,
    // Seen from behind the goal, upright: mowing stripes, the box, the goal; a dribbler weaves up the pitch and shoots.
    background: '0x2e7d32',
    boxes: [
      [0, 0, 540, 120, '0x388e3c', 'fill'],
      [0, 240, 540, 120, '0x388e3c', 'fill'],
      [0, 480, 540, 120, '0x388e3c', 'fill'],
      [0, 720, 540, 120, '0x388e3c', 'fill'],
      [40, 60, 460, 300, 'white', 4],
      [150, 60, 240, 110, 'white', 4],
      [180, 30, 180, 34, '0xeeeeee', 2],
      [176, 26, 188, 6, 'white', 'fill'],
      [264, 268, 12, 12, 'white', 'fill'],
      [0, 640, 540, 4, 'white', 'fill'],
    ],
    sprites: [
      { color: '0xfdd835', w: 34, h: 60, x: `main_w*0.5-overlay_w/2+main_w*0.18*sin(2*${LOOP})`, y: `main_h*0.06` },
      { color: '0xd32f2f', w: 34, h: 64, x: `main_w*0.5-overlay_w/2+main_w*0.3*sin(3*${LOOP})`, y: `main_h*(0.78-0.4*abs(sin(${LOOP}/2)))` },
      { color: '0x1565c0', w: 34, h: 64, x: `main_w*0.3+main_w*0.12*cos(${LOOP})`, y: `main_h*0.42+main_h*0.08*sin(${LOOP})` },
      { color: '0x1565c0', w: 34, h: 64, x: `main_w*0.62-main_w*0.12*cos(${LOOP})`, y: `main_h*0.5` },
      { color: 'white', w: 22, h: 22, x: `main_w*0.5-overlay_w/2+main_w*0.3*sin(3*${LOOP})+main_w*0.04`, y: `main_h*(0.84-0.4*abs(sin(${LOOP}/2)))-main_h*0.7*lt(mod(t,4),1)*mod(t,1)` },
    ],
    tone: 392,
    beep: 2,
  },
  {
    id: 'short-court',
    portrait: true,
    // Under the backboard: the key, the three-point arc, and a shooter whose ball arcs into the hoop.
    background: '0xc68642',
    boxes: [
      [0, 0, 540, 80, '0xb9773a', 'fill'],
      [0, 160, 540, 80, '0xb9773a', 'fill'],
      [0, 320, 540, 80, '0xb9773a', 'fill'],
      [0, 480, 540, 80, '0xb9773a', 'fill'],
      [0, 640, 540, 80, '0xb9773a', 'fill'],
      [0, 800, 540, 80, '0xb9773a', 'fill'],
      [170, 180, 200, 360, '0x8d4a1e', 'fill'],
      [170, 180, 200, 360, 'white', 4],
      [40, 180, 460, 560, 'white', 4],
      [180, 60, 180, 110, 'white', 'fill'],
      [225, 100, 90, 50, '0xd84315', 4],
      [230, 168, 80, 10, '0xff6d00', 'fill'],
    ],
    sprites: [
      { color: '0xf9a825', w: 40, h: 80, x: `main_w*0.46+main_w*0.16*sin(${LOOP})`, y: `main_h*0.68` },
      { color: '0x1565c0', w: 40, h: 80, x: `main_w*0.52-main_w*0.2*sin(${LOOP})`, y: `main_h*0.56+main_h*0.04*cos(${LOOP})` },
      { color: '0xff6f00', w: 32, h: 32, x: `main_w*0.5-overlay_w/2+main_w*0.16*sin(${LOOP})*(1-mod(t,2)/2)`, y: `main_h*(0.17+0.5*(1-sin(PI*mod(t,2)/2)))` },
    ],
    tone: 587.33,
    beep: 4,
  },
  {
    id: 'short-esport',
    portrait: true,
    // A phone game on screen: lanes, two health bars and skill shots crossing the map.
    background: '0x1a0033',
    boxes: [
      [0, 240, 540, 2, '0x7c4dff', 'fill'],
      [0, 480, 540, 2, '0x7c4dff', 'fill'],
      [0, 720, 540, 2, '0x7c4dff', 'fill'],
      [180, 0, 2, 960, '0x7c4dff', 'fill'],
      [360, 0, 2, 960, '0x7c4dff', 'fill'],
      [30, 40, 220, 26, '0x00e5ff', 'fill'],
      [290, 40, 220, 26, '0xff4081', 'fill'],
      [60, 860, 420, 60, '0x311b92', 'fill'],
    ],
    sprites: [
      { color: '0x00e5ff', w: 540, h: 14, x: '0', y: `mod(t*2*(main_h+overlay_h)/${CLIP_SECONDS},main_h+overlay_h)-overlay_h` },
      { color: '0xff4081', w: 70, h: 70, x: `(main_w-overlay_w)*(0.5+0.4*cos(3*${LOOP}))`, y: `(main_h-overlay_h)*(0.5+0.35*sin(2*${LOOP}))` },
      { color: '0xffd600', w: 50, h: 50, x: `(main_w-overlay_w)*(0.5-0.4*sin(2*${LOOP}))`, y: `(main_h-overlay_h)*(0.45+0.3*cos(${LOOP}))` },
    ],
    tone: 659.25,
    beep: 8,
  },
  {
    id: 'short-stands',
    portrait: true,
    // The stands at night, upright: the scoreboard, rows of fans, flashing floodlights and a flag waving.
    background: '0x0d1b2a',
    boxes: [
      [60, 60, 420, 200, '0x000000', 'fill'],
      [60, 60, 420, 200, '0xffc107', 6],
      [100, 110, 150, 100, '0xd32f2f', 'fill'],
      [290, 110, 150, 100, '0x1565c0', 'fill'],
      [0, 420, 540, 70, '0x1b263b', 'fill'],
      [0, 490, 540, 70, '0x415a77', 'fill'],
      [0, 560, 540, 70, '0x1b263b', 'fill'],
      [0, 630, 540, 70, '0x778da9', 'fill'],
      [0, 700, 540, 70, '0x1b263b', 'fill'],
      [0, 770, 540, 190, '0x2e7d32', 'fill'],
      [20, 300, 40, 40, '0xfff59d', 'fill'],
      [480, 300, 40, 40, '0xfff59d', 'fill'],
    ],
    sprites: [
      { color: 'white', w: 40, h: 40, x: `main_w*20/540`, y: `main_h*300/960`, enable: 'lt(mod(t,1),0.5)' },
      { color: 'white', w: 40, h: 40, x: `main_w*480/540`, y: `main_h*300/960`, enable: 'gte(mod(t,1),0.5)' },
      { color: '0xffc107', w: 160, h: 100, x: `main_w*0.5-overlay_w/2+main_w*0.25*sin(2*${LOOP})`, y: `main_h*0.44+main_h*0.02*sin(8*${LOOP})` },
      { color: '0xef5350', w: 540, h: 8, x: '0', y: `main_h*(0.5+0.25*(0.5+0.5*sin(4*${LOOP})))` },
    ],
    tone: 349.23,
    beep: 1,
  },
];

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

function filterGraph(clip: Clip, q: Quality): string {
  const k = Math.min(q.width, q.height) / 540;
  const px = (n: number) => Math.round(n * k);
  const boxes = clip.boxes
    .map(([x, y, w, h, color, t]) => `drawbox=x=${px(x)}:y=${px(y)}:w=${px(w)}:h=${px(h)}:color=${color}:t=${t === 'fill' ? 'fill' : px(t)}`)
    .join(',');
  const parts = [`color=c=${clip.background}:s=${q.width}x${q.height}:r=${FPS}:d=${CLIP_SECONDS},${boxes}[bg0]`];
  clip.sprites.forEach((s, i) => {
    parts.push(`color=c=${s.color}:s=${even(s.w * k)}x${even(s.h * k)}:r=${FPS}:d=${CLIP_SECONDS}[s${i}]`);
    const enable = s.enable ? `:enable='${s.enable}'` : '';
    parts.push(`[bg${i}][s${i}]overlay=x='${s.x}':y='${s.y}':eval=frame:shortest=1${enable}[bg${i + 1}]`);
  });
  parts.push(`[bg${clip.sprites.length}]format=yuv420p[v]`);
  parts.push(`sine=frequency=${clip.tone}:beep_factor=${clip.beep}:sample_rate=48000:duration=${CLIP_SECONDS}[a]`);
  return parts.join(';');
}

function encode(clip: Clip, q: Quality): void {
  const dir = path.join(OUT, clip.id, q.id);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const args = [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-filter_complex', filterGraph(clip, q),
    '-map', '[v]', '-map', '[a]',
    '-t', String(CLIP_SECONDS),
    '-c:v', 'libx264', '-profile:v', 'main', '-level:v', (q.level / 10).toFixed(1), '-pix_fmt', 'yuv420p',
    '-r', String(FPS), '-g', String(FPS * SEGMENT_SECONDS), '-keyint_min', String(FPS * SEGMENT_SECONDS), '-sc_threshold', '0',
    '-preset', 'medium', '-crf', '30', '-maxrate', `${q.maxrateKbps}k`, '-bufsize', `${q.maxrateKbps * 2}k`,
    '-c:a', 'aac', '-b:a', '32k', '-ac', '1', '-ar', '48000',
    '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_segment_type', 'mpegts', '-hls_list_size', '0',
    '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments',
    '-hls_segment_filename', path.join(dir, 'seg-%d.ts'),
    path.join(dir, 'ffmpeg.m3u8'),
  ];
  execFileSync(FFMPEG, args, { stdio: ['ignore', 'inherit', 'inherit'] });
}

interface Rendition {
  width: number;
  height: number;
  codecs: string;
  segments: Array<{ file: string; duration: number; bytes: number }>;
}

/** Reads the durations ffmpeg wrote, checks they are uniform, and drops its playlist. */
function readSegments(dir: string): Rendition['segments'] {
  const playlist = readFileSync(path.join(dir, 'ffmpeg.m3u8'), 'utf8').split('\n');
  const segments: Rendition['segments'] = [];
  for (let i = 0; i < playlist.length; i++) {
    const m = /^#EXTINF:([\d.]+),/.exec(playlist[i]!);
    if (m) {
      const file = playlist[i + 1]!.trim();
      segments.push({ file, duration: Number(m[1]), bytes: statSync(path.join(dir, file)).size });
    }
  }
  rmSync(path.join(dir, 'ffmpeg.m3u8'));
  const expected = CLIP_SECONDS / SEGMENT_SECONDS;
  if (segments.length !== expected || segments.some((s) => Math.abs(s.duration - SEGMENT_SECONDS) > 0.01)) {
    throw new Error(`${dir}: expected ${expected} segments of ${SEGMENT_SECONDS} s, got ${JSON.stringify(segments)}`);
  }
  return segments.map((s) => ({ ...s, duration: SEGMENT_SECONDS }));
}

const codecs = (q: Quality) => `avc1.4d40${q.level.toString(16).padStart(2, '0')},mp4a.40.2`;

function main(): void {
  const only = process.argv.slice(2);
  for (const clip of CLIPS) {
    if (only.length > 0 && !only.includes(clip.id)) continue;
    const renditions: Record<string, Rendition> = {};
    for (const q of clip.portrait ? PORTRAIT_QUALITIES : QUALITIES) {
      const started = Date.now();
      encode(clip, q);
      const dir = path.join(OUT, clip.id, q.id);
      renditions[q.id] = { width: q.width, height: q.height, codecs: codecs(q), segments: readSegments(dir) };
      const bytes = renditions[q.id]!.segments.reduce((sum, s) => sum + s.bytes, 0);
      console.log(`${clip.id}/${q.id}: ${(bytes / 1024).toFixed(0)} KiB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const index = { clip: clip.id, fps: FPS, segmentDuration: SEGMENT_SECONDS, renditions };
    writeFileSync(path.join(OUT, clip.id, 'index.json'), JSON.stringify(index, null, 2) + '\n');
  }
  const total = readdirSync(OUT, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(path.join(e.parentPath, e.name)).size, 0);
  console.log(`media/live: ${(total / 1024 / 1024).toFixed(2)} MiB`);
}

main();
