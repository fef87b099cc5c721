import type { Migration, MigrationProvider } from 'kysely';
import * as referenceData from './migrations/20261121200000_reference-data';
import * as usersAndSessions from './migrations/20261121200100_users-and-sessions';
import * as items from './migrations/20261121200200_items';
import * as accounts from './migrations/20261122150000_accounts';
import * as catalogueSearch from './migrations/20261122150000_catalogue-search';
import * as currencyRateCheck from './migrations/20261122151000_currency-rate-check';
import * as staticPageTexts from './migrations/20261122161000_static-page-texts';
import * as cartAndOrders from './migrations/20261123120000_cart-and-orders';
import * as offersAndPayouts from './migrations/20261123130000_offers-and-payouts';
import * as deposits from './migrations/20261124120000_deposits';
import * as steamLoginLink from './migrations/20261125100000_steam-login-link';
import * as sessionConfirmedAt from './migrations/20261125100100_session-confirmed-at';
import * as sentEmails from './migrations/20261125100200_sent-emails';
import * as payoutAttempts from './migrations/20261125120000_payout-attempts';
import * as itemDescriptions from './migrations/20261126090000_item-descriptions';
import * as tradeBots from './migrations/20261126120000_trade-bots';
import * as sellByTrade from './migrations/20261126150000_sell-by-trade';
import * as traderCatalogue from './migrations/20261126160000_trader-catalogue';
import * as priceAlerts from './migrations/20261126170000_price-alerts';
import * as siteVersion from './migrations/20261126180000_site-version';
import * as sandboxTradeProtection from './migrations/20261128100000_sandbox-trade-protection';
import * as priceAlertLastCopy from './migrations/20261128100100_price-alert-last-copy';
import * as accountChanges from './migrations/20261128110000_account-changes';
import * as staffAndAudit from './migrations/20261128120000_staff-and-audit';
import * as disputes from './migrations/20261128140000_disputes';
import * as depositRefunds from './migrations/20261128141000_deposit-refunds';
import * as consoleNotes from './migrations/20261128150000_console-notes';
import * as stuckWork from './migrations/20261128160000_stuck-work';
import * as botStates from './migrations/20261128173000_bot-states';
import * as pausedBotHolds from './migrations/20261128173100_paused-bot-holds';
import * as depositRefundApprovals from './migrations/20261128190000_deposit-refund-approvals';
import * as depositCardFingerprint from './migrations/20261128190100_deposit-card-fingerprint';
import * as orderEmails from './migrations/20261128200000_order-emails';
import * as foldedSearchText from './migrations/20261128210500_folded-search-text';
import * as termsAccepted from './migrations/20261201220000_terms-accepted';

// Listed statically so migrations work the same under tsx, vitest and a bundler.
// Add new migrations here, named by UTC timestamp; never edit or reorder old ones.
const migrations: Record<string, Migration> = {
  '20261121200000_reference-data': referenceData,
  '20261121200100_users-and-sessions': usersAndSessions,
  '20261121200200_items': items,
  '20261122150000_accounts': accounts,
  '20261122150000_catalogue-search': catalogueSearch,
  '20261122151000_currency-rate-check': currencyRateCheck,
  '20261122161000_static-page-texts': staticPageTexts,
  '20261123120000_cart-and-orders': cartAndOrders,
  '20261123130000_offers-and-payouts': offersAndPayouts,
  '20261124120000_deposits': deposits,
  '20261125100000_steam-login-link': steamLoginLink,
  '20261125100100_session-confirmed-at': sessionConfirmedAt,
  '20261125100200_sent-emails': sentEmails,
  '20261125120000_payout-attempts': payoutAttempts,
  '20261126090000_item-descriptions': itemDescriptions,
  '20261126120000_trade-bots': tradeBots,
  '20261126150000_sell-by-trade': sellByTrade,
  '20261126160000_trader-catalogue': traderCatalogue,
  '20261126170000_price-alerts': priceAlerts,
  '20261126180000_site-version': siteVersion,
  '20261128100000_sandbox-trade-protection': sandboxTradeProtection,
  '20261128100100_price-alert-last-copy': priceAlertLastCopy,
  '20261128110000_account-changes': accountChanges,
  '20261128120000_staff-and-audit': staffAndAudit,
  '20261128140000_disputes': disputes,
  '20261128141000_deposit-refunds': depositRefunds,
  '20261128150000_console-notes': consoleNotes,
  '20261128160000_stuck-work': stuckWork,
  '20261128173000_bot-states': botStates,
  '20261128173100_paused-bot-holds': pausedBotHolds,
  '20261128190000_deposit-refund-approvals': depositRefundApprovals,
  '20261128190100_deposit-card-fingerprint': depositCardFingerprint,
  '20261128200000_order-emails': orderEmails,
  '20261128210500_folded-search-text': foldedSearchText,
  '20261201220000_terms-accepted': termsAccepted,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
