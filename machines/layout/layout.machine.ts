import { assign, fromCallback, setup } from 'xstate';
import { BREAKPOINT_LG, BREAKPOINT_MD } from '../../contracts/constants';

export type NavbarMode = 'full' | 'half' | 'mobile';

export type LayoutEvent =
  | { type: 'layout.resized'; width: number }
  | { type: 'room.toggleTheater' };

/** Reports the viewport width on start and on every resize. */
export const viewportListener = fromCallback<LayoutEvent>(({ sendBack }) => {
  const report = () => sendBack({ type: 'layout.resized', width: window.innerWidth });
  report();
  window.addEventListener('resize', report);
  return () => window.removeEventListener('resize', report);
});

/** Navbar mode from the viewport (full above 1280 px, half from 1024 to 1280, mobile below), and the room layout. */
export const layoutMachine = setup({
  types: {
    context: {} as { width: number },
    events: {} as LayoutEvent,
    input: {} as { width: number },
  },
  actors: { viewport: viewportListener },
  guards: {
    isWide: ({ context }) => context.width > BREAKPOINT_LG,
    isMedium: ({ context }) => context.width >= BREAKPOINT_MD,
  },
  actions: {
    assignWidth: assign({
      width: ({ context, event }) => (event.type === 'layout.resized' ? event.width : context.width),
    }),
  },
}).createMachine({
  id: 'layout',
  type: 'parallel',
  context: ({ input }) => ({ width: input.width }),
  invoke: { src: 'viewport' },
  states: {
    navbar: {
      initial: 'measuring',
      on: {
        'layout.resized': { target: '.measuring', actions: 'assignWidth' },
      },
      states: {
        measuring: {
          always: [{ guard: 'isWide', target: 'full' }, { guard: 'isMedium', target: 'half' }, { target: 'mobile' }],
        },
        full: {},
        half: {},
        mobile: {},
      },
    },
    room: {
      initial: 'normal',
      states: {
        normal: { on: { 'room.toggleTheater': 'theater' } },
        theater: { on: { 'room.toggleTheater': 'normal' } },
      },
    },
  },
});
