import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'wouter';
import { listingPath } from '../../../machines/catalogue/listing.filters';
import { useItemWord, useT } from '../../app/app-actor';
import { categoryLabelKey } from './catalogue-labels';

interface ProductBreadcrumbsProps {
  category: 'CS2' | 'DOTA2';
  type: string;
  title: string;
}

/** Main > Buy skins > category > type > title (spec §2). */
export function ProductBreadcrumbs({ category, type, title }: ProductBreadcrumbsProps) {
  const t = useT();
  const word = useItemWord();
  const game = category === 'CS2' ? 'cs2' : 'dota2';
  const links = [
    { href: '/', label: t('catalogue.breadcrumbs.main') },
    { href: '/products/all', label: t('catalogue.breadcrumbs.buySkins') },
    { href: listingPath(game), label: t(categoryLabelKey(category)) },
    { href: listingPath(game, type), label: word(type) },
  ];
  return (
    <Breadcrumbs separator=">" separatorMargin={6} aria-label={t('catalogue.breadcrumbs.label')} style={{ flexWrap: 'wrap' }}>
      {links.map((link) => (
        <Anchor key={link.href} component={Link} href={link.href} size="sm" c="dimmed">
          {link.label}
        </Anchor>
      ))}
      <Text size="sm" c="gray.3" aria-current="page" lineClamp={1}>
        {title}
      </Text>
    </Breadcrumbs>
  );
}
