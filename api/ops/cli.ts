import { parseArgs } from 'node:util';
import { loadApiConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createOffersOpsService } from '../offers/offers-ops.service';
import { rememberedPublicUrl } from '../reference-data/settings.service';
import { createOrdersOpsService, OpsError } from '../orders/orders-ops.service';
import { terminalSafe, terminalSafeJson } from './terminal-text';
import { cliActor } from '../admin/actor';

// npm run ops -- <command> [--json]: the operator's side of the shop, over the same database and rules
// as the API (no HTTP). Exit 0 done, 1 refused (bad id, wrong state, bad amount), 2 usage.
// Offer and payout commands take the offer id; payouts never touch a balance.
const USAGE = `Usage: npm run ops -- <command> [--json]
  orders:deliver <order id> [--reason <text>]        a manual delivery (no bot holds its items) → success
  orders:fail <order id> [--reason <text>]           a manual or paused delivery → error: refund, items back on sale
  bots:list                                          the trade bots and their stock
  bots:pause <bot> --reason <text>                   the bot sends nothing and its stock leaves the shop until resumed
  bots:resume <bot>                                  its stock back on sale, its waiting trade offers sent
  stock:sync [bot]                                   make the catalogue equal to the bots' inventories now
  prices:set <market name> <EUR>                     the price of a market name: its copies on sale and new assets
  items:price <item id> <EUR>                        one item's own price
  prices:refresh                                     reference prices from PRICE_SOURCE now, and today's price history
  deliveries:attention                               every delivery that needs a person (paused, manual, stuck)
  deliveries:resend <order id>                       send an order's open offers again under new codes
  deliveries:cancel <order id>                       withdraw an order's open offers and refund them
  balance:credit <email> <amount EUR> --reason <text> credit a balance through a ledger row
  offers:list [--status S]                           the offers queue, newest first
  offers:quote <offer id> <price>                    new → offer at our price (offer's currency), e-mails the seller
  offers:reject <offer id>                           new → declined_by_service, e-mails the seller
  offers:receive <offer id>                          approved → ready_for_payout (a hand-typed offer's skin arrived)
  offers:trades                                      offers waiting for a person, trade offers in flight, protection ends
  payouts:list                                       every payout, with the full IBAN
  payouts:complete <offer id>                        payout_pending → paid, e-mails the seller
                                                     (above PAYOUT_APPROVAL_EUR: prepares it; a second person approves in the console)
  payouts:fail <offer id> --message <text>           payout_pending → payout_failed with the reason shown to the seller
  approvals:list                                     payouts and balance adjustments waiting for a second person
  customers:show <email>                             whether the customer is frozen (and why), the balance, the ledger and any disputes
  staff:invite <email> --role <role>                 a staff account (owner, admin, support, finance, catalogue): e-mails and prints the invitation link
  staff:revoke <email>                               ends the staff member's sessions at once and refuses their sign-in
  staff:list                                         staff members, their roles and whether they enrolled
  audit:verify [--head <id>:<hash>]                  checks the audit log's hash chain: exit 0 whole (prints its head), 1 names the first row changed or
                                                     removed; with a head printed earlier, rows cut from the end are found too
Changes write an audit row as cli:<os user>.`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean' },
      reason: { type: 'string' },
      status: { type: 'string' },
      message: { type: 'string' },
      role: { type: 'string' },
      head: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const [command, ...args] = positionals;
const arity: Record<string, number> = {
  'orders:deliver': 1,
  'orders:fail': 1,
  'balance:credit': 2,
  'offers:list': 0,
  'offers:quote': 2,
  'offers:reject': 1,
  'offers:receive': 1,
  'offers:trades': 0,
  'payouts:list': 0,
  'payouts:complete': 1,
  'payouts:fail': 1,
  'bots:list': 0,
  'bots:pause': 1,
  'bots:resume': 1,
  'stock:sync': 0,
  'prices:set': 2,
  'items:price': 2,
  'prices:refresh': 0,
  'deliveries:attention': 0,
  'deliveries:resend': 1,
  'deliveries:cancel': 1,
  'approvals:list': 0,
  'customers:show': 1,
  'staff:invite': 1,
  'staff:revoke': 1,
  'staff:list': 0,
  'audit:verify': 0,
};
/** Issue 43's commands (api/ops/admin-commands.ts): staff, approvals, audited payouts, the audit chain. */
const ADMIN_COMMANDS = /^(staff|audit|approvals):|^payouts:(complete|fail)$|^customers:show$/;
/** Commands that may take one more argument than their arity. */
const optionalArgument = new Set(['stock:sync']);
if (values.help || command === undefined || !(command in arity) || (args.length !== arity[command] && !(optionalArgument.has(command) && args.length === arity[command] + 1))) {
  console.error(command !== undefined && !(command in arity) ? `Unknown command "${command}"\n${USAGE}` : USAGE);
  process.exit(values.help ? 0 : 2);
}

const print = (line: string) => console.log(terminalSafe(line));
const printJson = (value: unknown) => console.log(terminalSafeJson(value));

