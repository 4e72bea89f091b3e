import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import semver from 'semver';

const root = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe('engines', () => {
  it('every installed package runs on the oldest Node the project promises, so npm ci warns of none', () => {
    const oldest = semver.minVersion(manifest.engines.node)!.version;
    const refused = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
        return range && !semver.satisfies(oldest, range) ? [`${path}@${entry.version} needs Node ${range}`] : [];
      });
    expect(refused).toEqual([]);
  });
});
