import { parseArgs } from 'node:util';
import { loadApiConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createOrdersOpsService, OpsError } from '../services/orders-ops.service';

// npm run ops -- <command> [--json]: the operator's side of the shop, over the same database and rules
// as the API (no HTTP). Exit 0 done, 1 refused (bad id, wrong state, bad amount), 2 usage.
const USAGE = `Usage: npm run ops -- <command> [--json]
  orders:deliver <order id>                          processing → success (items traded)
  orders:fail <order id>                             processing → error: refund to the balance, items back on sale
  balance:credit <email> <amount EUR> --reason <text> credit a balance through a ledger row`;

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { json: { type: 'boolean' }, reason: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const [command, ...args] = positionals;
const arity: Record<string, number> = { 'orders:deliver': 1, 'orders:fail': 1, 'balance:credit': 2 };
if (values.help || command === undefined || !(command in arity) || args.length !== arity[command]) {
  console.error(command !== undefined && !(command in arity) ? `Unknown command "${command}"\n${USAGE}` : USAGE);
  process.exit(values.help ? 0 : 2);
}

const config = loadApiConfig();
const { db } = createDatabase(config);
let exitCode = 0;
try {
  await migrateToLatest(db);
  const ops = createOrdersOpsService(db);
  const result =
    command === 'orders:deliver' ? await ops.deliver(args[0]) : command === 'orders:fail' ? await ops.fail(args[0]) : await ops.credit(args[0], args[1], values.reason);
  if (values.json) console.log(JSON.stringify({ ok: true, command, ...result }));
  else if ('credited_cents' in result) console.log(`Credited ${(result.credited_cents / 100).toFixed(2)} EUR to ${result.email}; balance ${(result.balance_cents / 100).toFixed(2)} EUR`);
  else if ('refunded_cents' in result) {
    console.log(`Order ${result.order_id} failed: refunded ${(result.refunded_cents / 100).toFixed(2)} EUR, ${result.items_returned} item(s) back on sale`);
  } else console.log(`Order ${result.order_id} delivered`);
} catch (error) {
  if (!(error instanceof OpsError)) throw error;
  exitCode = 1;
  if (values.json) console.log(JSON.stringify({ ok: false, command, error: error.message }));
  console.error(error.message);
} finally {
  await db.destroy();
}
process.exitCode = exitCode;
