import type { AdminRoutes } from './admin-routes';

// The console's routes for Today, orders and their deliveries, a customer's whole record.
export const CONSOLE_ADMIN_ROUTES: AdminRoutes = {
  'GET /api/admin/today': { access: 'staff', audit: null },
  'GET /api/admin/orders': { access: 'orders.read', audit: null },
  'GET /api/admin/orders/:id': { access: 'orders.read', audit: null },
  'POST /api/admin/orders/:id/resend': { access: 'deliveries.manage', audit: 'order.resend' },
  'POST /api/admin/orders/:id/cancel': { access: 'deliveries.manage', audit: 'order.cancel' },
  'GET /api/admin/customers/:id': { access: 'customers.read', audit: null },
  'POST /api/admin/customers/:id/notes': { access: 'customers.read', audit: 'customer.note' },
};
