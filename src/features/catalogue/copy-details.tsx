import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconView360 } from '@tabler/icons-react';
import { Fragment } from 'react';
import type { ProductDetailItem } from '../../../machines/catalogue/product-detail.machine';
import { floatText, stickerLabel, stickerWearPercent } from '../../../machines/catalogue/product-facts';
import { useLocale, useT } from '../../app/app-actor';
import { fill } from '../../ui/fill';
import { SouvenirMark, StatTrakMark } from '../../ui/item-marks';
import { WearBar } from '../../ui/wear-bar';

type CopyFacts = Pick<
  ProductDetailItem,
  'floatValue' | 'paintSeed' | 'phase' | 'statTrak' | 'souvenir' | 'stickers' | 'inspectLink' | 'gems' | 'style'
>;

/**
 * What Steam's inventory says of this copy (issues 25, 27): CS2's float on its wear bar, pattern,
 * Doppler phase, StatTrak™/Souvenir, stickers and charms with their wear, the inspect link; Dota 2's
 * gems and style. Nothing when the inventory reports none of it.
 */
export function CopyDetails({ copy }: { copy: CopyFacts }) {
  const t = useT();
  const locale = useLocale();
  // "Float 0.2512 · Pattern 661" (issue 25's line), then the phase or style.
  const wear = facts([
    copy.floatValue === null ? null : { label: t('product.float'), value: floatText(copy.floatValue, locale) },
    copy.paintSeed === null ? null : { label: t('product.pattern'), value: String(copy.paintSeed) },
  ]);
  const more = facts([
    copy.phase === null ? null : { label: t('product.phase'), value: copy.phase },
    copy.style === null ? null : { label: t('product.style'), value: copy.style },
  ]);
  const stickers = copy.stickers.filter((s) => s.kind === 'STICKER');
  const charms = copy.stickers.filter((s) => s.kind === 'CHARM');
  const marks = copy.statTrak || copy.souvenir;
  if (wear.length === 0 && more.length === 0 && copy.stickers.length === 0 && copy.gems.length === 0 && !marks && !copy.inspectLink) {
    return null;
  }
  return (
    <Paper p="md" radius="md" bg="dark.6" data-testid="copy-details">
      <Stack gap="sm">
        {marks && (
          <Group gap={6}>
            {copy.statTrak && <StatTrakMark />}
            {copy.souvenir && <SouvenirMark />}
          </Group>
        )}
        <FactLine testId="float-pattern" facts={wear} />
        {copy.floatValue !== null && <WearBar float={copy.floatValue} withValue={false} />}
        <FactLine testId="copy-facts" facts={more} />
        <AppliedList testId="stickers" title={t('product.stickers')} items={stickers} />
        <AppliedList testId="charms" title={t('product.charms')} items={charms} />
        {copy.gems.length > 0 && (
          <Group gap={6} data-testid="gems">
            <Text size="sm" c="dimmed">
              {t('product.gems')}:
            </Text>
            {copy.gems.map((gem, index) => (
              <Badge key={`${index}-${gem}`} variant="light" color="grape" radius="sm" tt="none">
                {gem}
              </Badge>
            ))}
          </Group>
        )}
        {copy.inspectLink && (
          <Button
            component="a"
            href={copy.inspectLink}
            variant="default"
            size="xs"
            leftSection={<IconView360 size={16} />}
            data-testid="inspect-link"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('product.inspect')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

interface Fact {
  label: string;
  value: string;
}

function facts(list: (Fact | null)[]): Fact[] {
  return list.filter((fact): fact is Fact => fact !== null);
}

function FactLine({ testId, facts: shown }: { testId: string; facts: Fact[] }) {
  if (shown.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      {shown.map((fact, index) => (
        <Fragment key={fact.label}>
          {index > 0 && ' · '}
          {fact.label}{' '}
          <Text span size="sm" fw={600} c="gray.2">
            {fact.value}
          </Text>
        </Fragment>
      ))}
    </Text>
  );
}

function AppliedList({ testId, title, items }: { testId: string; title: string; items: CopyFacts['stickers'] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <Group gap={6} data-testid={testId}>
      <Text size="sm" c="dimmed">
        {title}:
      </Text>
      {items.map((item) => {
        const wear = stickerWearPercent(item.wear);
        return (
          <Badge key={`${item.slot}-${item.name}`} variant="light" color="gray" radius="sm" tt="none">
            {stickerLabel(item.name)}
            {wear !== null && wear > 0 && ` · ${fill(t('product.stickerWear'), { percent: wear })}`}
          </Badge>
        );
      })}
    </Group>
  );
}
