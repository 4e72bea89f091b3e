import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { mediaActor, type HlsModuleLike, type MediaElement } from './player.actors';
import { settle } from '../test-utils/model-paths';

/** A video element with the listeners it holds and the src it was given. */
function fakeElement(nativeHls: boolean) {
  const listeners = new Map<string, () => void>();
  const element = {
    src: '',
    error: null,
    loads: 0,
    canPlayType: (type: string) => (nativeHls && type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''),
    addEventListener: (name: string, listener: () => void) => void listeners.set(name, listener),
    removeEventListener: (name: string) => void listeners.delete(name),
    removeAttribute(name: string) {
      if (name === 'src') this.src = '';
    },
    load() {
      this.loads++;
    },
  };
  return { element, listeners, fire: (name: string) => listeners.get(name)?.() };
}

/** Runs the actor under a parent that records what it reports. */
function run(element: MediaElement, loadHls?: () => Promise<HlsModuleLike>) {
  const reported: unknown[] = [];
  const parent = createMachine({
    invoke: { id: 'media', src: mediaActor(element, loadHls), input: { src: '/live/casino/index.m3u8' } },
    on: { '*': { actions: ({ event }) => void reported.push(event) } },
  });
  const actor = createActor(parent).start();
  return { actor, reported };
}

describe('media actor', () => {
  it('plays HLS natively when the browser can, without loading hls.js, and detaches on stop', () => {
    const { element, listeners, fire } = fakeElement(true);
    let hlsLoads = 0;
    const { actor, reported } = run(element as unknown as MediaElement, () => {
      hlsLoads++;
      return Promise.reject(new Error('not wanted'));
    });
    expect(element.src).toBe('/live/casino/index.m3u8');
    fire('loadedmetadata');
    fire('playing');
    fire('waiting');
    fire('pause');
    expect(reported).toEqual([
      { type: 'media.levelsLoaded', levels: [] },
      { type: 'media.playing' },
      { type: 'media.waiting' },
      { type: 'media.paused' },
    ]);
    expect(hlsLoads).toBe(0);
    actor.stop();
    expect(listeners.size).toBe(0);
    expect(element).toMatchObject({ src: '', loads: 1 });
  });

  it('loads hls.js only when needed, reports its levels and errors, follows level choices and destroys it on stop', async () => {
    const { element } = fakeElement(false);
    const handlers = new Map<string, (event: string, data: never) => void>();
    const hls = { source: '', media: null as unknown, destroyed: false, currentLevel: -1 };
    const Hls = Object.assign(
      function FakeHls() {
        return {
          loadSource: (src: string) => void (hls.source = src),
          attachMedia: (media: unknown) => void (hls.media = media),
          on: (name: string, listener: (event: string, data: never) => void) => void handlers.set(name, listener),
          destroy: () => void (hls.destroyed = true),
          set currentLevel(level: number) {
            hls.currentLevel = level;
          },
        };
      },
      { isSupported: () => true, Events: { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' } },
    );
    const { actor, reported } = run(element as unknown as MediaElement, () => Promise.resolve({ default: Hls } as unknown as HlsModuleLike));
    await settle();
    expect(hls).toMatchObject({ source: '/live/casino/index.m3u8', media: element });

    handlers.get('hlsManifestParsed')!('hlsManifestParsed', { levels: [{ height: 720, bitrate: 4_000_000, width: 1280 }] } as never);
    handlers.get('hlsError')!('hlsError', { fatal: true, details: 'manifestLoadError', type: 'networkError' } as never);
    actor.getSnapshot().children.media!.send({ type: 'media.selectLevel', level: 0 });

    expect(reported).toEqual([
      { type: 'media.levelsLoaded', levels: [{ height: 720, bitrate: 4_000_000 }] },
      { type: 'media.error', fatal: true, detail: 'manifestLoadError' },
    ]);
    expect(hls.currentLevel).toBe(0);
    actor.stop();
    expect(hls.destroyed).toBe(true);
  });

  it('reports a fatal error when hls.js cannot be loaded', async () => {
    const { element } = fakeElement(false);
    const { reported } = run(element as unknown as MediaElement, () => Promise.reject(new Error('chunk failed')));
    await settle();
    expect(reported).toEqual([{ type: 'media.error', fatal: true, detail: 'hls.loadFailed: chunk failed' }]);
  });
});
