/** fileSize: what a served upload's length is, and when there is nothing to serve. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSize } from '../../src/uploads/file-size.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'file-size-'));
  await writeFile(path.join(dir, 'clip.mp4'), Buffer.alloc(1234));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('fileSize', () => {
  it('gives the byte size of a file', async () => {
    expect(await fileSize(path.join(dir, 'clip.mp4'))).toBe(1234);
  });

  it('gives null for a missing file and for a directory', async () => {
    expect(await fileSize(path.join(dir, 'gone.webp'))).toBeNull();
    expect(await fileSize(dir)).toBeNull();
  });
});
