import type { SeedArea } from './seed-kit.ts';

export const sportsSeed: SeedArea = { area: 'sports', version: '0', run: async () => {} };
