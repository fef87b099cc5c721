import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useSettings, useStaticPages, useT } from '../app-actor';
import { CurrencyDropdown } from './currency-dropdown';
import { Logo } from './logo';
import { PaymentIcons } from './payment-icons';
import classes from './shell.module.css';
import { SocialLinks } from './social-links';

function FooterHeading({ children }: { children: string }) {
  return (
    <Title order={2} fz="xs" tt="uppercase" lts={1} c="dimmed" fw={800}>
      {children}
    </Title>
  );
}

/**
 * The static pages' links: they come once the page is shown (spec §4), and their arrival renders
 * only them again, not the whole footer (some 30 ms of a phone's main thread at 4x, issue 46).
 */
function StaticPageLinks() {
  return useStaticPages().map((page) => (
    <Anchor key={page.id} component={Link} href={`/pages/${page.slug}`} className={classes.footerLink}>
      {page.title}
    </Anchor>
  ));
}

/** Spec §2 footer: links, requisites, support e-mail, copyright, social links, currency, payment icons. */
export function Footer() {
  const t = useT();
  const settings = useSettings();
  const { companyName, companyNumber } = settings.requisites;
  return (
    <Box component="footer" className={classes.footer}>
      <Container fluid className={classes.wide} py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={40}>
          <Stack gap="md">
            <Logo />
            <Text size="sm" c="dimmed" maw={280}>
              {t('footer.tagline')}
            </Text>
            <SocialLinks />
          </Stack>
          <Stack gap="sm" component="nav" aria-label={t('footer.navigation')}>
            <FooterHeading>{t('footer.navigation')}</FooterHeading>
            <Anchor component={Link} href="/" className={classes.footerLink}>
              {t('footer.home')}
            </Anchor>
            <Anchor component={Link} href="/products/all" className={classes.footerLink}>
              {t('footer.buySkins')}
            </Anchor>
            <StaticPageLinks />
          </Stack>
          <Stack gap="sm">
            <FooterHeading>{t('footer.contacts')}</FooterHeading>
            {companyName && <Text size="sm">{companyName}</Text>}
            {companyNumber && (
              <Text size="sm" c="dimmed">
                {t('footer.companyNumber')}: {companyNumber}
              </Text>
            )}
            {settings.supportEmail && (
              <Text size="sm" c="dimmed">
                {t('footer.support')}:{' '}
                <Anchor href={`mailto:${settings.supportEmail}`} className={classes.footerLink}>
                  {settings.supportEmail}
                </Anchor>
              </Text>
            )}
          </Stack>
          <Stack gap="sm" align="flex-start">
            <FooterHeading>{t('footer.currency')}</FooterHeading>
            <CurrencyDropdown testId="footer-currency-select" />
            <FooterHeading>{t('footer.paymentMethods')}</FooterHeading>
            <PaymentIcons label={t('footer.paymentMethods')} />
          </Stack>
        </SimpleGrid>
        <Divider my="xl" color="dark.5" />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            {settings.copyright}
          </Text>
          <Text size="xs" c="dimmed">
            {t('footer.fundsNote')}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
