import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBuildInfo } from './write-build-info.ts';

describe('writeBuildInfo', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes the given build id, the time and the sha256 of the Vite manifest', () => {
    dist = mkdtempSync(join(tmpdir(), 'build-info-'));
    mkdirSync(join(dist, '.vite'));
    const manifest = '{"index.html":{"file":"assets/index-abc.js","isEntry":true}}';
    writeFileSync(join(dist, '.vite', 'manifest.json'), manifest);

    writeBuildInfo('2025-01-02T03:04:05.000Z-a1b2c3', dist);

    const info = JSON.parse(readFileSync(join(dist, 'build-info.json'), 'utf8'));
    expect(info).toEqual({
      buildId: '2025-01-02T03:04:05.000Z-a1b2c3',
      builtAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      manifestHash: createHash('sha256').update(manifest).digest('hex'),
    });
  });

  it('fails with a clear message when vite build has not produced a manifest', () => {
    dist = mkdtempSync(join(tmpdir(), 'build-info-'));

    expect(() => writeBuildInfo('id', dist)).toThrow(/manifest\.json does not exist: run vite build/);
  });
});
