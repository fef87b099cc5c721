import { expectPayload } from '../errors';
import type { SettingsAnswer } from '../../contract/settings.contract';
import type { QueryResolvers, Resolvers, Settings, Translation } from '../generated/resolvers-types';

const currencies: QueryResolvers['currencies'] = async (_parent, _args, { rest }) => {
  const list = expectPayload(await rest.get('/currencies'));
  return list.map((c) => ({ code: c.code, symbol: c.symbol, rate: c.value }));
};

const languages: QueryResolvers['languages'] = async (_parent, _args, { rest }) => {
  const list = expectPayload(await rest.get('/languages'));
  return list.map((l) => ({ id: l.id, title: l.title, code: l.code }));
};

/** Spec §7: the payload is one object of key → text, or a list of single-key objects. */
const translations: QueryResolvers['translations'] = async (_parent, { languageId }, { rest }) => {
  const payload = expectPayload(
    await rest.get('/localizations', { lang_id: languageId }),
    () => 'languageId',
  );
  const out: Translation[] = [];
  for (const entry of Array.isArray(payload) ? payload : [payload]) {
    for (const key in entry) out.push({ key, text: String(entry[key]) });
  }
  return out;
};

const countries: QueryResolvers['countries'] = async (_parent, _args, { rest }) => {
  const list = expectPayload(await rest.get('/countries'));
  return list.map((c) => ({ id: c.id, iso: c.iso, title: c.title }));
};

/** [{ "DE": { code: "+49" } }] → [{ iso: "DE", code: "+49" }] */
const phoneCodes: QueryResolvers['phoneCodes'] = async (_parent, _args, { rest }) => {
  const list = expectPayload(await rest.get('/phone-codes'));
  return list.flatMap((entry) => Object.entries(entry).map(([iso, value]) => ({ iso, code: value.code })));
};

const socialLinks: QueryResolvers['socialLinks'] = async (_parent, _args, { rest }) => {
  const list = expectPayload(await rest.get('/social-links'));
  return list.map((s) => ({ id: s.id, name: s.name, url: s.url, icon: s.icon }));
};

const settings: QueryResolvers['settings'] = async (_parent, _args, { rest }) =>
  toSettings(expectPayload(await rest.get('/settings')));

function toSettings(s: SettingsAnswer): Settings {
  return {
    paymentMethods: Object.entries(s.payment_methods ?? {}).map(([currency, methods]) => ({
      currency,
      methods: methods.map((m) => ({ code: m.code, title: m.title })),
    })),
    minTopUp: s.min_top_up,
    requisites: splitRequisites(s.requisites ?? ''),
    supportEmail: s.support_email,
    copyright: s.copyright,
    offerEnabled: s.offer_enabled,
    googleTag: s.google_tag ?? null,
    imageHost: s.image_host,
  };
}

/** "Company name, company number" split at the first comma only. */
function splitRequisites(requisites: string): { companyName: string; companyNumber: string } {
  const comma = requisites.indexOf(',');
  if (comma < 0) return { companyName: requisites.trim(), companyNumber: '' };
  return { companyName: requisites.slice(0, comma).trim(), companyNumber: requisites.slice(comma + 1).trim() };
}

export const referenceDataResolvers: Resolvers = {
  Query: { currencies, languages, translations, countries, phoneCodes, socialLinks, settings },
};
