// The app actor's rules written from the spec, apart from the machine, so that the tests can hold
// every transition of the machine's graph against them (spec §2: every navigation closes all modals,
// dropdowns included, and resets scroll and mobile menu except within the profile's history tabs; a
// modal or the login opening closes the mobile menu;
// §4: start-up first, then the page shown, then new arrivals and static pages; a currency change
// reloads new arrivals, a language change the static pages' titles (neither loads before the page is shown); one modal at a time, opened by login, START NOW for a
// visitor or a signed-in page reached by a visitor, and every modal event closes a dropdown). Which
// modal is open lives in the modals child, whose own rules are tested in modals.machine.test.ts.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { RouteLocation } from '../../machines/navigation/navigation.rules';
import type { StartupResult } from '../../machines/app/startup.machine';

export type ShellEvent = EventObject & {
  id?: string;
  location?: RouteLocation;
  currency?: { code: string };
  output?: unknown;
  authenticated?: boolean;
};

type Regions = { newArrivals: string; staticPages: string; mobileMenu: string };

/** What the rules speak about: the state value and the context the shell shows. */
export function shellOf(snapshot: AnyMachineSnapshot) {
  const { currencyCode, location, openDropdown, newArrivals, staticPages, settings, isAuthenticated } = snapshot.context;
  return { value: snapshot.value, currencyCode, location, openDropdown, newArrivals, staticPages, settings, isAuthenticated };
}

type Shell = ReturnType<typeof shellOf>;

const READY: Regions = { newArrivals: 'waiting', staticPages: 'waiting', mobileMenu: 'closed' };
const SCROLL_KEEPING_TABS = ['transactions', 'order-history'];

function staysWithinProfileTabs(previous: RouteLocation | null, next: RouteLocation): boolean {
  const tab = new URLSearchParams(next.search).get('tab') ?? '';
  if (previous?.path === next.path && next.path.startsWith('/products')) return true; // a listing's own query
  return previous?.path === '/profile' && next.path === '/profile' && SCROLL_KEEPING_TABS.includes(tab);
}

function nextRegions(before: Shell, regions: Regions, event: ShellEvent): Regions {
  const next = { ...regions };
  // A region waiting for the page to be shown starts loading then, and a reload leaves it waiting.
  const onShown = (region: string) => (region === 'waiting' ? 'loading' : region);
  const reload = (region: string) => (region === 'waiting' ? 'waiting' : 'loading');
  switch (event.type) {
    case 'PAGE.SHOWN':
      return { ...next, newArrivals: onShown(regions.newArrivals), staticPages: onShown(regions.staticPages) };
    case 'xstate.done.actor.loadNewArrivals':
      return { ...next, newArrivals: 'loaded' };
    case 'xstate.error.actor.loadNewArrivals':
      return { ...next, newArrivals: 'failed' };
    case 'xstate.done.actor.loadStaticPages':
      return { ...next, staticPages: 'loaded' };
    case 'xstate.error.actor.loadStaticPages':
      return { ...next, staticPages: 'failed' };
    case 'CURRENCY.CHANGED':
      return { ...next, newArrivals: reload(regions.newArrivals) };
    case 'LANGUAGE.CHANGED':
      return { ...next, staticPages: reload(regions.staticPages) };
    case 'MOBILE_MENU.TOGGLE':
      return { ...next, mobileMenu: regions.mobileMenu === 'open' ? 'closed' : 'open' };
    case 'MOBILE_MENU.CLOSE':
    case 'MODAL.OPEN': // a modal opened from the phone's menu takes its place
    case 'LOGIN.OPEN':
      return { ...next, mobileMenu: 'closed' };
    case 'ROUTE.CHANGED':
      return {
        ...next,
        mobileMenu: !navigates(before, event) || staysWithinProfileTabs(before.location, event.location!) ? regions.mobileMenu : 'closed',
      };
    default:
      return next;
  }
}

const opensLogin = (before: Shell, event: ShellEvent) =>
  event.type === 'LOGIN.OPEN' || event.type === 'SIGN_IN.REQUIRED' || event.type === 'LOGIN.OPEN_AT_HOME' || (event.type === 'START_NOW' && !before.isAuthenticated);

const MODAL_EVENTS = ['MODALS.CLOSE_ALL', 'MODAL.OPEN', 'MODAL.CLOSE', 'LOGIN.CLOSE'];

/** A route change to another place: the app's first location (its arrival) and the one it is at are none. */
const navigates = (before: Shell, event: ShellEvent) =>
  event.type === 'ROUTE.CHANGED' && before.location !== null && (before.location.path !== event.location!.path || before.location.search !== event.location!.search);

/** The one open dropdown after `event`: dropdowns are modals, so any modal event (and every navigation) closes it. */
function nextDropdown(before: Shell, event: ShellEvent, menuChanged: boolean): string | null {
  const was = before.openDropdown;
  if (MODAL_EVENTS.includes(event.type) || navigates(before, event) || opensLogin(before, event) || menuChanged) return null;
  if (event.type === 'DROPDOWN.OPEN') return event.id!;
  if (event.type === 'DROPDOWN.CLOSE') return event.id === was ? null : was;
  return was;
}

/** The shell that `event` must leave behind when it reaches the app actor in `state`. */
export function expectedShell(state: AnyMachineSnapshot, event: ShellEvent): Shell {
  const before = shellOf(state);
  const location = event.type === 'ROUTE.CHANGED' ? event.location! : before.location;
  const isAuthenticated = event.type === 'AUTH.CHANGED' ? event.authenticated! : before.isAuthenticated;
  if (state.matches('starting')) {
    const openDropdown = nextDropdown(before, event, false);
    const kept = { ...before, location, openDropdown, isAuthenticated };
    if (event.type === 'xstate.error.actor.startup') return { ...kept, value: { ready: READY } };
    if (event.type !== 'xstate.done.actor.startup') return kept;
    const { settings, isAuthenticated: signedIn, currency } = event.output as StartupResult;
    return { ...kept, value: { ready: READY }, settings, isAuthenticated: signedIn, currencyCode: currency.code };
  }
  const regions = (state.value as { ready: Regions }).ready;
  const next = nextRegions(before, regions, event);
  return {
    ...before,
    value: { ready: next },
    location,
    isAuthenticated,
    openDropdown: nextDropdown(before, event, next.mobileMenu !== regions.mobileMenu),
    currencyCode: event.type === 'CURRENCY.CHANGED' ? event.currency!.code : before.currencyCode,
    newArrivals: event.type === 'xstate.done.actor.loadNewArrivals' ? event.output : before.newArrivals,
    staticPages: event.type === 'xstate.done.actor.loadStaticPages' ? event.output : before.staticPages,
  };
}
