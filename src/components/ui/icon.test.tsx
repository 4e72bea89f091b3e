// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon, iconFor, isIconName } from './icon';
import { FeatureIcon } from './feature-icons';

afterEach(cleanup);

describe('an icon', () => {
  it('is hidden from screen readers and out of the focus order unless it is named', () => {
    const { container } = render(<FeatureIcon name="thumb" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('role')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is announced by its label when it has one', () => {
    render(<Icon name="bell" label="Thông báo" />);
    const img = screen.getByRole('img', { name: 'Thông báo' });
    expect(img.querySelector('title')?.textContent).toBe('Thông báo');
    expect(img.getAttribute('aria-hidden')).toBeNull();
  });

  it('draws a 24×24 line at the size asked, filled only when told (a saved bookmark)', () => {
    const { container, rerender } = render(<FeatureIcon name="bookmark" size={14} />);
    const svg = () => container.querySelector('svg')!;
    expect(svg().getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg().getAttribute('width')).toBe('14');
    expect(svg().getAttribute('fill')).toBe('none');
    expect(svg().getAttribute('stroke')).toBe('currentColor');
    rerender(<FeatureIcon name="bookmark" size={14} filled />);
    expect(svg().getAttribute('fill')).toBe('currentColor');
  });

  it('draws the board and music player icons with the same implementation, apart from the shell’s table', () => {
    for (const name of ['thumb', 'comment', 'shareOut', 'bin', 'padlock', 'playTrack', 'shuffle', 'repeatOne', 'heartFilled', 'volumeTrack', 'chevronUp', 'musicNote'] as const) {
      expect(isIconName(name), `${name} is not loaded with every page`).toBe(false);
      const { container, unmount } = render(<FeatureIcon name={name} />);
      expect(container.querySelector('svg > *'), name).not.toBeNull();
      unmount();
    }
    const { container } = render(<FeatureIcon name="home" label="Trang chủ" />);
    expect(container.querySelector('svg')?.getAttribute('aria-label')).toBe('Trang chủ');
  });

  it('draws a dot for a key from the server it does not know', () => {
    expect(iconFor('news')).toBe('news');
    expect(iconFor('football')).toBe('dot');
  });
});
