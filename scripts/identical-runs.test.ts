import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeLines, identicalPairs, trackedSources } from './identical-runs';

/**
 * The most pairs of files sharing an identical run of code the tree may hold. Lower it as copies
 * are folded into kits; never raise it for new code: fold the copy instead (docs/architecture.md).
 */
const IDENTICAL_PAIR_BUDGET = 40;

const code = (lines: string[]) => lines.join('\n');
const RUN = ['const a = 1;', 'const b = 2;', 'const c = a + b;', 'if (c > 2) {', 'log(c);', 'return c * 2;'];

describe('identical runs', () => {
  it('passes over blank lines, comments, imports and lone punctuation, and folds white space', () => {
    const text = code(["import x from 'y';", '', '// note', '/* a', ' b */', '  const   a = 1;  // why', '});', 'done();']);
    expect(codeLines(text)).toEqual([
      { line: 6, text: 'const a = 1;' },
      { line: 8, text: 'done();' },
    ]);
  });

  it('passes over the names of an import written on several lines', () => {
    const text = code(['import {', '  a,', '  type B,', "} from 'y';", 'done();']);
    expect(codeLines(text)).toEqual([{ line: 5, text: 'done();' }]);
  });

  it('pairs two files sharing a run, and a file with itself only where the runs do not overlap', () => {
    const files = new Map([
      ['a.ts', code(RUN)],
      ['b.ts', code(['other();', ...RUN.map((l) => `  ${l}`)])],
      ['c.ts', code([...RUN, ...RUN])],
      ['d.ts', code(RUN.slice(1))],
    ]);
    const pairs = identicalPairs(files).map((p) => `${p.a}~${p.b}`);
    expect(pairs).toEqual(['a.ts~b.ts', 'a.ts~c.ts', 'b.ts~c.ts', 'c.ts~c.ts']);
  });

  it('leaves out a run too common to be a copy (more than eight places)', () => {
    const files = new Map(Array.from({ length: 9 }, (_, i) => [`f${i}.ts`, code(RUN)] as const));
    expect(identicalPairs(files)).toEqual([]);
  });

  it('the tree holds no more copies than its budget', () => {
    const pairs = identicalPairs(trackedSources(fileURLToPath(new URL('..', import.meta.url))));
    const list = pairs.map((p) => `${p.a}:${p.at[0]} ~ ${p.b}:${p.at[1]}`).join('\n');
    expect(pairs.length, `identical runs (fold the new copy into what exists):\n${list}`).toBeLessThanOrEqual(IDENTICAL_PAIR_BUDGET);
  });
});
