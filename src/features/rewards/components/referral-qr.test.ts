import { describe, expect, it } from 'vitest';
import { qrPath } from './referral-qr';

/** The dark modules of a path, as "x,y" (quiet zone included). */
function darkModules(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`));
}

describe('the referral QR code', () => {
  const url = 'https://example.org/?pid=ABCD2345';
  const { size, path } = qrPath(url);
  const dark = darkModules(path);

  it('is a version 3 code (29 modules for a link this long) inside a 4-module quiet zone', () => {
    expect(size).toBe(29 + 8);
    for (const key of dark) {
      const [x, y] = key.split(',').map(Number);
      expect(x).toBeGreaterThanOrEqual(4);
      expect(y).toBeGreaterThanOrEqual(4);
      expect(x).toBeLessThan(size - 4);
      expect(y).toBeLessThan(size - 4);
    }
  });

  it('has the three finder patterns a camera looks for: a dark ring, a light ring, a dark 3×3 core', () => {
    const inner = size - 8;
    for (const [ox, oy] of [
      [4, 4],
      [4 + inner - 7, 4],
      [4, 4 + inner - 7],
    ]) {
      for (let dy = 0; dy < 7; dy++) {
        for (let dx = 0; dx < 7; dx++) {
          const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
          expect(dark.has(`${ox! + dx},${oy! + dy}`), `module ${dx},${dy} of the finder at ${ox},${oy}`).toBe(ring !== 2);
        }
      }
    }
  });

  it('draws another code for another link', () => {
    expect(qrPath('https://example.org/?pid=ZZZZ9999').path).not.toBe(path);
  });
});
