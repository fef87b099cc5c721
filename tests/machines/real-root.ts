// The real root actor (machines/app/app.machine.ts) with fake requests, started up, for tests of a
// flow the root spawns (FLOW.OPEN / FLOW.CLOSE, issue 42): what the flow asks of the root, the
// notifier, the modals or the step-up actor it reaches there by systemId, as the shop would see it.
import { createActor, type AnyActorLogic, type AnyActorRef, type InspectionEvent } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import type { Currency, Product, StaticPageSummary } from '../../machines/app/app.types';
import type { FlowId } from '../../machines/app/flow-system';
import { preferencesMachine } from '../../machines/app/preferences.machine';
import { INITIAL_STARTUP_RESULT, type StartupResult } from '../../machines/app/startup.machine';
import { authMachine } from '../../machines/auth/auth.machine';
import { cartMachine } from '../../machines/cart/cart.machine';
import { flush } from './catalogue-fakes';
import { FakeActors } from './shell-flow-harness';

const EUR: Currency = { code: 'EUR', symbol: '€', rate: 1 };
/** A request that never answers. */
const fakeLogic = () => new FakeActors().logic();

/**
 * The root started up (a visitor unless `signedIn`; the cart loaded by `loadCart`), and what a test reads
 * of it. With `signedIn: 'unanswered'` start-up is still checking the session until `answerStartup`.
 */
export async function startedRoot({
  signedIn = false,
  loadCart = fakeLogic(),
  inspect,
}: { signedIn?: boolean | 'unanswered'; loadCart?: AnyActorLogic; inspect?: (event: InspectionEvent) => void } = {}) {
  const fakes = new FakeActors();
  const root = createActor(
    appMachine.provide({
      actors: {
        startup: fakes.logic<StartupResult>() as never,
        preferences: preferencesMachine.provide({ actions: { storeCurrency: () => {}, storeLanguage: () => {}, storeCookieConsent: () => {}, switchLocale: () => {} } }),
        loadNewArrivals: fakes.logic<Product[], { currency: string }>(),
        loadStaticPages: fakes.logic<StaticPageSummary[]>(),
        auth: authMachine.provide({ actors: { loadProfile: fakes.logic() as never } }),
        cart: cartMachine.provide({ actors: { loadCart: loadCart as never } }),
      },
      actions: { scrollToTop: () => {}, goToProducts: () => {}, goHome: () => {} },
    }),
    { systemId: 'app', inspect },
  ).start();
  const answerStartup = async (isAuthenticated: boolean) => {
    fakes.settle({ type: 'xstate.done.actor.startup', output: { ...INITIAL_STARTUP_RESULT, currencies: [EUR], currency: EUR, isAuthenticated } });
    await flush();
  };
  if (signedIn !== 'unanswered') await answerStartup(signedIn);
  const get = (systemId: string) => root.system.get(systemId) as AnyActorRef;
  return {
    root,
    answerStartup,
    /** What a page or modal does through useFlow when it mounts and when it leaves. */
    open: (id: FlowId, logic: AnyActorLogic, input: unknown) => root.send({ type: 'FLOW.OPEN', id, logic, input }),
    close: (id: FlowId) => root.send({ type: 'FLOW.CLOSE', id }),
    /** The flow the root holds under `id`, as a child and in its system (undefined when it holds none). */
    flow(id: FlowId): AnyActorRef | undefined {
      const child = (root.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id];
      return child !== undefined && root.system.get(id) === child ? child : undefined;
    },
    /** The toasts on screen, as `tone: message`. */
    toasts: () => (get('notifier').getSnapshot().context.toasts as { tone: string; message: string }[]).map(({ tone, message }) => `${tone}: ${message}`),
    /** The open modal (modals actor). */
    openModal: () => get('modals').getSnapshot().context.open as string | null,
    openModalAs: (modal: string, subject?: string) => root.send({ type: 'MODAL.OPEN', modal, subject } as never),
    get,
  };
}

export type StartedRoot = Awaited<ReturnType<typeof startedRoot>>;
