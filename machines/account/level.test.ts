import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { levelMachine } from './level.machine';
import type { LevelInfo } from '../../contracts/schemas/users/rewards';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { settle } from '../test-utils/model-paths';

const info: LevelInfo = {
  level: 2,
  levelName: 'Người hâm mộ',
  exp: 150,
  nextLevel: 3,
  nextLevelExp: 300,
  expForNextLevel: 150,
  progress: 0.25,
  levels: [
    { level: 1, minExp: 0, name: 'Tân binh' },
    { level: 2, minExp: 100, name: 'Người hâm mộ' },
  ],
};

function start() {
  const loader = controllablePromiseActor<LevelInfo, void>();
  const actor = createActor(levelMachine.provide({ actors: { loadLevelInfo: loader.logic } })).start();
  return { actor, loader };
}

describe('level machine', () => {
  it('loads the level on start', async () => {
    const { actor, loader } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    loader.last().resolve(info);
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.info?.levelName).toBe('Người hâm mộ');
  });

  it('keeps the server message of a failure and retries', async () => {
    const { actor, loader } = start();
    loader.last().reject(new ApiFailure(401, 'Vui lòng đăng nhập'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ status: 401, message: 'Vui lòng đăng nhập' });
    actor.send({ type: 'level.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    loader.last().resolve(info);
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(loader.calls).toHaveLength(2);
  });

  it('treats a network error as status 0', async () => {
    const { actor, loader } = start();
    loader.last().reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ status: 0, message: 'Failed to fetch' });
  });
});
