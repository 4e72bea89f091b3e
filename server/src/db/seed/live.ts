import type { SeedArea } from './seed-kit.ts';

export const liveSeed: SeedArea = { area: 'live', version: '0', run: async () => {} };
