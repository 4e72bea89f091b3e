// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

const START = new Date('2026-06-01T05:00:00Z');

function Clock({ everyMs }: { everyMs?: number }) {
  return <output>{useNow(everyMs).toISOString()}</output>;
}

const shown = () => screen.getByRole('status').textContent;

describe('the time a view shows', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is the time of the first render, read again every minute unless told', () => {
    render(<Clock />);
    expect(shown()).toBe('2026-06-01T05:00:00.000Z');
    act(() => vi.advanceTimersByTime(59_999));
    expect(shown()).toBe('2026-06-01T05:00:00.000Z');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('2026-06-01T05:01:00.000Z');
  });

  it('follows the pace it is given, and a new pace from then on', () => {
    const { rerender } = render(<Clock everyMs={1_000} />);
    act(() => vi.advanceTimersByTime(3_000));
    expect(shown()).toBe('2026-06-01T05:00:03.000Z');
    rerender(<Clock everyMs={30_000} />);
    act(() => vi.advanceTimersByTime(29_000));
    expect(shown()).toBe('2026-06-01T05:00:03.000Z');
    act(() => vi.advanceTimersByTime(1_000));
    expect(shown()).toBe('2026-06-01T05:00:33.000Z');
  });

  it('stops reading the clock once the view is gone', () => {
    const { unmount } = render(<Clock />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
