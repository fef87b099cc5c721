import { createActor } from 'xstate';
import type { ProductCardFieldsFragment, ProductFilter } from '../../machines/graphql/graphql';
import type { HeldListing, ListingPage } from '../../machines/catalogue/listing.actors';
import type { FilterOptions, ListingCategory, ListingFilters } from '../../machines/catalogue/listing.filters';
import { listingMachine } from '../../machines/catalogue/listing.machine';
import { listingUrl } from '../../machines/catalogue/listing.url';
import { controllableActor, flush } from './catalogue-fakes';

export const OPTIONS: FilterOptions = {
  types: ['Knife', 'Rifle', 'Sniper Rifle'],
  qualities: ['Covert', 'Classified'],
  heroes: [],
  exteriorNames: ['Factory New', 'Field-Tested'],
  classes: ['Weapon'],
};

export const item = (id: string): ProductCardFieldsFragment => ({
  id,
  title: `AK-47 | Redline ${id}`,
  imgUrl: `/images/${id}.svg`,
  category: 'CS2',
  type: 'Rifle',
  quality: 'Classified',
  exterior: 'Field-Tested',
  tradableAfter: null,
  floatValue: 0.2512,
  statTrak: false,
  souvenir: false,
  discount: 0,
  stickers: [],
  price: { amount: 12.34, currency: 'EUR', symbol: '€' },
  oldPrice: { amount: 0, currency: 'EUR', symbol: '€' },
});

export function start(
  input: { category?: string; type?: string; search?: string; currency?: string; held?: (filters: ListingFilters, currency: string) => HeldListing } = {},
) {
  const options = controllableActor<FilterOptions, { category: ListingCategory }>();
  const products = controllableActor<ListingPage, { filter: ProductFilter }>();
  /** URLs pushed (a history entry each) and replaced (made canonical). */
  const navigations: string[] = [];
  const replacements: string[] = [];
  const scrolls = { count: 0 };
  const actor = createActor(
    listingMachine.provide({
      actors: { fetchFilterOptions: options.logic, fetchProducts: products.logic },
      actions: {
        scrollToTop: () => void (scrolls.count += 1),
        pushUrl: ({ context }) => void navigations.push(listingUrl(context.filters)),
        replaceUrl: ({ context }) => void replacements.push(context.syncedUrl),
      },
    }),
    { input: { category: input.category, type: input.type, search: input.search, currency: input.currency ?? 'EUR', held: input.held } },
  );
  actor.start();
  return { actor, options, products, navigations, replacements, scrolls };
}

export type Sut = ReturnType<typeof start>;

/** Answers the listing's filter-options request with OPTIONS and lets it take them in (it asks for products next). */
export async function answerFilterOptions(sut: Sut): Promise<void> {
  sut.options.last.resolve(OPTIONS);
  await flush();
}

/** Answers the listing's first requests (the filter options, then a page holding item '1') and lets it take them in. */
export async function answerFirstLoad(sut: Sut): Promise<void> {
  await answerFilterOptions(sut);
  sut.products.last.resolve({ items: [item('1')], total: 1 });
  await flush();
}
