import type { RouteAccess } from '../../../api/admin/admin-guard';
import { CATALOGUE_ADMIN_ROUTES } from './admin-routes-catalogue';
import { CONSOLE_ADMIN_ROUTES } from './admin-routes-console';
import { FRAUD_ADMIN_ROUTES } from './admin-routes-fraud';

// Every admin route with the one permission it checks, and the audit action each change writes
// (admin-permissions.test.ts). A route added without an entry here (or without a permission) fails
// there; each group's test shows that every mutating route of the group writes exactly one audit row.
export type AdminRoutes = Record<string, { access: RouteAccess; audit: string | null }>;

export const CORE_ADMIN_ROUTES: AdminRoutes = {
  'POST /api/admin/invite/accept': { access: 'public', audit: 'staff.enrol' },
  'POST /api/admin/login': { access: 'public', audit: null }, // kept in the sign-in history instead
  'POST /api/admin/logout': { access: 'staff', audit: null },
  'GET /api/admin/me': { access: 'staff', audit: null },
  'GET /api/admin/customers': { access: 'customers.read', audit: null },
  'GET /api/admin/customers/:id/sign-ins': { access: 'customers.read', audit: null },
  'POST /api/admin/customers/:id/balance-adjust': { access: 'balance.adjust', audit: 'balance.adjust' },
  'POST /api/admin/customers/:id/freeze': { access: 'customers.freeze', audit: 'customer.freeze' },
  'POST /api/admin/customers/:id/unfreeze': { access: 'customers.freeze', audit: 'customer.unfreeze' },
  'GET /api/admin/approvals': { access: 'payouts.read', audit: null },
  'POST /api/admin/payouts/:offer_id/complete': { access: 'payouts.complete', audit: 'payout.complete' },
  'POST /api/admin/payouts/:offer_id/fail': { access: 'payouts.complete', audit: 'payout.fail' },
  'POST /api/admin/payouts/:offer_id/approve': { access: 'payouts.approve', audit: 'payout.approve' },
  'POST /api/admin/approvals/:id/approve': { access: 'payouts.approve', audit: 'balance.adjust.approve' },
  'GET /api/admin/offers': { access: 'offers.quote', audit: null },
  'POST /api/admin/offers/:offer_id/quote': { access: 'offers.quote', audit: 'offer.offer' },
  'POST /api/admin/offers/:offer_id/reject': { access: 'offers.quote', audit: 'offer.declined_by_service' },
  'POST /api/admin/offers/:offer_id/receive': { access: 'offers.receive', audit: 'offer.ready_for_payout' },
  'GET /api/admin/payouts': { access: 'payouts.read', audit: null },
  'POST /api/admin/orders/:id/deliver': { access: 'deliveries.manage', audit: 'order.deliver' },
  'POST /api/admin/orders/:id/fail': { access: 'orders.refund', audit: 'order.fail' },
  'GET /api/admin/audit': { access: 'audit.read', audit: null },
  'GET /api/admin/audit.csv': { access: 'audit.read', audit: null },
  'GET /api/admin/staff': { access: 'staff.manage', audit: null },
  'POST /api/admin/staff/invite': { access: 'staff.manage', audit: 'staff.invite' },
  'GET /api/admin/staff/:id/sign-ins': { access: 'staff.manage', audit: null },
  'POST /api/admin/staff/:id/revoke': { access: 'staff.manage', audit: 'staff.revoke' },
  'POST /api/admin/staff/:id/role': { access: 'staff.manage', audit: 'staff.role' },
  'GET /api/admin/roles': { access: 'staff.manage', audit: null },
  'PUT /api/admin/roles/:name': { access: 'staff.manage', audit: 'role.permissions' },
};

export const ADMIN_ROUTES: AdminRoutes = { ...CORE_ADMIN_ROUTES, ...CONSOLE_ADMIN_ROUTES, ...CATALOGUE_ADMIN_ROUTES, ...FRAUD_ADMIN_ROUTES };
