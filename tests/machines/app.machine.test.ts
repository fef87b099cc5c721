import { adjacencyMapToArray } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { authMachine } from '../../machines/auth/auth.machine';
import type { Currency, Product, StaticPageSummary } from '../../machines/app/app.types';
import { preferencesMachine } from '../../machines/app/preferences.machine';
import { DEFAULT_SETTINGS } from '../../machines/app/startup.defaults';
import { INITIAL_STARTUP_RESULT, type StartupResult } from '../../machines/app/startup.machine';
import { PROFILE } from './account-fixtures';
import { expectedShell, shellOf } from './app-shell.oracle';
import { FakeActors, createFlowModel, describePath, flush, runPath } from './shell-flow-harness';

const EUR: Currency = { code: 'EUR', symbol: '€', rate: 1 };
const USD: Currency = { code: 'USD', symbol: '$', rate: 1.08 };
const STARTUP: StartupResult = {
  ...INITIAL_STARTUP_RESULT,
  socialLinks: [{ id: 1, name: 'Discord', url: 'https://discord.test', icon: 'discord' }],
  currencies: [EUR, USD],
  currency: EUR,
  languages: [{ id: 10, title: 'English', code: 'en' }],
  translations: { 'header.login': 'Login' },
  isAuthenticated: false,
  settings: { ...DEFAULT_SETTINGS, supportEmail: 'support@shop.test' },
};
const PRODUCT: Product = {
  id: '7',
  title: 'AK-47 | Redline (Field-Tested)',
  imgUrl: 'items/7.svg',
  price: { amount: 12.34, currency: 'EUR', symbol: '€' },
  oldPrice: { amount: 0, currency: 'EUR', symbol: '€' },
  type: 'Rifle',
  quality: 'Classified',
  category: 'CS2',
  exterior: 'Field-Tested',
  hero: null,
  itemClass: 'Weapon',
  description: 'A classic.',
  isNew: true,
  isBestSeller: false,
  tradableAfter: null,
};
const PAGES: StaticPageSummary[] = [{ id: 3, title: 'Cookie notice', slug: 'cookie-notice' }];
const openModal = (actor: { getSnapshot(): { context: { modals: { getSnapshot(): { context: { open: string | null } } } } } }) =>
  actor.getSnapshot().context.modals.getSnapshot().context.open;
const route = (path: string, search = '') => ({ type: 'ROUTE.CHANGED' as const, location: { path, search } });
const openDropdown = (id: string) => ({ type: 'DROPDOWN.OPEN' as const, id });
const closeDropdown = (id: string) => ({ type: 'DROPDOWN.CLOSE' as const, id });

function startActor() {
  const fakes = new FakeActors();
  const scrollToTop = vi.fn();
  const goToProducts = vi.fn();
  const storage = { storeCurrency: vi.fn(), storeLanguage: vi.fn(), storeCookieConsent: vi.fn(), switchLocale: vi.fn() };
  const machine = appMachine.provide({
    actors: {
      startup: fakes.logic<StartupResult>() as never,
      preferences: preferencesMachine.provide({ actions: storage }),
      loadNewArrivals: fakes.logic<Product[], { currency: string }>(),
      loadStaticPages: fakes.logic<StaticPageSummary[]>(),
      auth: authMachine.provide({ actors: { loadProfile: fakes.logic() as never } }),
    },
    actions: { scrollToTop, goToProducts, goHome: () => {} },
  });
  return { actor: createActor(machine).start(), fakes, scrollToTop, goToProducts };
}

async function startedActor(startup: StartupResult = STARTUP) {
  const started = startActor();
  started.fakes.settle({ type: 'xstate.done.actor.startup', output: startup });
  await flush();
  started.actor.send({ type: 'PAGE.SHOWN' });
  await flush();
  return started;
}

