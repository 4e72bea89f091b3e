import { describe, expect, it } from 'vitest';
import { CENTRE_TABS, centreTabsFor } from './centre-tabs';

describe('centre tabs', () => {
  it('gives football every tab and other sports no line-ups or statistics', () => {
    expect(centreTabsFor('football')).toEqual(CENTRE_TABS);
    expect(centreTabsFor('basketball')).toEqual(['overview', 'h2h', 'table', 'odds']);
  });
});
