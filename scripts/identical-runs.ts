/**
 * The guard against parallel copies: the pairs of files that share a run of RUN_LINES identical
 * lines of code (blank lines, comments, imports and lone punctuation passed over, white space
 * folded). A run found in more than MAX_PLACES places is too common to be a copy (boilerplate).
 * scripts/identical-runs.test.ts fails when the count of pairs passes its budget, so a feature
 * built a second time beside the first is seen before it lands: fold it into a kit instead.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const RUN_LINES = 6;
export const MAX_PLACES = 8;

const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|html)$/;
const SKIPPED = /^(server\/src\/db\/migrations\/|src\/generated\/|styled-system\/|public\/vendor\/)/;

/** The lines that count, with their line numbers (1-based). */
export function codeLines(text: string): Array<{ line: number; text: string }> {
  const kept: Array<{ line: number; text: string }> = [];
  let inComment = false;
  let inImport = false;
  text.split('\n').forEach((raw, index) => {
    let line = raw.trim().replace(/\s+/g, ' ');
    if (inImport) {
      if (/^\} from ['"]/.test(line)) inImport = false;
      return;
    }
    if (/^import (type )?\{[^}]*$/.test(line)) {
      inImport = true;
      return;
    }
    if (inComment) {
      if (line.includes('*/')) inComment = false;
      return;
    }
    if (line.startsWith('/*')) {
      if (!line.includes('*/')) inComment = true;
      return;
    }
    if (line.startsWith('//') || line.startsWith('<!--')) return;
    line = line.replace(/\s+\/\/.*$/, '');
    if (line === '' || /^import\b/.test(line) || /^[\s)\]};,({[]*$/.test(line) || /^\} from ['"]/.test(line)) return;
    kept.push({ line: index + 1, text: line });
  });
  return kept;
}

export interface IdenticalPair {
  a: string;
  b: string;
  /** Where the first shared run starts in each. */
  at: [number, number];
}

/** The pairs of files (a file with itself too) that share a run of RUN_LINES identical lines. */
export function identicalPairs(files: ReadonlyMap<string, string>): IdenticalPair[] {
  const places = new Map<string, Array<{ file: string; line: number; index: number }>>();
  for (const [file, text] of files) {
    const lines = codeLines(text);
    for (let i = 0; i + RUN_LINES <= lines.length; i++) {
      const key = lines
        .slice(i, i + RUN_LINES)
        .map((l) => l.text)
        .join('\n');
      const list = places.get(key) ?? [];
      list.push({ file, line: lines[i]!.line, index: i });
      places.set(key, list);
    }
  }
  const pairs = new Map<string, IdenticalPair>();
  for (const list of places.values()) {
    if (list.length < 2 || list.length > MAX_PLACES) continue;
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const [p, q] = [list[i]!, list[j]!].sort((x, y) => (x.file === y.file ? x.index - y.index : x.file.localeCompare(y.file)));
        // Overlapping windows of one file are one run, not a copy.
        if (p!.file === q!.file && q!.index - p!.index < RUN_LINES) continue;
        const key = `${p!.file}\n${q!.file}`;
        if (!pairs.has(key)) pairs.set(key, { a: p!.file, b: q!.file, at: [p!.line, q!.line] });
      }
    }
  }
  return [...pairs.values()].sort((x, y) => x.a.localeCompare(y.a) || x.b.localeCompare(y.b));
}

/** The source files git tracks under `root`. */
export function trackedSources(root: string): Map<string, string> {
  const names = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((name) => SOURCE.test(name) && !SKIPPED.test(name));
  const files = new Map<string, string>();
  for (const name of names) {
    const text = readFileSync(join(root, name), 'utf8');
    // A binary (an MPEG-TS segment is a .ts too) or a generated file is not code.
    if (!text.includes('\0') && text.length <= 1024 * 1024) files.set(name, text);
  }
  return files;
}
