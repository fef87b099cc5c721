import { fromWireAmount } from '../lib/money';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { defaultSettings } from '../db/seed-data/settings';
import { writeTransaction } from '../db/transaction';
import { validationFailed, type FieldErrors } from '../http/api-error';
import { nowSeconds } from '../lib/secrets';
import { readSettings, writeSetting } from '../reference-data/settings.repository';
import type { Actor } from './actor';
import { appendAudit } from './audit.repository';

/** The shop settings staff edit (settings table); the rest (payment methods, the shop's address) stay with deploys. */
export interface EditableSettings {
  /** Customers may sell skins to the shop; OFFERS_ENABLED=0 turns offers off whatever this says. */
  offer_enabled: boolean;
  /** EUR, the smallest top-up. */
  min_top_up: number;
  /** `{host}` becomes PUBLIC_URL's host name when served. */
  support_email: string;
  requisites: string;
  copyright: string;
  /** A Google tag id (G-…, GTM-…), or null for none. */
  google_tag: string | null;
}

export const EDITABLE_SETTINGS = ['offer_enabled', 'min_top_up', 'support_email', 'requisites', 'copyright', 'google_tag'] as const;

const EMAIL = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,190}$/;
const GOOGLE_TAG = /^(G|GTM|AW|UA)-[A-Z0-9-]{4,20}$/;

/** An amount as a number, or as typed ("7.50", "7,50"); NaN when it is not one. */
function typedAmount(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(',', '.');
  return /^\d{1,6}(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** Checks the fields given (any subset) and answers them as stored; a 422 names each bad field. */
export function checkedSettings(input: Partial<Omit<EditableSettings, 'min_top_up'>> & { min_top_up?: number | string }): Partial<EditableSettings> {
  const errors: FieldErrors = {};
  const out: Partial<EditableSettings> = {};
  if (input.offer_enabled !== undefined) out.offer_enabled = input.offer_enabled;
  if (input.min_top_up !== undefined) {
    const amount = typedAmount(input.min_top_up);
    // fromWireAmount, as every amount of the API: 1.15 or 2.30 have 2 decimals though amount * 100 is not whole in floating point.
    if (!Number.isFinite(amount) || amount < 1 || amount > 10_000 || fromWireAmount(amount) === undefined) {
      errors.min_top_up = ['An amount in EUR from 1 to 10000 with at most 2 decimals'];
    } else out.min_top_up = amount;
  }
  if (input.support_email !== undefined) {
    if (!EMAIL.test(input.support_email.trim())) errors.support_email = ['An e-mail address ({host} stands for the shop\'s host name)'];
    else out.support_email = input.support_email.trim();
  }
  for (const [field, max] of [['requisites', 500], ['copyright', 300]] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (value.trim() === '' || value.length > max) errors[field] = [`1 to ${max} characters`];
    else out[field] = value.trim();
  }
  if (input.google_tag !== undefined) {
    const tag = input.google_tag?.trim() ?? '';
    if (tag !== '' && !GOOGLE_TAG.test(tag)) errors.google_tag = ['A Google tag id such as G-XXXXXXX, or empty for none'];
    else out.google_tag = tag === '' ? null : tag;
  }
  if (Object.keys(out).length === 0 && Object.keys(errors).length === 0) errors.settings = ['Give at least one setting to change'];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return out;
}

/** The console's settings (issue 43): read, and change with one audit row naming what changed. */
export function createSettingsConsole(db: Kysely<Database>, offersAllowed: boolean) {
  const current = async (tx: Kysely<Database>): Promise<EditableSettings> => {
    const values = { ...defaultSettings, ...(await readSettings(tx)) };
    return {
      offer_enabled: values.offer_enabled !== false,
      min_top_up: Number(values.min_top_up),
      support_email: String(values.support_email),
      requisites: String(values.requisites),
      copyright: String(values.copyright),
      google_tag: typeof values.google_tag === 'string' && values.google_tag !== '' ? values.google_tag : null,
    };
  };
  return {
    /** `offers_allowed`: OFFERS_ENABLED; offers are open only when it and offer_enabled both say so. */
    read: async () => ({ ...(await current(db)), offers_allowed: offersAllowed }),

    async update(actor: Actor, changes: Partial<EditableSettings>) {
      return writeTransaction(db, async (tx) => {
        const stored = await current(tx);
        const changed = (Object.keys(changes) as (keyof EditableSettings)[]).filter((key) => changes[key] !== stored[key]);
        const before = Object.fromEntries(changed.map((key) => [key, stored[key]]));
        const after = Object.fromEntries(changed.map((key) => [key, changes[key]]));
        for (const key of changed) await writeSetting(tx, key, changes[key]);
        await appendAudit(tx, actor, { action: 'settings.update', entity: 'settings', entityId: 'shop', before, after }, nowSeconds());
        return { ...(await current(tx)), offers_allowed: offersAllowed };
      });
    },
  };
}

export type SettingsConsole = ReturnType<typeof createSettingsConsole>;
