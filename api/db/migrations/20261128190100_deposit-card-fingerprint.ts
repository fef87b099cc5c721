import type { Kysely } from 'kysely';

// Frozen. Issue 41: the card's fingerprint on each deposit (Stripe's
// payment_method_details.card.fingerprint; the sandbox's from the card number), for the distinct
// cards a customer pays with in a day and a card paying for several customers.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deposits').addColumn('card_fingerprint', 'text').execute();
  await db.schema.createIndex('deposits_card_fingerprint_idx').on('deposits').columns(['card_fingerprint', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('deposits_card_fingerprint_idx').execute();
  await db.schema.alterTable('deposits').dropColumn('card_fingerprint').execute();
}
