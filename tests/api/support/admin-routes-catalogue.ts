import type { AdminRoutes } from './admin-routes';

// The console's routes for prices, bots, content and settings.
export const CATALOGUE_ADMIN_ROUTES: AdminRoutes = {
  'GET /api/admin/prices': { access: 'catalogue.price', audit: null },
  'POST /api/admin/prices': { access: 'catalogue.price', audit: 'prices.set' },
  'GET /api/admin/bots': { access: 'bots.manage', audit: null },
  'POST /api/admin/bots/:name/pause': { access: 'bots.manage', audit: 'bot.pause' },
  'POST /api/admin/bots/:name/resume': { access: 'bots.manage', audit: 'bot.resume' },
  'POST /api/admin/bots/:name/sync': { access: 'bots.manage', audit: 'bot.sync' },
  'GET /api/admin/content': { access: 'content.write', audit: null },
  'PUT /api/admin/pages/:slug': { access: 'content.write', audit: 'page.update' },
  'PUT /api/admin/social-links': { access: 'content.write', audit: 'social_links.update' },
  'GET /api/admin/settings': { access: 'settings.write', audit: null },
  'PUT /api/admin/settings': { access: 'settings.write', audit: 'settings.update' },
};
