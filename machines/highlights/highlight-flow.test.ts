import { describe, expect, it } from 'vitest';
import { transitionPaths } from '../test-utils/model-paths';
import { highlightFlow } from './highlight-flow';

describe('the highlight journey machine', () => {
  it('has paths through every transition: watching, seeking to the end and replaying, the speed, the match and back', () => {
    const paths = transitionPaths(highlightFlow, {});
    const events = new Set(paths.flatMap((p) => p.steps.map((s) => `${JSON.stringify(s.value)}<${s.event.type}`)));
    expect([...events].sort()).toEqual(
      [
        '"watching"<OPEN_HIGHLIGHT',
        '"nearEnd"<SEEK_NEAR_END',
        '"watching"<CHANGE_SPEED',
        '"watching"<TAP_SEEK_BAR',
        '"matchCentre"<OPEN_MATCH',
        '"list"<BACK',
        '"ended"<WAIT_FOR_END',
        '"watching"<REPLAY',
        '"watching"<BACK',
      ].sort(),
    );
  });
});
