import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'wouter';
import { ALL, listingPath, type ListingCategory } from '../../../machines/catalogue/listing.filters';
import { useT } from '../../app/app-actor';
import { categoryLabelKey } from './catalogue-labels';

interface ListingBreadcrumbsProps {
  category: ListingCategory;
  /** The type's display spelling, or 'all'. */
  typeLabel: string;
  type: string;
}

/** Main / Buy skins / category / type (spec §2). */
export function ListingBreadcrumbs({ category, type, typeLabel }: ListingBreadcrumbsProps) {
  const t = useT();
  const crumbs = [
    { href: '/', label: t('catalogue.breadcrumbs.main') },
    { href: '/products/all', label: t('catalogue.breadcrumbs.buySkins') },
    { href: listingPath(category), label: t(categoryLabelKey(category)) },
  ];
  if (type !== ALL) crumbs.push({ href: listingPath(category, type), label: typeLabel });
  return (
    <Breadcrumbs separator="/" separatorMargin={6} aria-label={t('catalogue.breadcrumbs.label')}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Text key={crumb.href} size="sm" c="gray.3" aria-current="page">
            {crumb.label}
          </Text>
        ) : (
          <Anchor key={crumb.href} component={Link} href={crumb.href} size="sm" c="dimmed">
            {crumb.label}
          </Anchor>
        ),
      )}
    </Breadcrumbs>
  );
}
