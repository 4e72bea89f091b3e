import { describe, expect, it } from 'vitest';
import { moveIndex } from './keyboard-nav';

describe('moveIndex', () => {
  it('moves along a row with ←/→, wrapping, and ignores ↑/↓', () => {
    expect(moveIndex('ArrowRight', 0, 3)).toBe(1);
    expect(moveIndex('ArrowRight', 2, 3)).toBe(0);
    expect(moveIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(moveIndex('ArrowDown', 0, 3)).toBeNull();
    expect(moveIndex('Enter', 0, 3)).toBeNull();
  });

  it('moves down a column with ↑/↓ and ignores ←/→', () => {
    expect(moveIndex('ArrowDown', 1, 4, { orientation: 'vertical' })).toBe(2);
    expect(moveIndex('ArrowUp', 0, 4, { orientation: 'vertical' })).toBe(3);
    expect(moveIndex('ArrowRight', 0, 4, { orientation: 'vertical' })).toBeNull();
  });

  it('goes to the ends with Home and End', () => {
    expect(moveIndex('Home', 2, 5)).toBe(0);
    expect(moveIndex('End', 2, 5, { orientation: 'vertical' })).toBe(4);
  });

  it('starts from the first item when none has focus', () => {
    expect(moveIndex('ArrowRight', -1, 3)).toBe(1);
    expect(moveIndex('ArrowDown', -1, 3, { orientation: 'vertical' })).toBe(1);
  });

  it('moves by a row in a grid, stopping at the edges', () => {
    // 8 columns, 24 items: 3 rows.
    expect(moveIndex('ArrowDown', 3, 24, { columns: 8 })).toBe(11);
    expect(moveIndex('ArrowDown', 19, 24, { columns: 8 })).toBe(19);
    expect(moveIndex('ArrowUp', 11, 24, { columns: 8 })).toBe(3);
    expect(moveIndex('ArrowUp', 3, 24, { columns: 8 })).toBe(3);
    expect(moveIndex('ArrowRight', 7, 24, { columns: 8 })).toBe(8);
    expect(moveIndex('ArrowLeft', 0, 24, { columns: 8 })).toBe(23);
  });

  it('has nowhere to go without items', () => {
    expect(moveIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
