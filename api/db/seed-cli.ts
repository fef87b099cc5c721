import { parseArgs } from 'node:util';
import { loadApiConfig } from '../config';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { fillCatalogue, seedDatabase } from './seed';

// npm run seed -- --items 100000 : migrates, refreshes reference data, fills the catalogue up to N items.
const { values } = parseArgs({ options: { items: { type: 'string', short: 'n' } } });
const target = values.items === undefined ? undefined : Number(values.items);
if (target !== undefined && (!Number.isInteger(target) || target < 0)) {
  console.error(`--items must be a whole number (got "${values.items}")`);
  process.exit(1);
}

const config = loadApiConfig();
const { db, dialect } = createDatabase(config);
try {
  const started = performance.now();
  await migrateToLatest(db);
  const seeded = await seedDatabase(db, { items: target });
  const filled = target === undefined ? seeded : await fillCatalogue(db, target, (n) => process.stdout.write(`\r${n} items`));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nSeeded ${dialect}: ${filled.itemsTotal} items (${seeded.itemsInserted + filled.itemsInserted} new) in ${seconds}s`);
} finally {
  await db.destroy();
}
