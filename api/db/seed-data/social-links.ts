import type { SocialLinksTable } from '../../reference-data/social-links.table';

/** `icon` names match Tabler icons (brand-discord → IconBrandDiscord). */
export const socialLinks: SocialLinksTable[] = [
  { id: 1, name: 'Discord', url: 'https://discord.gg/skinshop', icon: 'brand-discord', position: 0 },
  { id: 2, name: 'Telegram', url: 'https://t.me/skinshop', icon: 'brand-telegram', position: 1 },
  { id: 3, name: 'X', url: 'https://x.com/skinshop', icon: 'brand-x', position: 2 },
  { id: 4, name: 'Instagram', url: 'https://www.instagram.com/skinshop', icon: 'brand-instagram', position: 3 },
  { id: 5, name: 'YouTube', url: 'https://www.youtube.com/@skinshop', icon: 'brand-youtube', position: 4 },
];
