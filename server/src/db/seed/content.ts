import type { SeedArea } from './seed-kit.ts';

export const contentSeed: SeedArea = { area: 'content', version: '0', run: async () => {} };
