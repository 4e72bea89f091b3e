import { describe, expect, it } from 'vitest';
import { coverageOf, transitionPaths } from '../test-utils/model-paths';
import { newsFlowMachine } from './news-flow.machine';
import { journeyPaths } from './news-flow';

describe('the news reading journey', () => {
  it('has paths that reach every page and take every step', () => {
    const paths = transitionPaths(newsFlowMachine, {});
    const coverage = coverageOf(newsFlowMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('keeps the longest paths only, and they still take every step', () => {
    const paths = journeyPaths();
    expect(paths.length).toBeLessThan(transitionPaths(newsFlowMachine, {}).length);
    const coverage = coverageOf(newsFlowMachine, paths);
    expect(coverage.transitions.missing).toEqual([]);
    for (const path of paths) expect(path.steps[0]!.event.type).toBe('OPEN_CATEGORY');
  });
});
