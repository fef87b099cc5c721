import type { AdminRoutes } from './admin-routes';

// The console's routes for prices, bots, content and settings.
export const CATALOGUE_ADMIN_ROUTES: AdminRoutes = {};
