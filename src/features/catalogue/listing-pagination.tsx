import { ActionIcon, Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDots } from '@tabler/icons-react';
import { PAGINATION_CHUNK, pageChunk } from '../../../machines/catalogue/listing.pagination';
import { useT } from '../../app/app-actor';

interface ListingPaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Page buttons in chunks of 5 (spec §9), with previous/next and jumps to the next chunk. */
export function ListingPagination({ page, pages, onPage }: ListingPaginationProps) {
  const t = useT();
  if (pages <= 1) return null;
  const chunk = pageChunk(page, pages, PAGINATION_CHUNK);
  const first = chunk[0];
  const last = chunk[chunk.length - 1];
  return (
    <Group data-testid="pagination" component="nav" aria-label={t('listing.pagination')} gap={6} justify="center">
      <ActionIcon
        variant="default"
        size={36}
        aria-label={t('listing.pagination.previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      {first > 1 && (
        <ActionIcon variant="subtle" color="gray" size={36} aria-label={t('listing.pagination.previousChunk')} onClick={() => onPage(first - 1)}>
          <IconDots size={16} />
        </ActionIcon>
      )}
      {chunk.map((p) => (
        <Button
          key={p}
          size="compact-md"
          h={36}
          miw={36}
          px={10}
          variant={p === page ? 'filled' : 'default'}
          aria-current={p === page ? 'page' : undefined}
          aria-label={`${t('listing.pagination.page')} ${p}`}
          onClick={() => p !== page && onPage(p)}
        >
          {p}
        </Button>
      ))}
      {last < pages && (
        <ActionIcon variant="subtle" color="gray" size={36} aria-label={t('listing.pagination.nextChunk')} onClick={() => onPage(last + 1)}>
          <IconDots size={16} />
        </ActionIcon>
      )}
      <ActionIcon
        variant="default"
        size={36}
        aria-label={t('listing.pagination.next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
