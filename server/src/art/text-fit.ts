/**
 * Text set on lines that fit a width in a generated picture, measured roughly by character widths
 * (the pictures are drawn by the browser's fonts, so a measure a little wider than Arial's keeps a
 * margin). Latin text breaks between words only; CJK text between characters, never before closing
 * punctuation. A title too long for its lines is first set smaller, down to `minSize`; only then is
 * the last line ended with an ellipsis after a whole word. A single word wider than a line is
 * squeezed to the width (SVG textLength), never cut.
 */
import { text, type Attrs } from './markup.ts';

/** Full-width characters: CJK ideographs, kana, hangul, CJK and full-width punctuation. */
const WIDE = /[\u1100-\u115f\u2e80-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
/** Punctuation that may not start a line of CJK text: it stays with the character before it. */
const CLOSING = /[、。，．：；！？）」』】〕〉》”’…·\u30fc]/u;
const ELLIPSIS = '…';

/** The advance of a character in em, a little wider than a sans-serif's. */
function advance(char: string): number {
  if (/\p{M}/u.test(char)) return 0;
  if (WIDE.test(char)) return 1;
  if (char === ' ') return 0.28;
  if (/[iIjl.,:;!'|]/.test(char)) return 0.28;
  if (/[frt()[\]{}"/-]/.test(char)) return 0.36;
  if (/[mwMW]/.test(char)) return 0.88;
  if (char === ELLIPSIS) return 1;
  if (/\p{Lu}/u.test(char)) return 0.7;
  return 0.57;
}

/** The width of a text in em. */
function ems(content: string): number {
  let em = 0;
  for (const char of content) em += advance(char);
  return em;
}

const scale = (size: number, bold: boolean) => size * (bold ? 1.07 : 1);

/** The rough width of a text at a font size (bold text is set a little wider). */
export function measure(content: string, size: number, bold = true): number {
  return ems(content.normalize('NFC')) * scale(size, bold);
}

interface Token {
  text: string;
  /** Whether a space separates it from the token before. */
  space: boolean;
  /** Its width in em. */
  em: number;
}

/** Words of Latin text and single characters of CJK text, closing punctuation kept with what it closes. */
function tokenize(content: string): Token[] {
  const tokens: Token[] = [];
  let word = '';
  let space = false;
  let wordSpace = false;
  const endWord = () => {
    if (word) tokens.push({ text: word, space: wordSpace, em: ems(word) });
    word = '';
  };
  for (const char of content.normalize('NFC')) {
    if (/\s/u.test(char)) {
      endWord();
      space = tokens.length > 0;
    } else if (WIDE.test(char) || (CLOSING.test(char) && !word && !space)) {
      endWord();
      const last = tokens.at(-1);
      if (CLOSING.test(char) && last && !space) {
        last.text += char;
        last.em += advance(char);
      } else tokens.push({ text: char, space, em: advance(char) });
      space = false;
    } else {
      if (!word) wordSpace = space;
      word += char;
      space = false;
    }
  }
  endWord();
  return tokens;
}

const join = (tokens: Token[]) => tokens.map((token, i) => (i > 0 && token.space ? ` ${token.text}` : token.text)).join('');

/** Greedy lines of tokens no wider than `width` (a token wider than a line has a line of its own). */
function breakLines(tokens: Token[], width: number, size: number, bold: boolean): Token[][] {
  const limit = width / scale(size, bold);
  const lines: Token[][] = [];
  let line: Token[] = [];
  let em = 0;
  for (const token of tokens) {
    const added = (token.space ? advance(' ') : 0) + token.em;
    if (line.length > 0 && em + added > limit) {
      lines.push(line);
      line = [];
    }
    if (line.length === 0) {
      line.push({ ...token, space: false });
      em = token.em;
    } else {
      line.push(token);
      em += added;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/** A line ended with an ellipsis, whole words dropped from its end until it fits. */
function ellipsize(line: Token[], width: number, size: number, bold: boolean): string {
  const kept = [...line];
  const ended = () => `${join(kept).replace(/[\s.,:;!?·–—-]+$/u, '')}${ELLIPSIS}`;
  while (kept.length > 1 && measure(ended(), size, bold) > width) kept.pop();
  return ended();
}

export interface FittedText {
  lines: string[];
  size: number;
  lineHeight: number;
}

export interface FitOptions {
  /** The width the lines must fit, in the picture's units. */
  width: number;
  maxLines: number;
  /** The font size to start from and the smallest it may shrink to. */
  size: number;
  minSize?: number;
  bold?: boolean;
  /** Line height as a multiple of the size. */
  leading?: number;
}

/** The text on at most `maxLines` lines no wider than `width`, at the largest size from `size` down to `minSize` that holds it all. */
export function fitText(content: string, options: FitOptions): FittedText {
  const { width, maxLines, size, minSize = size, bold = true, leading = 1.22 } = options;
  const tokens = tokenize(content);
  let current = size;
  for (;;) {
    const lines = breakLines(tokens, width, current, bold);
    const fits = lines.length <= maxLines && lines.every((line) => line.length > 1 || line[0]!.em * scale(current, bold) <= width);
    const smaller = Math.max(minSize, Math.floor(current * 0.92));
    if (fits || smaller === current) {
      const shown = lines.slice(0, maxLines).map(join);
      if (lines.length > maxLines) shown[maxLines - 1] = ellipsize(lines[maxLines - 1]!, width, current, bold);
      return { lines: shown, size: current, lineHeight: Math.round(current * leading * 10) / 10 };
    }
    current = smaller;
  }
}

/**
 * The fitted lines as `<text>` elements, the first line's baseline at `y`. A line still wider than
 * `width` (one long word) is squeezed to it.
 */
export function textBlock(fitted: FittedText, at: { x: number; y: number; width: number }, values: Attrs, bold = true): string {
  return fitted.lines
    .map((line, i) => {
      const squeeze = measure(line, fitted.size, bold) > at.width;
      return text(
        {
          x: at.x,
          y: Math.round((at.y + i * fitted.lineHeight) * 10) / 10,
          'font-size': fitted.size,
          ...values,
          textLength: squeeze ? at.width : undefined,
          lengthAdjust: squeeze ? 'spacingAndGlyphs' : undefined,
        },
        line,
      );
    })
    .join('');
}

/** The height from the first baseline to the last of a fitted block. */
export const blockHeight = (fitted: FittedText) => (fitted.lines.length - 1) * fitted.lineHeight;
