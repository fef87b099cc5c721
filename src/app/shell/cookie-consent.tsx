import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { usePreferencesRef, useT } from '../app-actor';
import { COOKIE_PAGE_SLUGS } from '../../../machines/text-page/text-page.rules';
import classes from './shell.module.css';
import compact from './cookie-consent.module.css';

const COOKIE_PAGES = COOKIE_PAGE_SLUGS.map((slug) => `/pages/${slug}`);

/** Spec §2: Got It stores the accepted flag, Decline only closes; hidden on the cookie pages. */
export function CookieConsent() {
  const t = useT();
  const preferences = usePreferencesRef();
  const asking = useSelector(preferences, (snapshot) => snapshot.matches({ ready: { consent: 'asking' } }));
  const [location] = useLocation();
  if (!asking || COOKIE_PAGES.includes(location.toLowerCase())) return null;
  return (
    <>
      {/* Room at the end of the page, so the banner never hides the last content. */}
      <div className={classes.cookieSpacer} aria-hidden="true" />
      <Paper
        className={`${classes.cookieBanner} ${compact.banner}`}
        shadow="xl"
        p="md"
        radius="lg"
        role="region"
        aria-label={t('cookies.title')}
        data-testid="cookie-consent"
      >
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 320px' }}>
            <IconCookie className={compact.icon} size={28} stroke={1.6} color="var(--mantine-color-brand-4)" aria-hidden="true" />
            <Text size="sm" className={compact.text}>
              {t('cookies.text')}{' '}
              <Anchor component={Link} href="/pages/cookie-notice" c="brand.4" underline="always">
                {t('cookies.link')}
              </Anchor>
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" className={compact.buttons}>
            <Button variant="default" onClick={() => preferences.send({ type: 'COOKIES.DECLINE' })}>
              {t('cookies.decline')}
            </Button>
            <Button onClick={() => preferences.send({ type: 'COOKIES.ACCEPT' })}>{t('cookies.accept')}</Button>
          </Group>
        </Group>
      </Paper>
    </>
  );
}
