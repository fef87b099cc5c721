import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { consoleMachine } from '../../machines/admin/console.machine';
import { AdminOrderDocument, AdminTodayDocument } from '../../machines/admin/graphql/graphql';


// The console's root: the session for as long as it runs (systemId session), and one page's flow at
// a time (screen:<n>): opening another page stops the one before; opening the same page again keeps it.
function start() {

  const actor = createActor(consoleMachine, { input: { gql: async () => ({}) as never } });
  actor.start();
  return { actor };
}

describe('console root machine', () => {
  it('runs the session in its system and one page flow at a time', () => {
    const { actor } = start();
    expect(actor.system.get('session')).toBeDefined();
    actor.send({ type: 'SCREEN.OPEN', key: 'today', load: { document: AdminTodayDocument, variables: {} } });
    const first = actor.getSnapshot().context.screen!;
    expect(actor.system.get('screen:1')).toBe(first);
    actor.send({ type: 'SCREEN.OPEN', key: 'today', load: { document: AdminTodayDocument, variables: {} } });
    expect(actor.getSnapshot().context.screen).toBe(first);
    actor.send({ type: 'SCREEN.OPEN', key: 'order:5', load: { document: AdminOrderDocument, variables: { id: 5 } } });
    expect(first.getSnapshot().status).toBe('stopped');
    expect(actor.system.get('screen:2')).toBe(actor.getSnapshot().context.screen);
    actor.send({ type: 'INVITE.OPEN', key: 'invite:t', token: 't' });
    expect(actor.getSnapshot().context.screen!.getSnapshot().context).toMatchObject({ token: 't' });
    actor.stop();
  });
});
