// The React side of the root actor (UI contract): one context, and hooks that select from it.
import { shallowEqual, useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { Currency, Language, Product, Settings, SocialLink, StaticPageSummary } from '../../machines/app/app.types';
import type { Profile } from '../../machines/auth/auth.actors';
import type { Cart } from '../../machines/cart/cart.actors';
import type { ModalId } from '../../machines/app/modals.machine';
import { itemWordKey } from '../../contract/rules/item-words';
import { toastKey } from '../../contract/rules/toast-key';
import type { AppActor } from './create-app-actor';
import { useHydrated } from './use-hydrated';
import { localeOf } from '../../machines/app/preferences.rules';

const AppActorContext = createContext<AppActor | null>(null);

export function AppActorProvider({ actor, children }: { actor: AppActor; children: ReactNode }) {
  return <AppActorContext.Provider value={actor}>{children}</AppActorContext.Provider>;
}

export function useAppActorRef(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActorRef needs <AppActorProvider>');
  return actor;
}

export function usePreferencesRef() {
  return useSelector(useAppActorRef(), (snapshot) => snapshot.context.preferences);
}

export function useCurrency(): Currency {
  return useSelector(usePreferencesRef(), (snapshot) => snapshot.context.currency);
}

export function useCurrencies(): Currency[] {
  return useSelector(usePreferencesRef(), (snapshot) => snapshot.context.currencies);
}

/** The current language's code (en, de, pl…), the locale prices and numbers are written in. */
export function useLocale(): string {
  return useSelector(usePreferencesRef(), (snapshot) => localeOf(snapshot.context));
}

export function useLanguages(): { languages: Language[]; languageId: number; switching: boolean } {
  const preferences = usePreferencesRef();
  const languages = useSelector(preferences, (snapshot) => snapshot.context.languages);
  const languageId = useSelector(preferences, (snapshot) => snapshot.context.languageId);
  const switching = useSelector(preferences, (snapshot) => snapshot.matches({ ready: { language: 'loading' } }));
  return { languages, languageId, switching };
}

/** Translation from the server's localizations; a missing key returns the key. */
export function useT(): (key: string) => string {
  const translations = useSelector(usePreferencesRef(), (snapshot) => snapshot.context.translations);
  return useCallback((key: string) => translations[key] ?? key, [translations]);
}

/** The customer's word for an item's type, rarity, exterior or class; a word no language file has, as the API wrote it. */
export function useItemWord(): (word: string) => string {
  return useTextIn(itemWordKey);
}

/** A toast's text in the customer's language; a text no language file has, as written. */
export function useToastText(): (message: string) => string {
  return useTextIn(toastKey);
}

/** A text the shop writes in English, in the customer's language under `keyOf(text)`; as written when no file has it. */
function useTextIn(keyOf: (text: string) => string): (text: string) => string {
  const translations = useSelector(usePreferencesRef(), (snapshot) => snapshot.context.translations);
  return useCallback((text: string) => translations[keyOf(text)] ?? text, [translations, keyOf]);
}

export function useIsAuthenticated(): boolean {
  return useSelector(useAppActorRef(), (snapshot) => snapshot.context.isAuthenticated);
}

export function useSettings(): Settings {
  return useSelector(useAppActorRef(), (snapshot) => snapshot.context.settings);
}

export function useSocialLinks(): SocialLink[] {
  return useSelector(useAppActorRef(), (snapshot) => snapshot.context.socialLinks);
}

export function useStaticPages(): StaticPageSummary[] {
  return useSelector(useAppActorRef(), (snapshot) => snapshot.context.staticPages);
}

/** The new arrivals, and whether they are still to come: they load once the page is shown (spec §4). */
export function useNewArrivals(): { items: Product[]; pending: boolean } {
  return useSelector(
    useAppActorRef(),
    (snapshot) => ({
      items: snapshot.context.newArrivals,
      pending: snapshot.matches({ ready: { newArrivals: 'waiting' } }) || snapshot.matches({ ready: { newArrivals: 'loading' } }),
    }),
    shallowEqual,
  );
}

export function useOpenLogin(): () => void {
  const actor = useAppActorRef();
  return useCallback(() => actor.send({ type: 'LOGIN.OPEN' }), [actor]);
}

export function useMobileMenuOpen(): boolean {
  return useSelector(useAppActorRef(), (snapshot) => snapshot.matches({ ready: { mobileMenu: 'open' } }));
}

/** True while start-up runs (the preloader covers the page). */
export function useIsStarting(): boolean {
  return useSelector(useAppActorRef(), (snapshot) => snapshot.matches('starting'));
}

/**
 * Whether dropdown `id` is open; the root actor keeps at most one open and closes it on every
 * navigation and when a modal opens or closes. Each rendered dropdown needs its own id.
 */
export function useDropdown(id: string): { opened: boolean; setOpened(next: boolean): void } {
  const actor = useAppActorRef();
  const opened = useSelector(actor, (snapshot) => snapshot.context.openDropdown === id);
  const setOpened = useCallback(
    (next: boolean) => actor.send(next ? { type: 'DROPDOWN.OPEN', id } : { type: 'DROPDOWN.CLOSE', id }),
    [actor, id],
  );
  return { opened, setOpened };
}

export function useAuthRef() {
  return useSelector(useAppActorRef(), (snapshot) => snapshot.context.auth);
}

export function useStepUpRef() {
  return useSelector(useAppActorRef(), (snapshot) => snapshot.context.stepUp);
}

export function useModalsRef() {
  return useSelector(useAppActorRef(), (snapshot) => snapshot.context.modals);
}

/** The signed-in customer's profile, or null (a visitor, while it first loads, and until the server's page is hydrated, as the server rendered it: useHydrated). */
export function useProfile(): Profile | null {
  const profile = useSelector(useAuthRef(), (snapshot) => snapshot.context.profile);
  return useHydrated() ? profile : null;
}

/** True when the cart could not be loaded and none is shown (a later failed reload keeps the cart). */
export function useCartLoadFailed(): boolean {
  return useSelector(useCartRef(), (snapshot) => snapshot.matches('loadFailed'));
}

/** True when a customer is signed in but their profile could not be loaded. */
export function useProfileLoadFailed(): boolean {
  return useSelector(useAuthRef(), (snapshot) => snapshot.matches({ session: { authenticated: 'ready' } }) && snapshot.context.profile === null);
}

/** 'checking' until start-up knows, then 'visitor' or 'customer'. */
export function useSessionStatus(): 'checking' | 'visitor' | 'customer' {
  return useSelector(useAuthRef(), (snapshot) => {
    if (snapshot.matches({ session: 'checking' })) return 'checking';
    return snapshot.matches({ session: 'authenticated' }) ? 'customer' : 'visitor';
  });
}

/** Which modal is open (at most one), the notice its opener gave it and what it is about. */
export function useOpenModal(): { open: ModalId | null; notice: string | null; subject: string | null } {
  const modals = useModalsRef();
  const open = useSelector(modals, (snapshot) => snapshot.context.open);
  const notice = useSelector(modals, (snapshot) => snapshot.context.notice);
  const subject = useSelector(modals, (snapshot) => snapshot.context.subject);
  return { open, notice, subject };
}

export function useModalControls() {
  const actor = useAppActorRef();
  return useMemo(
    () => ({
      open: (modal: ModalId, notice?: string, subject?: string) => actor.send({ type: 'MODAL.OPEN', modal, notice, subject }),
      close: (modal?: ModalId) => actor.send({ type: 'MODAL.CLOSE', modal }),
    }),
    [actor],
  );
}

/** The checkout flow (spec §4), a child of the root actor. */
export function useCheckoutRef() {
  return useSelector(useAppActorRef(), (snapshot) => snapshot.context.checkout);
}

/** The toasts on screen (machines/app/notifier.machine.ts), a child of the root actor. */
export function useNotifierRef() {
  return useSelector(useAppActorRef(), (snapshot) => snapshot.context.notifier);
}

export function useCartRef() {
  return useSelector(useAppActorRef(), (snapshot) => snapshot.context.cart);
}

/** The signed-in customer's cart, or null (a visitor, before it first loads, and until the server's page is hydrated, as the server rendered it: useHydrated). */
export function useCart(): Cart | null {
  const cart = useSelector(useCartRef(), (snapshot) => snapshot.context.cart);
  return useHydrated() ? cart : null;
}
