// Issue 43: what a staff member may do is a set of permissions; a role is a named set. Every admin
// route checks exactly one of these (403 FORBIDDEN naming it). The built-in roles are the starting
// sets; staff with `staff.manage` may edit them, except that the owner's is never reduced.
export const PERMISSIONS = [
  'orders.read',
  'orders.refund',
  'deliveries.manage',
  'offers.quote',
  'offers.receive',
  'payouts.read',
  'payouts.complete',
  'payouts.approve',
  'balance.adjust',
  'customers.read',
  'customers.freeze',
  'catalogue.price',
  'bots.manage',
  'content.write',
  'settings.write',
  'staff.manage',
  'audit.read',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_NAMES = ['owner', 'admin', 'support', 'finance', 'catalogue'] as const;
export type BuiltInRole = (typeof ROLE_NAMES)[number];

export const OWNER_ROLE: BuiltInRole = 'owner';

export const BUILT_IN_ROLES: Record<BuiltInRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  admin: PERMISSIONS.filter((permission) => permission !== 'staff.manage'),
  support: ['orders.read', 'deliveries.manage', 'offers.quote', 'offers.receive', 'customers.read', 'customers.freeze'],
  finance: ['orders.read', 'orders.refund', 'payouts.read', 'payouts.complete', 'payouts.approve', 'balance.adjust', 'customers.read', 'audit.read'],
  catalogue: ['catalogue.price', 'bots.manage', 'content.write', 'orders.read'],
};

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** The FORBIDDEN message of an admin route: names the permission it needs. */
export const forbiddenMessage = (permission: Permission) => `This needs the ${permission} permission`;
