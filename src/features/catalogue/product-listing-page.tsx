import { ActionIcon, Alert, Anchor, Badge, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilterOff, IconMoodEmpty, IconX } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import {
  ALL,
  PAGE_SIZE,
  activeFilterCount,
  gameOf,
  hasActiveFilters,
  resolveType,
  sortOrdersFor,
  type FilterOptions,
  type ListingFilters as Filters,
} from '../../../machines/catalogue/listing.filters';
import { heldListing } from '../../../machines/catalogue/listing.actors';
import { listingMachine } from '../../../machines/catalogue/listing.machine';
import { listingUrl } from '../../../machines/catalogue/listing.url';
import { totalPages } from '../../../machines/catalogue/listing.pagination';
import { useCurrency, useItemWord, useLocale, useT } from '../../app/app-actor';
import { categoryLabelKey, itemCountKey } from './catalogue-labels';
import { fill } from '../../ui/fill';
import { useDocumentTitle } from '../../app/use-document-title';
import { useFlow } from '../../app/use-flow';
import { BehindGate, useHydrationGate, type HydrationGate } from '../../app/hydration-gate';
import { ListingBreadcrumbs } from './listing-breadcrumbs';
import { ListingFilters } from './listing-filters';
import { ListingPagination } from './listing-pagination';
import { ListingToolbar } from './listing-toolbar';
import { ProductGrid } from './product-grid';
import classes from './listing-page.module.css';
import { useDrawerClose } from './use-drawer-close';

const FILTER_PANEL_ID = 'listing-filters';
const FILTER_TITLE_ID = 'listing-filters-title';
/** Where the filter panel is a sidebar, always shown (Mantine's md, as listing-page.module.css). */
const PANEL_ALWAYS_SHOWN = '(min-width: 62em)';

