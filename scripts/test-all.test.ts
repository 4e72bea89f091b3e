import { describe, expect, it } from 'vitest';
import { formatSeconds, STAGES, timingTable } from './test-all';

describe('npm test', () => {
  it('runs every layer, the end-to-end suite last', () => {
    expect(STAGES.map((s) => s.name)).toEqual(['tools', 'generate', 'typecheck + lint', 'unit + page', 'server on PGlite', 'server on PostgreSQL', 'Redis', 'e2e (build + run)']);
  });

  it('prints the seconds of each stage and the total', () => {
    const table = timingTable([
      { name: 'typecheck + lint', seconds: 48.2, ok: true },
      { name: 'e2e (build + run)', seconds: 421.6, ok: false },
    ]);
    expect(table.split('\n')).toEqual([
      'stage              seconds',
      'typecheck + lint        48    48.2s  ok',
      'e2e (build + run)      422    7m02s  FAILED',
      'total                  470    7m50s',
    ]);
    expect(formatSeconds(59.94)).toBe('59.9s');
    expect(formatSeconds(3600)).toBe('60m00s');
  });
});
