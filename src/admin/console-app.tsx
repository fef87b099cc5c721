import { Center, Loader, MantineProvider, mergeThemeOverrides, Table } from '@mantine/core';
import { Redirect, Route, Router, Switch } from 'wouter';
import { DARK_SCHEME, theme } from '../app/theme';
import { ConsoleProvider, useSession, type ConsoleActor } from './console-actor';
import { ConsoleLayout } from './console-layout';
import { InvitePage } from './screens/invite-page';
import { SignInPage } from './screens/sign-in-page';
import { TodayPage } from './screens/today-page';
import { OrdersPage } from './screens/orders-page';
import { OrderPage } from './screens/order-page';
import { PayoutsPage } from './screens/payouts-page';
import { CustomersPage } from './screens/customers-page';
import { CustomerPage } from './screens/customer-page';
import { OffersPage } from './screens/offers-page';
import { AuditPage } from './screens/audit-page';
import { StaffPage } from './screens/staff-page';
import { NotFoundPage } from './screens/not-found-page';
import { DisputesPage } from './screens/disputes-page';
import { PricesPage } from './screens/prices-page';
import { BotsPage } from './screens/bots-page';
import { ContentPage } from './screens/content-page';
import { SettingsPage } from './screens/settings-page';

/**
 * The shop's theme, and tables that scroll sideways on a phone can be scrolled from the keyboard: their
 * scrolling area takes focus (a table of plain text has nothing else to focus).
 */
const consoleTheme = mergeThemeOverrides(theme, {
  components: { TableScrollContainer: Table.ScrollContainer.extend({ defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } }) },
});

export function ConsoleApp({ actor }: { actor: ConsoleActor }) {
  return (
    <MantineProvider theme={consoleTheme} {...DARK_SCHEME}>
      <ConsoleProvider actor={actor}>
        <Router base="/admin">
          <Switch>
            <Route path="/invite/:token">{({ token }) => <InvitePage token={token} />}</Route>
            <Route path="/login" component={SignInPage} />
            <Route>
              <SignedIn />
            </Route>
          </Switch>
        </Router>
      </ConsoleProvider>
    </MantineProvider>
  );
}

/** Every other page needs a staff session: without one (or once it ends) the console goes to sign-in. */
function SignedIn() {
  const session = useSession();
  if (session.matches('signedOut') || session.matches('signingIn')) return <Redirect to="/login" replace />;
  if (!session.matches('signedIn') && !session.matches('signingOut')) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading the console" />
      </Center>
    );
  }
  return (
    <ConsoleLayout>
      <Switch>
        <Route path="/" component={TodayPage} />
        <Route path="/orders" component={OrdersPage} />
        <Route path="/orders/:id">{({ id }) => <OrderPage id={Number(id)} />}</Route>
        <Route path="/customers" component={CustomersPage} />
        <Route path="/customers/:id">{({ id }) => <CustomerPage id={Number(id)} />}</Route>
        <Route path="/offers" component={OffersPage} />
        <Route path="/payouts" component={PayoutsPage} />
        <Route path="/disputes" component={DisputesPage} />
        <Route path="/prices" component={PricesPage} />
        <Route path="/bots" component={BotsPage} />
        <Route path="/content" component={ContentPage} />
        <Route path="/settings" component={SettingsPage} />
        <Route path="/audit" component={AuditPage} />
        <Route path="/staff" component={StaffPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </ConsoleLayout>
  );
}
