import { Anchor, Text, type TextProps } from '@mantine/core';
import { useSettings } from '../app-actor';

/** "<lead> support@…": the shop's support address as an underlined mailto link (it sits inside text), or nothing without one. */
export function SupportLine({ lead, testId, ...text }: TextProps & { lead: string; testId?: string }) {
  const { supportEmail } = useSettings();
  if (!supportEmail) return null;
  return (
    <Text size="sm" {...text} data-testid={testId}>
      {lead} <Anchor href={`mailto:${supportEmail}`} underline="always">{supportEmail}</Anchor>
    </Text>
  );
}
