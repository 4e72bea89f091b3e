import type { SeedArea } from './seed-kit.ts';

export const mediaSeed: SeedArea = { area: 'media', version: '0', run: async () => {} };
