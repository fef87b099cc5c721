import type { AdminRoutes } from './admin-routes';

// The console's routes for Today, orders and their deliveries, a customer's whole record.
export const CONSOLE_ADMIN_ROUTES: AdminRoutes = {};
