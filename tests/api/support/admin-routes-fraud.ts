import type { AdminRoutes } from './admin-routes';

// Issue 41: disputes, early fraud warnings and refunds of deposits.
export const FRAUD_ADMIN_ROUTES: AdminRoutes = {
  'GET /api/admin/disputes': { access: 'customers.read', audit: null },
  'GET /api/admin/disputes/:id': { access: 'customers.read', audit: null },
  'POST /api/admin/disputes/:id/evidence': { access: 'orders.refund', audit: 'dispute.evidence' },
  'POST /api/admin/deposits/:id/refund': { access: 'orders.refund', audit: 'deposit.refund' },
  'POST /api/admin/orders/:id/release': { access: 'deliveries.manage', audit: 'order.release' },
  'GET /api/admin/deposit-refunds': { access: 'payouts.read', audit: null },
  'POST /api/admin/deposit-refunds/:id/approve': { access: 'payouts.approve', audit: 'deposit.refund.approve' },
};
