import { ActionIcon, Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch, IconSortAscending, IconSortDescending, IconX } from '@tabler/icons-react';
import type { ListingGame, SortOrder } from '../../../machines/catalogue/listing.filters';
import { useDropdown, useT } from '../../app/app-actor';
import { useDrawnOnceOpened } from '../../ui/use-drawn-once-opened';
import { HydratedAfterTakeover } from '../../app/hydration-gate';

interface ListingToolbarProps {
  game: ListingGame;
  search: string;
  sort: SortOrder;
  /** The sorts this listing offers (no float sorts for Dota 2). */
  sorts: readonly SortOrder[];
  onGame: (game: ListingGame) => void;
  onSearch: (search: string) => void;
  onSort: (sort: SortOrder) => void;
  onSortToggle: () => void;
}

/** The sort menu names the price once; the spec's toggle beside it then chooses low- or high-cost first. */
const PRICE = 'PRICE';
const OTHER_SORTS: { sort: SortOrder; key: string }[] = [
  { sort: 'DISCOUNT', key: 'listing.sort.discount' },
  { sort: 'NEWEST', key: 'listing.sort.newest' },
  { sort: 'FLOAT_ASC', key: 'listing.sort.floatAsc' },
  { sort: 'FLOAT_DESC', key: 'listing.sort.floatDesc' },
];

const isPriceSort = (sort: SortOrder) => sort === 'ASC' || sort === 'DESC';

export function ListingToolbar({ game, search, sort, sorts, onGame, onSearch, onSort, onSortToggle }: ListingToolbarProps) {
  const t = useT();
  // The root actor holds which dropdown is open, so navigation closes this one too.
  const gameDropdown = useDropdown('game-select');
  const sortDropdown = useDropdown('sort-select');
  // A Select's list has its portal mounted even while closed: from its first opening on (src/ui/use-drawn-once-opened.ts).
  const gameList = useDrawnOnceOpened(gameDropdown.opened);
  const sortList = useDrawnOnceOpened(sortDropdown.opened);
  const games = [
    { value: 'cs2', label: t('catalogue.game.cs2') },
    { value: 'dota2', label: t('catalogue.game.dota2') },
    { value: 'all', label: t('catalogue.game.all') },
  ];
  const sortChoices = [
    { value: PRICE, label: t('listing.sort.price') },
    ...OTHER_SORTS.filter(({ sort: s }) => sorts.includes(s)).map(({ sort: s, key }) => ({ value: s, label: t(key) })),
  ];
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        data-testid="listing-search"
        aria-label={t('listing.search')}
        placeholder={t('listing.searchPlaceholder')}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        rightSection={
          search !== '' ? (
            <ActionIcon variant="subtle" color="gray" aria-label={t('listing.searchClear')} onClick={() => onSearch('')}>
              <IconX size={14} />
            </ActionIcon>
          ) : null
        }
        style={{ flex: '1 1 240px' }}
      />
      <HydratedAfterTakeover>
        <Select
          data-testid="game-select"
          aria-label={t('listing.game')}
          data={games}
          value={game}
          onChange={(value) => value && onGame(value as ListingGame)}
          allowDeselect={false}
          dropdownOpened={gameList.opened}
          onDropdownOpen={() => gameDropdown.setOpened(true)}
          onDropdownClose={() => gameDropdown.setOpened(false)}
          checkIconPosition="right"
          style={{ flex: '1 1 140px', maxWidth: 220 }}
          // Mantine keeps a closed Select's list mounted (hidden) and positions it as the page mounts: a
          // forced layout and a second, synchronous render in the listing's first view. Built on opening.
          comboboxProps={{ withinPortal: gameList.drawn, keepMounted: false }}
        />
        <Select
          data-testid="sort-select"
          aria-label={t('listing.sort.label')}
          data={sortChoices}
          value={isPriceSort(sort) ? PRICE : sort}
          onChange={(value) => value && onSort(value === PRICE ? 'ASC' : (value as SortOrder))}
          allowDeselect={false}
          dropdownOpened={sortList.opened}
          onDropdownOpen={() => sortDropdown.setOpened(true)}
          onDropdownClose={() => sortDropdown.setOpened(false)}
          checkIconPosition="right"
          style={{ flex: '1 1 170px', maxWidth: 230 }}
          comboboxProps={{ withinPortal: sortList.drawn, keepMounted: false }}
        />
      </HydratedAfterTakeover>
      {isPriceSort(sort) && (
        <Button
          data-testid="sort-toggle"
          variant="default"
          onClick={onSortToggle}
          leftSection={sort === 'ASC' ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
          aria-label={`${t('listing.sortBy')}: ${sort === 'ASC' ? t('listing.sort.asc') : t('listing.sort.desc')}`}
        >
          {sort === 'ASC' ? t('listing.sort.asc') : t('listing.sort.desc')}
        </Button>
      )}
    </Group>
  );
}
