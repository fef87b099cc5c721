import { ActionIcon, Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch, IconSortAscending, IconSortDescending, IconX } from '@tabler/icons-react';
import type { ListingGame, SortOrder } from '../../../machines/catalogue/listing.filters';
import { useDropdown, useT } from '../../app/app-actor';

interface ListingToolbarProps {
  game: ListingGame;
  search: string;
  sort: SortOrder;
  onGame: (game: ListingGame) => void;
  onSearch: (search: string) => void;
  onSort: () => void;
}

export function ListingToolbar({ game, search, sort, onGame, onSearch, onSort }: ListingToolbarProps) {
  const t = useT();
  // The root actor holds which dropdown is open, so navigation closes this one too.
  const gameDropdown = useDropdown('game-select');
  const games = [
    { value: 'cs2', label: t('catalogue.game.cs2') },
    { value: 'dota2', label: t('catalogue.game.dota2') },
    { value: 'all', label: t('catalogue.game.all') },
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
      <Select
        data-testid="game-select"
        aria-label={t('listing.game')}
        data={games}
        value={game}
        onChange={(value) => value && onGame(value as ListingGame)}
        allowDeselect={false}
        dropdownOpened={gameDropdown.opened}
        onDropdownOpen={() => gameDropdown.setOpened(true)}
        onDropdownClose={() => gameDropdown.setOpened(false)}
        checkIconPosition="right"
        style={{ flex: '1 1 140px', maxWidth: 220 }}
        // Mantine keeps a closed Select's list mounted (hidden) and positions it as the page mounts: a
        // forced layout and a second, synchronous render in the listing's first view. Built on opening.
        comboboxProps={{ withinPortal: true, keepMounted: false }}
      />
      <Button
        data-testid="sort-toggle"
        variant="default"
        onClick={onSort}
        leftSection={sort === 'ASC' ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
        aria-label={`${t('listing.sortBy')}: ${sort === 'ASC' ? t('listing.sort.asc') : t('listing.sort.desc')}`}
      >
        {sort === 'ASC' ? t('listing.sort.asc') : t('listing.sort.desc')}
      </Button>
    </Group>
  );
}
