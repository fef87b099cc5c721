import type { AdminRoutes } from './admin-routes';

// The console's routes for disputes, fraud warnings, deposit refunds and review holds (issue 41).
export const FRAUD_ADMIN_ROUTES: AdminRoutes = {};