export default function ProductListingPage() {
  const t = useT();
  const word = useItemWord();
  const params = useParams<{ category?: string; type?: string }>();
  const search = useSearch();
  const currency = useCurrency();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelHeaderRef = useRef<HTMLDivElement>(null);
  const filterListRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Below md the panel is closed: a phone builds its filters when the customer first opens it.
  const filtersGate = useHydrationGate(PANEL_ALWAYS_SHOWN);
  // The root runs the listing's flow, which follows the currency itself.
  const listing = useFlow('page:listing', listingMachine, {
    category: params.category,
    type: params.type,
    search,
    currency: currency.code,
    held: heldListing,
  });
  const state = useSelector(listing, (s) => s);
  const { filters, options, total, suggestion } = state.context;
  const loading = isLoading(state);
  // The cards follow the machine in a deferred render that React splits into short tasks; the
  // store's own update would render the whole grid in one long task that blocks the browser.
  const shown = useDeferredValue(state);
  const { items, error } = shown.context;
  const cardsLoading = isLoading(shown);

  // The machine owns the listing state; the URL mirrors it both ways (machines/catalogue/listing.url.ts):
  // the machine writes the address itself (pushed for a visitor's change, replaced when only made
  // canonical), and the URL comes back here on reload, Back/Forward or a shared link. The route has
  // lower-cased the path (spec §2).
  useEffect(() => {
    listing.send({ type: 'ROUTE.CHANGED', category: params.category, itemType: params.type, search });
  }, [listing, params.category, params.type, search]);

  const typeLabel = filters.type === ALL ? t('listing.filters.all') : word(resolveType(filters.type, options.types));
  const title = filters.type === ALL ? t(categoryLabelKey(filters.category)) : typeLabel;
  const pages = totalPages(total, PAGE_SIZE);
  const pageSuffix = filters.page > 1 ? ` (${t('listing.pagination.page')} ${filters.page})` : '';
  useDocumentTitle(`${t('catalogue.breadcrumbs.buySkins')}: ${title}${pageSuffix}`);
  const changePage = (page: number) => listing.send({ type: 'PAGE.SELECT', page });
  const activeCount = activeFilterCount(filters);
  // The phone's drawer closes on its close button, Escape or a swipe, and gives the focus back to its toggle.
  const closeFilters = useCallback(() => {
    setFiltersOpen(false);
    toggleRef.current?.focus();
  }, []);
  useDrawerClose(panelRef, panelHeaderRef, filtersOpen, closeFilters);
  useEffect(() => {
    if (filtersOpen) panelHeaderRef.current?.querySelector<HTMLElement>('[data-close]')?.focus();
  }, [filtersOpen]);
  // Cleared filters start at the top of their panel again (Price first), not where Clear was.
  const clearFilters = () => {
    listing.send({ type: 'FILTERS.CLEAR' });
    panelRef.current?.scrollTo({ top: 0 });
    filterListRef.current?.scrollTo({ top: 0 });
  };

  return (
    <Container fluid className={classes.page} py="xl">
      <Stack gap="lg">
        <Stack gap={6}>
          <ListingBreadcrumbs category={filters.category} type={filters.type} typeLabel={typeLabel} />
          <Group justify="space-between" align="flex-end">
            <Title order={1} size="h2" c="white">
              {t('catalogue.breadcrumbs.buySkins')}: {title}
            </Title>
            <Text c="dimmed" size="sm" aria-live="polite">
              {loading ? t('listing.loading') : fill(t(itemCountKey(total)), { count: total })}
            </Text>
          </Group>
        </Stack>
        <ListingToolbar
          game={gameOf(filters.category)}
          search={filters.search}
          sort={filters.sort}
          sorts={sortOrdersFor(filters.category)}
          onGame={(game) => listing.send({ type: 'GAME.SELECT', game })}
          onSearch={(search) => listing.send({ type: 'SEARCH.CHANGE', search })}
          onSort={(sort) => listing.send({ type: 'SORT.SELECT', sort })}
          onSortToggle={() => listing.send({ type: 'SORT.TOGGLE' })}
        />
        <Box className={classes.layout}>
          <div>
            {/* One panel at every width, so the server's page is the browser's at any width: a sticky
                sidebar from md up, below md a panel its toggle opens (listing-page.module.css). */}
            <Button
              hiddenFrom="md"
              fullWidth
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={18} />}
              rightSection={activeCount > 0 ? <Badge size="sm" circle data-testid="active-filter-count">{activeCount}</Badge> : undefined}
              ref={toggleRef}
              onClick={() => {
                filtersGate.open();
                setFiltersOpen((o) => !o);
              }}
              aria-expanded={filtersOpen}
              aria-controls={FILTER_PANEL_ID}
              data-testid="filters-toggle"
            >
              {t('listing.filtersToggle')}
            </Button>
            <Paper
              id={FILTER_PANEL_ID}
              className={classes.filterPanel}
              data-open={filtersOpen || undefined}
              p="md"
              radius="md"
              bg="dark.7"
              withBorder
              data-testid="filter-sidebar"
              ref={panelRef}
              role="region"
              aria-labelledby={FILTER_TITLE_ID}
            >
              {/* The panel's title and Clear; below md (a drawer) its close button too. */}
              <Group ref={panelHeaderRef} className={classes.panelHeader} justify="space-between" wrap="nowrap" gap="xs" data-testid="filters-header">
                <Title order={2} size="h5" c="white" id={FILTER_TITLE_ID}>
                  {t('listing.filtersToggle')}
                </Title>
                <Group gap={4} wrap="nowrap">
                  <Button
                    variant="subtle"
                    color="gray"
                    size="compact-sm"
                    leftSection={<IconFilterOff size={14} />}
                    onClick={clearFilters}
                    disabled={!hasActiveFilters(filters)}
                    data-testid="filters-clear"
                  >
                    {t('listing.clearFilters')}
                  </Button>
                  <ActionIcon
                    hiddenFrom="md"
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('listing.filtersClose')}
                    onClick={closeFilters}
                    data-close
                    data-testid="filters-close"
                  >
                    <IconX size={20} />
                  </ActionIcon>
                </Group>
              </Group>
              <div ref={filterListRef} className={classes.filterList}>
                <FilterList listing={listing} filters={filters} options={options} gate={filtersGate} />
              </div>
              {/* Below md the open panel covers the page: this closes it onto the results. */}
              <Button hiddenFrom="md" fullWidth mt="md" className={classes.showResults} onClick={closeFilters} data-testid="show-results">
                {loading ? t('listing.loading') : fill(t('listing.showResults'), { count: total })}
              </Button>
            </Paper>
          </div>
          <div>
            <Stack gap="xl">
              {error ? (
                <Alert color="red" variant="light" title={t('catalogue.error')}>
                  <Button size="xs" variant="light" color="red" onClick={() => listing.send({ type: 'RETRY' })}>
                    {t('catalogue.retry')}
                  </Button>
                </Alert>
              ) : !cardsLoading && items.length === 0 ? (
                <Paper p="xl" radius="md" bg="dark.7" ta="center">
                  <Stack align="center" gap="xs">
                    <IconMoodEmpty size={40} color="var(--mantine-color-dimmed)" />
                    <Text fw={600} c="gray.3">
                      {t('listing.noItems')}
                    </Text>
                    {suggestion && <DidYouMean name={suggestion} href={listingUrl({ ...filters, search: suggestion, page: 1 })} />}
                    <Button variant="light" onClick={clearFilters} data-testid="no-items-clear">
                      {t('listing.clearFilters')}
                    </Button>
                  </Stack>
                </Paper>
              ) : (
                <ProductGrid items={items} loading={cardsLoading} skeletons={PAGE_SIZE} />
              )}
              <ListingPagination page={filters.page} pages={pages} onPage={changePage} />
            </Stack>
          </div>
        </Box>
      </Stack>
    </Container>
  );
}

