import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { SongLikeState } from '../../contracts/schemas/media/music';
import { call } from '../../api/call';
import { songLike, songUnlike } from '../../contracts/endpoints/music';

export interface SongLikeContext {
  songId: number;
  liked: boolean;
  likes: number;
  error: CallError | null;
}

/**
 * A member's like of a song: the heart and the count change at once, the server is told, and its
 * answer (the real count) is kept; a refusal puts them back and keeps the message. A click while
 * the server is being told waits for its answer (the button is busy).
 */
export const songLikeMachine = setup({
  types: {
    context: {} as SongLikeContext,
    events: {} as { type: 'toggle' },
    input: {} as { songId: number; liked: boolean; likes: number },
  },
  actors: {
    save: fromPromise<SongLikeState, { songId: number; like: boolean }>(({ input, signal }) => call(input.like ? songLike : songUnlike, { body: { songId: input.songId } }, signal)),
  },
}).createMachine({
  id: 'songLike',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        toggle: {
          target: 'saving',
          actions: assign(({ context }) => ({ liked: !context.liked, likes: Math.max(0, context.likes + (context.liked ? -1 : 1)), error: null })),
        },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ songId: context.songId, like: context.liked }),
        onDone: { target: 'idle', actions: assign(({ event }) => ({ liked: event.output.liked, likes: event.output.likes })) },
        onError: {
          target: 'idle',
          actions: assign(({ context, event }) => ({ liked: !context.liked, likes: Math.max(0, context.likes + (context.liked ? -1 : 1)), error: callError(event.error) })),
        },
      },
    },
  },
});
