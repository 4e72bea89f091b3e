import { describe, expect, it } from 'vitest';
import { routeTable } from '../../contracts/route-table';
import { routePages } from './routes';

describe('route pages', () => {
  it('gives every route of the table a lazy page, and no page to a route it does not have', () => {
    expect(Object.keys(routePages).sort()).toEqual(routeTable.map((r) => r.id).sort());
  });
});
