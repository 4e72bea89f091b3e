/**
 * Layout shifts as the browser reports them (PerformanceObserver 'layout-shift', buffered), recorded
 * from before the page's first script: the tests sum the shifts not caused by recent input.
 */
import type { Page } from '@playwright/test';

export interface Shift {
  value: number;
  /** When, in ms since the navigation started. */
  at: number;
  /** What moved: the element, and its box before and after. */
  sources: { node: string; from: string; to: string }[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Starts recording layout shifts in every document the page opens (call before page.goto). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__layoutShifts = shifts;
    const describe = (node: Node | null | undefined): string => {
      if (!node) return '(gone)';
      if (!(node instanceof Element)) return node.nodeName;
      const id = node.id ? `#${node.id}` : '';
      const test = node.getAttribute('data-testid') ? `[data-testid=${node.getAttribute('data-testid')}]` : '';
      const cls = typeof node.className === 'string' && node.className ? `.${node.className.split(/\s+/).slice(0, 4).join('.')}` : '';
      const parent = node.parentElement?.getAttribute('data-testid') ? ` in [data-testid=${node.parentElement.getAttribute('data-testid')}]` : '';
      return `${node.tagName}${id}${test}${cls}${parent}`;
    };
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    type LayoutShiftEntry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((s) => ({ node: describe(s.node), from: box(s.previousRect), to: box(s.currentRect) })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far in the current document. */
export async function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => window.__layoutShifts ?? []);
}

/** Their sum, and a readable list for a failure message. */
export function describeShifts(shifts: readonly Shift[]): { total: number; report: string } {
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  const report = shifts
    .map((s) => `  ${s.value.toFixed(4)} at ${s.at} ms\n${s.sources.map((src) => `    ${src.node}: ${src.from} → ${src.to}`).join('\n')}`)
    .join('\n');
  return { total, report };
}

/**
 * Waits until the page is still: fonts loaded, the pictures on screen decoded, and two animation
 * frames in a row in which no new shift was reported.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // The pictures on screen (lazy ones further down load only when scrolled to).
    const onScreen = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return !img.complete && r.bottom > 0 && r.top < innerHeight;
    });
    const loaded = Promise.all(onScreen.map((img) => img.decode().catch(() => null)));
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    let before = -1;
    for (let i = 0; i < 60 && before !== (window.__layoutShifts?.length ?? 0); i++) {
      before = window.__layoutShifts?.length ?? 0;
      await frame();
      await frame();
    }
  });
}

/** Answers every API call ~`ms` later than the server does, so the pages show their loading states. */
export async function slowApi(page: Page, ms = 500): Promise<void> {
  await page.route(/\/(live|al|other)\/api\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {});
  });
}