describe('app machine: every generated path', () => {
  const model = createFlowModel(appMachine, {
    samples: [
      { type: 'xstate.done.actor.startup', output: STARTUP },
      { type: 'xstate.error.actor.startup', error: new Error('bug') },
      { type: 'PAGE.SHOWN' },
      { type: 'xstate.done.actor.loadNewArrivals', output: [PRODUCT] },
      { type: 'xstate.error.actor.loadNewArrivals', error: new Error('offline') },
      { type: 'xstate.done.actor.loadStaticPages', output: PAGES },
      { type: 'xstate.error.actor.loadStaticPages', error: new Error('offline') },
      route('/products/all'),
      route('/profile', 'tab=transactions'),
      { type: 'CURRENCY.CHANGED', currency: USD },
      { type: 'LANGUAGE.CHANGED', languageId: 11 },
      openDropdown('currency-select'),
      openDropdown('game-select'),
      closeDropdown('currency-select'),
      closeDropdown('game-select'),
      { type: 'MODAL.OPEN', modal: 'register' },
      { type: 'MODAL.CLOSE', modal: 'login' },
      { type: 'AUTH.CHANGED', authenticated: true },
    ],
    // The route guard reads the previous location, so it is part of the model's state.
    contextKey: (snapshot) => ({
      location: snapshot.context.location,
      currency: snapshot.context.currencyCode,
      dropdown: snapshot.context.openDropdown,
      signedIn: snapshot.context.isAuthenticated,
    }),
    // Four parallel regions: covering every state keeps this to a few hundred paths.
    coverage: 'states',
  });
  const paths = model.getShortestPaths();

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const { actor, fakes } = startActor();
    await runPath(path, actor, fakes, (expected) => {
      const snapshot = actor.getSnapshot();
      // Only what tells the model's states apart: other context may come from another path to the
      // same model state. The rules test below checks that context on every transition.
      expect(snapshot.context.location).toEqual(expected.context.location);
      expect(snapshot.context.currencyCode).toEqual(expected.context.currencyCode);
      expect(snapshot.context.openDropdown).toEqual(expected.context.openDropdown);
      // New arrivals in flight are always the ones for the currency now shown.
      if (snapshot.matches({ ready: { newArrivals: 'loading' } })) {
        expect(fakes.isPending('loadNewArrivals')).toBe(true);
        expect(fakes.lastInput('loadNewArrivals')).toEqual({ currency: snapshot.context.currencyCode });
      }
    });
  });

  // The whole adjacency map is built here: seconds on a busy machine.
  it("keeps the spec's shell rules on every transition of the machine", () => {
    const edges = adjacencyMapToArray(model.getAdjacencyMap());
    // The graph must hold the interesting cases, or this test proves nothing.
    const navigatingWithDropdownOpen = edges.filter(
      ({ state, event }) => event.type === 'ROUTE.CHANGED' && state.context.openDropdown !== null,
    );
    expect(navigatingWithDropdownOpen.length).toBeGreaterThan(0);
    expect(edges.some(({ state, event }) => event.type === 'DROPDOWN.OPEN' && ![null, (event as { id?: string }).id].includes(state.context.openDropdown))).toBe(true);
    expect(edges.some(({ state, event }) => event.type === 'CURRENCY.CHANGED' && state.matches({ ready: { newArrivals: 'failed' } }))).toBe(true);
    for (const { state, event, nextState } of edges) {
      expect({ event, shell: shellOf(nextState) }).toEqual({ event, shell: expectedShell(state, event) });
    }
  }, 30_000);
});

