import { assign, setup, stopChild, type ActorRefFrom } from 'xstate';
import type { AdminGql } from './admin-client';
import { inviteMachine } from './invite.machine';
import { screenMachine, type ScreenLoad } from './screen.machine';
import { sessionMachine } from './session.machine';

export type ScreenRef = ActorRefFrom<typeof screenMachine>;
export type InviteRef = ActorRefFrom<typeof inviteMachine>;
export type SessionRef = ActorRefFrom<typeof sessionMachine>;

export type ConsoleEvent =
  /** The page at `key` (its path and search) is on screen: its flow starts, the previous one stops. */
  | { type: 'SCREEN.OPEN'; key: string; load: ScreenLoad; refreshMs?: number }
  | { type: 'INVITE.OPEN'; key: string; token: string };

export interface ConsoleContext {
  gql: AdminGql;
  /** The flow of the page on screen, and which page it is for. */
  screen: ScreenRef | InviteRef | null;
  screenKey: string | null;
  opened: number;
}

/**
 * The console's root actor: the session (systemId `session`) for as long as the console is open, and
 * the flow of the page on screen (systemId `screen:<n>`), started when the page opens and stopped
 * when another takes its place.
 */
export const consoleMachine = setup({
  types: { context: {} as ConsoleContext, events: {} as ConsoleEvent, input: {} as { gql: AdminGql } },
  actors: { session: sessionMachine, screen: screenMachine, invite: inviteMachine },
  actions: {
    stopScreen: stopChild(({ context }) => context.screen ?? ''),
  },
  guards: {
    anotherPage: ({ context, event }) => context.screenKey !== event.key,
  },
}).createMachine({
  id: 'adminConsole',
  context: ({ input }) => ({ gql: input.gql, screen: null, screenKey: null, opened: 0 }),
  invoke: { id: 'session', systemId: 'session', src: 'session', input: ({ context }) => ({ gql: context.gql }) },
  on: {
    'SCREEN.OPEN': {
      guard: 'anotherPage',
      actions: [
        'stopScreen',
        assign(({ context, event, spawn }) => ({
          screen: spawn('screen', { systemId: `screen:${context.opened + 1}`, input: { gql: context.gql, load: event.load, refreshMs: event.refreshMs } }),
          screenKey: event.key,
          opened: context.opened + 1,
        })),
      ],
    },
    'INVITE.OPEN': {
      guard: 'anotherPage',
      actions: [
        'stopScreen',
        assign(({ context, event, spawn }) => ({
          screen: spawn('invite', { systemId: `screen:${context.opened + 1}`, input: { gql: context.gql, token: event.token } }),
          screenKey: event.key,
          opened: context.opened + 1,
        })),
      ],
    },
  },
});
