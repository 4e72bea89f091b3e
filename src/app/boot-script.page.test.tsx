/**
 * public/boot.js, which starts the app on a page whose HTML carries its own first paint: the app's
 * files are asked after that paint, and after the frame's largest picture when it has one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATIC_FRAME_ID } from '../../contracts/constants';

const BOOT = readFileSync(join(process.cwd(), 'public', 'boot.js'), 'utf8');
const ENTRY = '/assets/index-ClCzbeZz.js';

/** The page as the server writes it: the frame (with or without its picture), then the boot script, run. */
function loadPage(picture: 'none' | 'loading' | 'loaded'): HTMLImageElement | null {
  const frame = document.createElement('div');
  frame.id = STATIC_FRAME_ID;
  let image: HTMLImageElement | null = null;
  if (picture !== 'none') {
    image = document.createElement('img');
    image.setAttribute('fetchpriority', 'high');
    Object.defineProperty(image, 'complete', { value: picture === 'loaded' });
    frame.append(image);
  }
  document.body.prepend(frame);
  const script = document.createElement('script');
  script.dataset.entry = ENTRY;
  script.dataset.links = JSON.stringify([{ rel: 'modulepreload', href: '/assets/react-dom-IU3PLoSv.js' }]);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(BOOT)();
  Reflect.deleteProperty(document, 'currentScript');
  return image;
}

/** What the script added to the head (kept out of the document: the test loads no files). */
let added: Node[] = [];
const entryAsked = () => added.some((node) => node instanceof HTMLScriptElement && node.type === 'module' && node.getAttribute('src') === ENTRY);

/** The frame gone, nothing added. */
function clearPage(): void {
  document.getElementById(STATIC_FRAME_ID)?.remove();
  added = [];
}

beforeEach(() => {
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    added.push(node);
    return node;
  });
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  clearPage();
  vi.restoreAllMocks();
});

describe('the boot script', () => {
  it('asks for the app after the first paint', () => {
    loadPage('none');
    expect(entryAsked()).toBe(false);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(entryAsked()).toBe(true);
    expect(added.some((node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload' && node.getAttribute('href') === '/assets/react-dom-IU3PLoSv.js')).toBe(true);
  });

  it("waits for the frame's largest picture to arrive, then for its paint", () => {
    const image = loadPage('loading')!;
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1_000);
    expect(entryAsked()).toBe(false);
    image.dispatchEvent(new Event('load'));
    expect(entryAsked()).toBe(false);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(entryAsked()).toBe(true);
  });

  it('starts anyway when the picture fails or is slow', () => {
    loadPage('loading')!.dispatchEvent(new Event('error'));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(entryAsked()).toBe(true);
    clearPage();
    loadPage('loading');
    vi.advanceTimersByTime(1_499);
    expect(entryAsked()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(entryAsked()).toBe(true);
  });

  it('does not wait for a picture already there', () => {
    loadPage('loaded');
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(entryAsked()).toBe(true);
  });
});

