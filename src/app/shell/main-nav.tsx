import { Anchor } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { useT } from '../app-actor';
import classes from './shell.module.css';

/** Spec §2: 'BUY SKINS' (/products/all) and New skins (/products/new-arrivals). */
const NAV_LINKS = [
  { href: '/products/all', key: 'header.buySkins' },
  { href: '/products/new-arrivals', key: 'header.newSkins' },
] as const;

export function MainNav({ vertical = false }: { vertical?: boolean }) {
  const t = useT();
  const [location] = useLocation();
  return NAV_LINKS.map((link) => (
    <Anchor
      key={link.href}
      component={Link}
      href={link.href}
      className={vertical ? classes.mobileNavLink : classes.navLink}
      data-active={location === link.href || undefined}
      underline="never"
    >
      {t(link.key)}
    </Anchor>
  ));
}