/**
 * The filters, behind the panel's gate: drawn from the values of the listing's filters (the machine may
 * hand over an equal copy), its options, and the page's currency and language.
 */
function FilterList({ listing, filters, options, gate }: FilterListProps) {
  const currency = useCurrency();
  const locale = useLocale();
  return (
    <BehindGate gate={gate} drawnFrom={[...Object.values(filters), options, currency.code, locale]}>
      <ListingFilters
        filters={filters}
        options={options}
        onType={(itemType) => listing.send({ type: 'TYPE.SELECT', itemType })}
        onFilter={(group, value) => listing.send({ type: 'FILTER.SELECT', group, value })}
        onPrice={(from, till) => listing.send({ type: 'PRICE.CHANGE', from, till })}
        trader={{
          onFloat: (from, till) => listing.send({ type: 'FLOAT.CHANGE', from, till }),
          onFloatPreset: (from, till) => listing.send({ type: 'FLOAT.PRESET', from, till }),
          onPattern: (paintSeed) => listing.send({ type: 'PATTERN.CHANGE', paintSeed }),
          onSticker: (sticker) => listing.send({ type: 'STICKER.CHANGE', sticker }),
          onFlag: (flag, value) => listing.send({ type: 'FLAG.SET', flag, value }),
        }}
      />
    </BehindGate>
  );
}

interface FilterListProps {
  listing: ActorRefFrom<typeof listingMachine>;
  filters: Filters;
  options: FilterOptions;
  gate: HydrationGate;
}

/** "Did you mean AK-47 | Redline?": the name links the listing searching for it (issue 45). */
function DidYouMean({ name, href }: { name: string; href: string }) {
  const t = useT();
  const [before, after = ''] = t('listing.didYouMean').split('{name}');
  return (
    <Text c="gray.4" data-testid="did-you-mean">
      {before}
      <Anchor component={Link} href={href} fw={600} data-testid="did-you-mean-link">
        {name}
      </Anchor>
      {after}
    </Text>
  );
}

function isLoading(state: SnapshotFrom<typeof listingMachine>): boolean {
  return !state.matches('ready') && !state.matches('failure');
}
