// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePopover } from './use-popover';

afterEach(cleanup);

function Links({ closeOnPick }: { closeOnPick?: string }) {
  const { open, rootProps, triggerProps, panelProps } = usePopover({ closeOnPick });
  return (
    <div {...rootProps}>
      <button {...triggerProps}>More</button>
      {open ? (
        <div {...panelProps} data-testid="panel">
          <a href="#one">One</a>
          <a href="#two">Two</a>
          <span>Text</span>
        </div>
      ) : null}
    </div>
  );
}

const trigger = () => screen.getByRole('button', { name: 'More' });

describe('a popover’s props', () => {
  it('toggles the panel from its trigger, which says whether it is open and what it controls', () => {
    render(<Links />);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger());
    const panel = screen.getByTestId('panel');
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(panel.id);
    fireEvent.click(trigger());
    expect(screen.queryByTestId('panel')).toBeNull();
  });

  it('opens on the first item with ↓ and on the last with ↑, and Escape gives focus back to the trigger', () => {
    render(<Links />);
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('One');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('panel')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    fireEvent.keyDown(trigger(), { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Two');
  });

  it('closes when an item matching closeOnPick is clicked, not on other clicks inside', () => {
    render(<Links closeOnPick="a" />);
    fireEvent.click(trigger());
    fireEvent.click(screen.getByText('Text'));
    expect(screen.getByTestId('panel')).toBeTruthy();
    fireEvent.click(screen.getByText('Two'));
    expect(screen.queryByTestId('panel')).toBeNull();
  });

  it('stays open on a pick without closeOnPick (a menu closes itself)', () => {
    render(<Links />);
    fireEvent.click(trigger());
    fireEvent.click(screen.getByText('Two'));
    expect(screen.getByTestId('panel')).toBeTruthy();
  });
});
