import type { SeedArea } from './seed-kit.ts';

export const communitySeed: SeedArea = { area: 'community', version: '0', run: async () => {} };
