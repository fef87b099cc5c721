import { ActionIcon, Group } from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandSteam,
  IconBrandTelegram,
  IconBrandTiktok,
  IconBrandTwitch,
  IconBrandX,
  IconBrandYoutube,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { useSocialLinks } from '../app-actor';

/** The server names Tabler icons ("brand-discord"); unknown names get a globe. */
const ICONS: Record<string, Icon> = {
  'brand-discord': IconBrandDiscord,
  'brand-facebook': IconBrandFacebook,
  'brand-instagram': IconBrandInstagram,
  'brand-steam': IconBrandSteam,
  'brand-telegram': IconBrandTelegram,
  'brand-tiktok': IconBrandTiktok,
  'brand-twitch': IconBrandTwitch,
  'brand-twitter': IconBrandX,
  'brand-x': IconBrandX,
  'brand-youtube': IconBrandYoutube,
};

export function SocialLinks() {
  const links = useSocialLinks();
  if (links.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {links.map((link) => {
        const LinkIcon = ICONS[link.icon] ?? IconWorld;
        return (
          <ActionIcon
            key={link.id}
            component="a"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.name}
            title={link.name}
            variant="subtle"
            color="gray"
            size="lg"
          >
            <LinkIcon size={18} stroke={1.7} />
          </ActionIcon>
        );
      })}
    </Group>
  );
}
