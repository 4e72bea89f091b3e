// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Router, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { searchWithTab, tabForKey, tabFromSearch, useQueryTab } from './use-query-tab';

afterEach(cleanup);

const TABS = ['overview', 'lineups', 'odds'] as const;

function Strip() {
  const { current, strip, tabProps, tabId, panelId } = useQueryTab(TABS);
  return (
    <div ref={strip}>
      <div role="tablist" aria-label="Sections">
        {TABS.map((key) => (
          <button key={key} {...tabProps(key)} aria-controls={panelId(key)}>
            {key}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)}>
        {current}
      </div>
      <output>{useSearch()}</output>
    </div>
  );
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Strip />
    </Router>,
  );
  return location;
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('tabs kept in the address', () => {
  it('opens the tab the address names, the first when it names none or an unknown one', () => {
    renderAt('/tran-dau/1?tab=odds');
    expect(tab('odds').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'odds' }).textContent).toBe('odds');
    cleanup();
    renderAt('/tran-dau/1?tab=nope');
    expect(tab('overview').getAttribute('aria-selected')).toBe('true');
    expect(tab('overview').tabIndex).toBe(0);
    expect(tab('odds').tabIndex).toBe(-1);
  });

  it('writes the chosen tab into the address in place, keeping the other parameters', () => {
    const location = renderAt('/tran-dau/1?leagueId=5');
    fireEvent.click(tab('lineups'));
    expect(screen.getByRole('status').textContent).toBe('leagueId=5&tab=lineups');
    fireEvent.click(tab('overview'));
    expect(screen.getByRole('status').textContent).toBe('leagueId=5');
    expect(location.history).toHaveLength(1);
  });

  it('moves with the arrow keys, Home and End, the focus following the chosen tab', () => {
    renderAt('/tran-dau/1');
    act(() => tab('overview').focus());
    fireEvent.keyDown(tab('overview'), { key: 'ArrowLeft' });
    expect(tab('odds').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('odds'));
    fireEvent.keyDown(tab('odds'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('overview'));
    fireEvent.keyDown(tab('overview'), { key: 'End' });
    expect(screen.getByRole('status').textContent).toBe('tab=odds');
    fireEvent.keyDown(tab('odds'), { key: 'Enter' });
    expect(tab('odds').getAttribute('aria-selected')).toBe('true');
  });
});

const tabs = ['overview', 'opinion', 'tips', 'analysis', 'odds'] as const;

describe('a section tab in the address', () => {
  it.each([
    ['', 'overview'],
    ['tab=odds', 'odds'],
    ['?tab=analysis&x=1', 'analysis'],
    ['?leagueId=5&tab=tips', 'tips'],
    ['?tab=nope', 'overview'],
    ['?tab=', 'overview'],
  ])('%j chooses %s', (search, tab) => expect(tabFromSearch(search, tabs)).toBe(tab));

  it('falls back to the first tab when the page lacks the one named', () => {
    expect(tabFromSearch('tab=odds', ['overview', 'opinion'])).toBe('overview');
    expect(tabFromSearch('tab=odds', ['matches', 'squad'])).toBe('matches');
  });

  it.each([
    ['', 'tips', '?tab=tips'],
    ['x=1', 'tips', '?x=1&tab=tips'],
    ['tab=tips', 'odds', '?tab=odds'],
    ['tab=tips', 'overview', ''],
    ['x=1&tab=tips', 'overview', '?x=1'],
    ['?leagueId=5&tab=odds', 'overview', '?leagueId=5'],
  ] as const)('%j with %s → %j (the first tab leaves none, the rest stays)', (search, tab, out) => expect(searchWithTab(search, tab, tabs)).toBe(out));

  it.each([
    ['ArrowRight', 'overview', 'opinion'],
    ['ArrowRight', 'odds', 'overview'],
    ['ArrowLeft', 'overview', 'odds'],
    ['ArrowLeft', 'tips', 'opinion'],
    ['Home', 'tips', 'overview'],
    ['End', 'tips', 'odds'],
    ['Enter', 'tips', null],
    ['ArrowDown', 'tips', null],
  ] as const)('%s from %s → %s', (key, from, to) => expect(tabForKey(key, from, tabs)).toBe(to));
});
