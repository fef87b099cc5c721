/** The console's screens in the navigation, each shown only to a member whose role has its permission. */
export const NAVIGATION = [
  { path: '/', label: 'Today', permission: null },
  { path: '/orders', label: 'Orders', permission: 'orders.read' },
  { path: '/customers', label: 'Customers', permission: 'customers.read' },
  { path: '/offers', label: 'Offers', permission: 'offers.quote' },
  { path: '/payouts', label: 'Payouts', permission: 'payouts.read' },
  { path: '/disputes', label: 'Disputes and refunds', permission: 'customers.read' },
  { path: '/prices', label: 'Prices', permission: 'catalogue.price' },
  { path: '/bots', label: 'Bots', permission: 'bots.manage' },
  { path: '/content', label: 'Content', permission: 'content.write' },
  { path: '/settings', label: 'Settings', permission: 'settings.write' },
  { path: '/audit', label: 'Audit log', permission: 'audit.read' },
  { path: '/staff', label: 'Staff and roles', permission: 'staff.manage' },
] as const;

export function navigationFor(permissions: readonly string[]) {
  return NAVIGATION.filter(({ permission }) => permission === null || permissions.includes(permission));
}