const ownConfig = loadApiConfig();
const { db } = createDatabase(ownConfig);
let exitCode = 0;
try {
  await migrateToLatest(db);
  // Links in e-mails name the shop's address as the shop last started with it, unless PUBLIC_URL is given here.
  const shopUrl = process.env.PUBLIC_URL?.trim() ? undefined : await rememberedPublicUrl(db);
  const config = shopUrl ? { ...ownConfig, publicUrl: shopUrl } : ownConfig;
  if (ADMIN_COMMANDS.test(command)) {
    const { runAdminCommand } = await import('./admin-commands');
    const result = await runAdminCommand(config, db, command, args, { role: values.role, message: values.message, head: values.head });
    if (values.json) printJson({ ok: result.exitCode === undefined, command, ...result.json });
    else for (const line of result.lines) print(line);
    exitCode = result.exitCode ?? 0;
  } else if (command.startsWith('offers:') || command.startsWith('payouts:')) {
    const offers = createOffersOpsService(db, config);
    const money = (amount: number | null, currency: string) => (amount === null ? '-' : `${amount.toFixed(2)} ${currency}`);
    if (command === 'offers:list') {
      const { offers: rows } = await offers.list(values.status);
      if (values.json) printJson({ ok: true, command, offers: rows });
      else if (rows.length === 0) print('No offers');
      else {
        for (const o of rows) {
          print(`#${o.id}  ${o.status}  ${o.email ?? '-'}  ${o.title} (${o.quality})  asks ${money(o.user_price, o.currency)}  our price ${money(o.service_price, o.currency)}  ${o.item_url}`);
        }
      }
    } else if (command === 'offers:trades') {
      const result = await offers.trades();
      const at = (seconds: number | null) => (seconds === null ? '-' : new Date(seconds * 1000).toISOString().replace('.000Z', 'Z'));
      if (values.json) printJson({ ok: true, command, ...result });
      else {
        print(`Waiting for a person: ${result.waiting.length}`);
        for (const o of result.waiting) print(`  #${o.offer_id}  ${o.needs === 'quote' ? 'to quote' : 'to receive'}  ${o.email ?? '-'}  ${o.title}  asks ${money(o.user_price, o.currency)}`);
        print(`Trade offers in flight: ${result.in_flight.length}`);
        for (const t of result.in_flight) {
          print(`  #${t.offer_id}  ${t.state}  ${t.bot}  code ${t.code}  sent ${at(t.sent_at)}  ${t.email ?? '-'}  ${t.title}${t.last_error ? `  "${t.last_error}"` : ''}`);
        }
        print(`Received, payout locked: ${result.in_protection.length}`);
        for (const t of result.in_protection) print(`  #${t.offer_id}  unlocks ${at(t.protected_until)}  ${t.bot}  ${t.email ?? '-'}  ${t.title}`);
      }
    } else if (command === 'payouts:list') {
      const { payouts: rows } = await offers.payouts();
      if (values.json) printJson({ ok: true, command, payouts: rows });
      else if (rows.length === 0) print('No payouts');
      else {
        for (const p of rows) {
          const to = p.method === 'iban' ? `IBAN ${p.iban ?? ''} (${p.first_name ?? ''} ${p.last_name ?? ''})` : `card ${p.card_last4 ? `*${p.card_last4}` : '(not entered)'} ref ${p.reference ?? ''}`;
          print(`payout ${p.id}  offer #${p.offer_id}  ${p.status}  ${money(p.amount, p.currency)}  ${p.email ?? '-'}  ${to}${p.message ? `  "${p.message}"` : ''}`);
        }
      }
    } else {
      const result =
        command === 'offers:quote'
          ? await offers.quote(args[0], args[1], cliActor())
          : command === 'offers:reject'
            ? await offers.reject(args[0], cliActor())
            : await offers.receive(args[0], cliActor());
      if (values.json) printJson({ ok: true, command, ...result });
      else {
        const quoted = result as { service_price?: number; currency?: string };
        const price = quoted.service_price !== undefined ? ` at ${money(quoted.service_price, quoted.currency ?? '')}` : '';
        print(`Offer ${result.offer_id} is now ${result.status}${price}`);
      }
    }
  } else if (/^(bots|stock|prices|items|deliveries):/.test(command)) {
    // Loaded only here: the Steam libraries take a while to load, and the other commands need none of them.
    const { runDeliveryCommand } = await import('./delivery-commands');
    const result = await runDeliveryCommand(config, db, command, args, { reason: values.reason });
    if (values.json) printJson({ ok: true, command, ...result.json });
    else for (const line of result.lines) print(line);
  } else {
    const ops = createOrdersOpsService(db);
    const result =
      command === 'orders:deliver' ? await ops.deliver(args[0], cliActor(), values.reason) : command === 'orders:fail' ? await ops.fail(args[0], cliActor(), values.reason) : await ops.credit(args[0], args[1], values.reason, cliActor());
    if (values.json) printJson({ ok: true, command, ...result });
    else if ('credited_cents' in result) print(`Credited ${(result.credited_cents / 100).toFixed(2)} EUR to ${result.email}; balance ${(result.balance_cents / 100).toFixed(2)} EUR`);
    else if ('refunded_cents' in result) {
      print(`Order ${result.order_id} failed: refunded ${(result.refunded_cents / 100).toFixed(2)} EUR, ${result.items_returned} item(s) back on sale`);
    } else print(`Order ${result.order_id} delivered`);
  }
} catch (error) {
  if (!(error instanceof OpsError)) throw error;
  exitCode = 1;
  if (values.json) printJson({ ok: false, command, error: error.message });
  console.error(terminalSafe(error.message));
} finally {
  await db.destroy();
}
process.exitCode = exitCode;
