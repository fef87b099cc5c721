import { Badge, VisuallyHidden, type BadgeProps } from '@mantine/core';
import { IconSticker } from '@tabler/icons-react';
import { useT } from '../app/app-actor';
import { fill } from './fill';

type MarkProps = Omit<BadgeProps, 'children'>;

/** "StatTrak™" on a copy that counts its kills. */
export function StatTrakMark(props: MarkProps) {
  const t = useT();
  return (
    <Badge data-testid="mark-stattrak" color="orange" variant="filled" radius="sm" tt="none" {...props}>
      {t('product.statTrak')}
    </Badge>
  );
}

/** "Souvenir" on a copy dropped at a Major. */
export function SouvenirMark(props: MarkProps) {
  const t = useT();
  return (
    <Badge data-testid="mark-souvenir" color="yellow" variant="filled" radius="sm" tt="none" {...props}>
      {t('product.souvenir')}
    </Badge>
  );
}

/** "−12%": how far below the reference (Steam) price the copy is listed; nothing at 0. */
export function DiscountBadge({ discount, ...props }: MarkProps & { discount: number }) {
  const t = useT();
  if (discount <= 0) return null;
  return (
    <Badge data-testid="discount" color="teal" variant="filled" radius="sm" title={fill(t('product.discount'), { percent: discount })} {...props}>
      {`\u2212${discount}%`}
    </Badge>
  );
}

/** A sticker icon with how many stickers and charms the copy carries. */
export function StickerCountMark({ count, ...props }: MarkProps & { count: number }) {
  const t = useT();
  if (count === 0) return null;
  const label = fill(count === 1 ? t('product.stickerCount.one') : t('product.stickerCount'), { count });
  return (
    <Badge data-testid="mark-stickers" color="dark" variant="filled" radius="sm" leftSection={<IconSticker size={11} aria-hidden="true" />} title={label} {...props}>
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Badge>
  );
}
