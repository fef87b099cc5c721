import { createTheme, getDefaultZIndex, type MantineColorsTuple } from '@mantine/core';

/** A warm amber accent, the colour of a rare drop. */
const brand: MantineColorsTuple = [
  '#fff6e1', '#ffecca', '#ffd894', '#ffc25b', '#ffaf2e', '#ffa312', '#ff9d00', '#e38800', '#ca7800', '#af6600',
];

/** Deep blue-black surfaces instead of Mantine's neutral greys; [2] is the dimmed text, ≥ 4.5:1 on every surface up to [5]. */
const dark: MantineColorsTuple = [
  '#c9cbd6', '#a6a9bb', '#9498b0', '#565a73', '#3a3e55', '#2a2d42', '#1f2235', '#171a2a', '#11131f', '#0b0d16',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 6 },
  autoContrast: true,
  colors: { brand, dark },
  defaultRadius: 'md',
  black: '#0b0d16',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '800',
  },
  components: {
    Button: { defaultProps: { fw: 700 } },
    // An open dropdown (a menu, a select's options) lies above the toasts, which sit on Mantine's
    // overlay layer just below the header: a toast sliding in took the click meant for the balance
    // menu's TOP UP BALANCE right after the personal information was saved.
    Popover: { defaultProps: { zIndex: getDefaultZIndex('overlay') + 1 } },
  },
});

/**
 * MantineProvider's color scheme: always dark, as index.html writes it on <html> before the first paint.
 * Mantine is given no root element to write it on: its writes (light first, from its default, then dark,
 * in effects after the server's page is shown) each restyled the whole page, a flash of the light theme
 * and a tenth of a second on a phone (issue 46).
 */
export const DARK_SCHEME = { forceColorScheme: 'dark', getRootElement: () => undefined } as const;
