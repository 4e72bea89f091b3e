/**
 * What a keyboard user sees: which element has focus, and whether its focus ring is drawn and not
 * cut off by a scrolling or clipping box around it.
 */
import type { Locator, Page } from '@playwright/test';

export interface FocusStop {
  /** tag#id[data-testid].class "text" of the focused element, or 'body' when nothing has focus. */
  what: string;
  /** Why the ring cannot be seen, or null when it can. */
  problem: string | null;
}

/**
 * The focused element and whether its ring shows: drawn (an outline of 2 px or more), not cut by a
 * box that clips or by the window, not see-through and not covered (the sticky header, the bottom bar).
 * Transitions that focus starts (a message's actions fading in) are let finish first.
 */
export async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(async () => {
    const transitions: Promise<unknown>[] = [];
    for (let el = document.activeElement; el; el = el.parentElement) {
      for (const animation of el.getAnimations()) if (animation instanceof CSSTransition) transitions.push(animation.finished.catch(() => null));
    }
    await Promise.race([Promise.all(transitions), new Promise((resolve) => setTimeout(resolve, 1_000))]);
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const test = el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/).slice(0, 3).join('.')}` : '';
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${test}${cls} "${text}"`;
    };
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) return { what: 'body', problem: null };
    const what = describe(active);
    // The ring is on the element, or on the box that draws it for a control inside (a visually
    // hidden radio, a text area inside its field).
    let ringBox: Element | null = active;
    let style: CSSStyleDeclaration | null = null;
    for (let depth = 0; ringBox && depth < 3; depth++, ringBox = ringBox.parentElement) {
      const s = getComputedStyle(ringBox);
      if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) {
        style = s;
        break;
      }
    }
    if (!ringBox || !style) return { what, problem: 'no focus ring (outline of 2 px or more)' };
    const rect = ringBox.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return { what, problem: 'the focused box has no size' };
    const grow = Math.max(0, parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth));
    const ring = { left: rect.left - grow, top: rect.top - grow, right: rect.right + grow, bottom: rect.bottom + grow };
    const slack = 0.5;
    const cut: string[] = [];
    const check = (box: { left: number; top: number; right: number; bottom: number }, clipsX: boolean, clipsY: boolean, by: string) => {
      // A box narrower (lower) than the ring cannot show it whole that way: only what fits is checked.
      const x = clipsX && ring.right - ring.left <= box.right - box.left + slack;
      const y = clipsY && ring.bottom - ring.top <= box.bottom - box.top + slack;
      const sides = [
        x && ring.left < box.left - slack ? 'left' : '',
        x && ring.right > box.right + slack ? 'right' : '',
        y && ring.top < box.top - slack ? 'top' : '',
        y && ring.bottom > box.bottom + slack ? 'bottom' : '',
      ].filter(Boolean);
      if (sides.length > 0) cut.push(`${sides.join('+')} cut by ${by}`);
    };
    for (let box = ringBox.parentElement; box && box !== document.body && box !== document.documentElement; box = box.parentElement) {
      const s = getComputedStyle(box);
      const x = s.overflowX !== 'visible';
      const y = s.overflowY !== 'visible';
      if (!x && !y) continue;
      const b = box.getBoundingClientRect();
      const left = b.left + box.clientLeft;
      const top = b.top + box.clientTop;
      check({ left, top, right: left + box.clientWidth, bottom: top + box.clientHeight }, x, y, describe(box));
    }
    check({ left: 0, top: 0, right: document.documentElement.clientWidth, bottom: innerHeight }, true, true, 'the window');
    for (let el: Element | null = active; el; el = el.parentElement) {
      if (parseFloat(getComputedStyle(el).opacity) < 0.5) return { what, problem: `see-through (opacity of ${describe(el)})` };
    }
    if (cut.length > 0) return { what, problem: `ring ${cut.join(', ')}` };
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (hit && hit !== active && !active.contains(hit) && !hit.contains(active) && !ringBox.contains(hit)) {
      return { what, problem: `covered by ${describe(hit)}` };
    }
    return { what, problem: null };
  });
}

/**
 * Presses Tab up to `max` times from where focus is, and answers the stops whose ring does not show.
 * Stops early when focus comes back to where it started (the page has been gone through).
 */
export async function tabThrough(page: Page, max: number): Promise<{ stops: FocusStop[]; problems: FocusStop[] }> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    const first = stops.find((s) => s.what !== 'body');
    if (first && stop.what === first.what) break;
    stops.push(stop);
  }
  return { stops, problems: stops.filter((s) => s.problem !== null) };
}

/** Whether the locator's element has focus (Playwright's toBeFocused, as a value). */
export async function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}
