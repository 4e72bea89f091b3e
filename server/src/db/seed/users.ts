import type { SeedArea } from './seed-kit.ts';

export const usersSeed: SeedArea = { area: 'users', version: '0', run: async () => {} };