describe('app machine: start-up, data and shell state', () => {
  it('keeps the preloader state until start-up is done, then, once the page is shown, loads new arrivals and static pages', async () => {
    const { actor, fakes } = startActor();
    expect(actor.getSnapshot().matches('starting')).toBe(true);
    expect(fakes.started.map((call) => call.id)).toEqual(['startup']);
    fakes.settle({ type: 'xstate.done.actor.startup', output: STARTUP });
    await flush();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(fakes.started.map((call) => call.id)).toEqual(['startup']);
    // A currency chosen before the page is shown is the one the new arrivals are then asked in.
    actor.send({ type: 'CURRENCY.CHANGED', currency: USD });
    actor.send({ type: 'PAGE.SHOWN' });
    await flush();
    expect(fakes.started.slice(1)).toEqual([
      { id: 'loadNewArrivals', input: { currency: 'USD' } },
      { id: 'loadStaticPages', input: undefined },
    ]);
    expect(actor.getSnapshot().context.settings.supportEmail).toBe('support@shop.test');
    expect(actor.getSnapshot().context.socialLinks).toEqual(STARTUP.socialLinks);
  });

  it('hands the start-up result to the preferences child', async () => {
    const { actor } = await startedActor();
    const preferences = actor.getSnapshot().context.preferences.getSnapshot();
    expect(preferences.matches('ready')).toBe(true);
    expect(preferences.context.currencies).toEqual([EUR, USD]);
    expect(preferences.context.translations).toEqual({ 'header.login': 'Login' });
    expect(actor.system.get('preferences')).toBe(actor.getSnapshot().context.preferences);
  });

  it('reloads new arrivals in the new currency when the preferences child changes it', async () => {
    const { actor, fakes } = await startedActor();
    fakes.settle({ type: 'xstate.done.actor.loadNewArrivals', output: [PRODUCT] });
    await flush();
    actor.getSnapshot().context.preferences.send({ type: 'CURRENCY.SELECT', code: 'USD' });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { newArrivals: 'loading' } })).toBe(true);
    expect(fakes.started.at(-1)).toEqual({ id: 'loadNewArrivals', input: { currency: 'USD' } });
    // Only the new arrivals start over; the other regions keep their state.
    expect(fakes.started.filter((call) => call.id === 'loadStaticPages')).toHaveLength(1);
  });

  it('opens the login modal shell on LOGIN.OPEN', async () => {
    const { actor } = await startedActor();
    actor.send({ type: 'LOGIN.OPEN' });
    expect(openModal(actor) === 'login').toBe(true);
    actor.send({ type: 'LOGIN.CLOSE' });
    expect(openModal(actor) === null).toBe(true);
  });

  it('START NOW opens the login modal for a visitor and goes to the product list when signed in', async () => {
    const visitor = await startedActor();
    visitor.actor.send({ type: 'START_NOW' });
    expect(openModal(visitor.actor) === 'login').toBe(true);
    expect(visitor.goToProducts).not.toHaveBeenCalled();

    const customer = await startedActor({ ...STARTUP, isAuthenticated: true });
    customer.actor.send({ type: 'START_NOW' });
    expect(openModal(customer.actor) === null).toBe(true);
    expect(customer.goToProducts).toHaveBeenCalledTimes(1);
  });

  it('closes modals and the mobile menu and scrolls to the top on navigation', async () => {
    const { actor, scrollToTop } = await startedActor();
    actor.send(route('/'));
    actor.send({ type: 'LOGIN.OPEN' });
    actor.send({ type: 'MOBILE_MENU.TOGGLE' });
    actor.send(route('/products/all'));
    expect(actor.getSnapshot().matches({ ready: { mobileMenu: 'closed' } })).toBe(true);
    expect(openModal(actor)).toBeNull();
    expect(scrollToTop).toHaveBeenCalledTimes(1);
  });

  it('keeps scroll and mobile menu within the profile transactions and order-history tabs', async () => {
    const { actor, scrollToTop } = await startedActor();
    actor.send(route('/'));
    actor.send(route('/profile', 'tab=transactions'));
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    actor.send({ type: 'LOGIN.OPEN' });
    actor.send({ type: 'MOBILE_MENU.TOGGLE' });
    actor.send(route('/profile', 'tab=order-history'));
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ ready: { mobileMenu: 'open' } })).toBe(true);
    expect(openModal(actor)).toBeNull();
  });

  it('keeps a modal opened before the app saw its first location, or when the location is reported again (issue 28: no lost clicks)', async () => {
    const { actor, scrollToTop } = await startedActor();
    // A click on Login while the server's page is taken over comes before the route watcher's first report.
    actor.send({ type: 'LOGIN.OPEN' });
    actor.send(route('/products/all'));
    expect(openModal(actor)).toBe('login');
    actor.send(route('/products/all'));
    expect(openModal(actor)).toBe('login');
    expect(scrollToTop).not.toHaveBeenCalled();
    actor.send(route('/products/all', 'sort=desc'));
    expect(openModal(actor)).toBeNull();
  });

  it('keeps at most one dropdown open: opening one closes the other, a stale close is ignored', async () => {
    const { actor } = await startedActor();
    actor.send(openDropdown('currency-select'));
    expect(actor.getSnapshot().context.openDropdown).toBe('currency-select');
    actor.send(openDropdown('game-select'));
    expect(actor.getSnapshot().context.openDropdown).toBe('game-select');
    // The currency menu reports its own close after the game select opened: a no-op.
    actor.send(closeDropdown('currency-select'));
    expect(actor.getSnapshot().context.openDropdown).toBe('game-select');
    actor.send(closeDropdown('game-select'));
    expect(actor.getSnapshot().context.openDropdown).toBeNull();
  });

  it('closes an open dropdown on every navigation, also within the profile tabs', async () => {
    const { actor } = await startedActor();
    actor.send(route('/products/all'));
    actor.send(openDropdown('currency-select'));
    actor.send(route('/'));
    expect(actor.getSnapshot().context.openDropdown).toBeNull();
    actor.send(route('/profile', 'tab=transactions'));
    actor.send(openDropdown('language-select'));
    actor.send(route('/profile', 'tab=order-history'));
    expect(actor.getSnapshot().context.openDropdown).toBeNull();
  });

  it('closes an open dropdown when a modal opens or all modals close', async () => {
    const { actor } = await startedActor();
    actor.send(openDropdown('currency-select'));
    actor.send({ type: 'LOGIN.OPEN' });
    expect(actor.getSnapshot().context.openDropdown).toBeNull();
    actor.send(openDropdown('footer-currency-select'));
    actor.send({ type: 'MODALS.CLOSE_ALL' });
    expect(openModal(actor) === null).toBe(true);
    expect(actor.getSnapshot().context.openDropdown).toBeNull();
    actor.send(openDropdown('language-select'));
    actor.send({ type: 'MOBILE_MENU.TOGGLE' });
    expect(actor.getSnapshot().context.openDropdown).toBeNull();
    actor.send(openDropdown('mobile-currency-select'));
    actor.send({ type: 'MOBILE_MENU.CLOSE' });
    expect(actor.getSnapshot().context.openDropdown).toBeNull();
  });

  it("a modal or the login opened from the phone's menu closes the menu", async () => {
    const { actor } = await startedActor();
    const menuOpen = () => actor.getSnapshot().matches({ ready: { mobileMenu: 'open' } });
    actor.send({ type: 'MOBILE_MENU.TOGGLE' });
    expect(menuOpen()).toBe(true);
    actor.send({ type: 'MODAL.OPEN', modal: 'sellSkin' });
    expect(menuOpen()).toBe(false);
    expect(openModal(actor)).toBe('sellSkin');
    actor.send({ type: 'MOBILE_MENU.TOGGLE' });
    actor.send({ type: 'LOGIN.OPEN' });
    expect(menuOpen()).toBe(false);
  });

  it('PAGE.RELOAD (part of the page did not load) loads the page again, even while the app is starting', () => {
    const reloadPage = vi.fn();
    const actor = createActor(startActor().actor.logic.provide({ actions: { reloadPage } })).start();
    actor.send({ type: 'PAGE.RELOAD' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('still shows the shop when start-up itself breaks', async () => {
    const { actor, fakes } = startActor();
    fakes.settle({ type: 'xstate.error.actor.startup', error: new Error('bug') });
    await flush();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.preferences.getSnapshot().context.currency).toEqual(EUR);
  });
});

describe('app machine: a failed Steam sign-in', () => {
  it('is toasted once and the query dropped', async () => {
    const { actor } = await startedActor();
    const toasts: string[] = [];
    actor.on('notify', (event) => void toasts.push(event.message));
    actor.send(route('/', 'steam_login=failed'));
    actor.send(route('/products/all'));
    expect(toasts).toEqual(['Steam sign-in failed. Please try again.']);
  });
});

describe('app machine: arriving at the success page', () => {
  it('toasts the top-up once and reloads the balance in the header', async () => {
    const { actor, fakes } = await startedActor({ ...STARTUP, isAuthenticated: true });
    const toasts: string[] = [];
    actor.on('notify', (event) => void toasts.push(event.message));
    const loadProfile = '0.auth.session.authenticated.loadingProfile';
    fakes.settle({ type: `xstate.done.actor.${loadProfile}`, output: PROFILE });
    await flush();
    const profileLoads = () => fakes.started.filter((call) => call.id === loadProfile).length;
    const before = profileLoads();
    actor.send(route('/success-payment'));
    actor.send(route('/profile', 'tab=transactions'));
    expect(profileLoads(), 'the profile (and its balance) is asked for again').toBe(before + 1);
    expect(toasts).toEqual(['Your balance has been successfully topped up']);
  });
});

describe('app machine: a visitor on a signed-in page', () => {
  it('is sent home and the login opens after the navigation has closed every modal', async () => {
    const { actor } = await startedActor();
    actor.send(route('/profile'));
    actor.send({ type: 'SIGN_IN.REQUIRED' });
    // The history change reaches the app as a route change, which closes all modals first.
    actor.send(route('/'));
    expect(openModal(actor)).toBe('login');
    actor.send(route('/products/all'));
    expect(openModal(actor)).toBeNull();
  });

  it('is told where signing in returns them (issue 45): the page they were sent from, forgotten once they go elsewhere themselves', async () => {
    const { actor } = await startedActor();
    const returnTo = () => actor.getSnapshot().context.auth.getSnapshot().context.returnTo;
    actor.send(route('/profile', 'tab=order-history'));
    actor.send({ type: 'SIGN_IN.REQUIRED' });
    actor.send(route('/'));
    expect(returnTo()).toBe('/profile?tab=order-history');
    actor.send(route('/products/all'));
    expect(returnTo()).toBeNull();
  });

  it('a confirmed e-mail (LOGIN.OPEN_AT_HOME) goes home and opens the login once there', async () => {
    const { actor } = await startedActor();
    actor.send(route('/verify-email', 'token=abc'));
    actor.send({ type: 'LOGIN.OPEN_AT_HOME' });
    actor.send(route('/'));
    expect(openModal(actor)).toBe('login');
    expect(actor.getSnapshot().context.auth.getSnapshot().context.returnTo).toBeNull();
  });
});
