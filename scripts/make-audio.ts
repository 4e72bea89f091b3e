/**
 * Generates the songs' audio (media/audio/track-NN.mp3): each track of AUDIO_TRACKS
 * (server/src/db/seed/media/music-audio.ts) is synthesized here — a melody walking its scale over
 * a chord progression, a bass line and a drum pattern, in its own key, tempo, waveform and rhythm —
 * and encoded by Debian's ffmpeg as 32 kb/s mono MP3 (about 4 KB a second), so the dozen tracks
 * stay under 3 MB in the repository.
 *
 *   node --import tsx scripts/make-audio.ts
 *
 * Deterministic: the same table gives the same samples. The output is committed; run this again
 * only when the table changes (and keep `durationSeconds` of the seed, which reads the same table).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '../contracts/mulberry32.ts';
import { AUDIO_TRACKS, trackFileName, type AudioTrack, type Wave } from '../server/src/db/seed/media/music-audio.ts';

const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.join(ROOT, 'media', 'audio');
const RATE = 22_050;

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

function oscillator(wave: Wave, phase: number): number {
  const p = phase - Math.floor(phase);
  switch (wave) {
    case 'sine':
      return Math.sin(2 * Math.PI * p);
    case 'triangle':
      return 4 * Math.abs(p - 0.5) - 1;
    case 'square':
      return p < 0.5 ? 0.6 : -0.6;
    case 'saw':
      return (2 * p - 1) * 0.7;
  }
}

/** The note of a scale degree (any integer; wraps into octaves). */
function degreeNote(track: AudioTrack, degree: number): number {
  const size = track.scale.length;
  const octave = Math.floor(degree / size);
  return track.root + 12 * octave + track.scale[((degree % size) + size) % size]!;
}

function addTone(buffer: Float32Array, start: number, seconds: number, freq: number, wave: Wave, gain: number): void {
  const from = Math.floor(start * RATE);
  const length = Math.floor(seconds * RATE);
  for (let i = 0; i < length && from + i < buffer.length; i++) {
    const t = i / RATE;
    // A short attack and an exponential decay: plucked rather than droning.
    const envelope = Math.min(1, t / 0.01) * Math.exp(-3 * t / seconds);
    buffer[from + i]! += oscillator(wave, freq * t) * envelope * gain;
  }
}

function addKick(buffer: Float32Array, start: number): void {
  const from = Math.floor(start * RATE);
  for (let i = 0; i < RATE * 0.18 && from + i < buffer.length; i++) {
    const t = i / RATE;
    buffer[from + i]! += Math.sin(2 * Math.PI * (50 + 90 * Math.exp(-t * 30)) * t) * Math.exp(-t * 18) * 0.55;
  }
}

function addNoise(buffer: Float32Array, start: number, seconds: number, gain: number, next: () => number): void {
  const from = Math.floor(start * RATE);
  for (let i = 0; i < RATE * seconds && from + i < buffer.length; i++) {
    buffer[from + i]! += (next() * 2 - 1) * Math.exp(-(i / RATE) * (1 / seconds) * 5) * gain;
  }
}

export function synthesize(track: AudioTrack): Float32Array {
  const buffer = new Float32Array(track.seconds * RATE);
  const next = mulberry32(track.number * 7919);
  const beat = 60 / track.bpm;
  const beatsPerBar = track.rhythm === 'waltz' ? 3 : 4;
  const bar = beat * beatsPerBar;
  // One phrase of melody (four bars of eighth notes as scale degrees), varied on its repeats.
  const phrase: number[] = [];
  let degree = 7;
  for (let i = 0; i < beatsPerBar * 2 * 4; i++) {
    degree = Math.max(3, Math.min(12, degree + Math.round((next() - 0.5) * 4)));
    phrase.push(next() < 0.18 ? Number.NaN : degree);
  }
  const bars = Math.ceil(track.seconds / bar);
  for (let b = 0; b < bars; b++) {
    const start = b * bar;
    const chord = track.progression[b % track.progression.length]!;
    // Bass: the chord root, on the bar and halfway.
    addTone(buffer, start, bar / 2, hz(degreeNote(track, chord) - 24), 'triangle', 0.35);
    addTone(buffer, start + bar / 2, bar / 2, hz(degreeNote(track, chord + 4) - 24), 'triangle', 0.25);
    // A soft chord pad after the first four bars.
    if (b >= 4) for (const step of [0, 2, 4]) addTone(buffer, start, bar, hz(degreeNote(track, chord + step) - 12), 'sine', 0.06);
    // Melody from bar 2, with the phrase shifted onto the chord, and a variation every other round.
    if (b >= 2) {
      for (let e = 0; e < beatsPerBar * 2; e++) {
        const step = phrase[(b % 4) * beatsPerBar * 2 + e]!;
        if (Number.isNaN(step)) continue;
        const variation = Math.floor(b / 4) % 2 === 1 && e % 3 === 0 ? 2 : 0;
        addTone(buffer, start + e * beat / 2, beat / 2, hz(degreeNote(track, step + chord + variation)), track.wave, 0.22);
      }
    }
    for (let k = 0; k < beatsPerBar; k++) {
      const at = start + k * beat;
      switch (track.rhythm) {
        case 'four':
          addKick(buffer, at);
          addNoise(buffer, at + beat / 2, 0.04, 0.12, next);
          break;
        case 'backbeat':
          if (k % 2 === 0) addKick(buffer, at);
          else addNoise(buffer, at, 0.12, 0.22, next);
          addNoise(buffer, at + beat / 2, 0.03, 0.08, next);
          break;
        case 'shuffle':
          if (k === 0) addKick(buffer, at);
          addNoise(buffer, at + (beat * 2) / 3, 0.03, 0.1, next);
          break;
        case 'waltz':
          if (k === 0) addKick(buffer, at);
          else addNoise(buffer, at, 0.05, 0.1, next);
          break;
        case 'none':
          break;
      }
    }
  }
  // Fade in and out, and keep the peak under full scale.
  let peak = 0;
  for (const sample of buffer) peak = Math.max(peak, Math.abs(sample));
  const fade = RATE * 1.5;
  for (let i = 0; i < buffer.length; i++) {
    const edge = Math.min(1, i / (RATE * 0.05), (buffer.length - i) / fade);
    buffer[i] = (buffer[i]! / peak) * 0.85 * edge;
  }
  return buffer;
}

function toPcm(samples: Float32Array): Buffer {
  const pcm = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => pcm.writeInt16LE(Math.round(sample * 32_767), i * 2));
  return pcm;
}

function main(): void {
  mkdirSync(OUT, { recursive: true });
  let total = 0;
  for (const track of AUDIO_TRACKS) {
    const file = path.join(OUT, trackFileName(track));
    execFileSync(
      FFMPEG,
      ['-hide_banner', '-loglevel', 'error', '-y', '-f', 's16le', '-ar', String(RATE), '-ac', '1', '-i', 'pipe:0',
        '-c:a', 'libmp3lame', '-b:a', '32k', '-map_metadata', '-1', '-id3v2_version', '0', '-write_xing', '1', file],
      { input: toPcm(synthesize(track)) },
    );
    const size = statSync(file).size;
    total += size;
    console.log(`${trackFileName(track)}  ${track.seconds}s  ${(size / 1024).toFixed(0)} KB`);
  }
  console.log(`total ${(total / 1024 / 1024).toFixed(2)} MB`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
