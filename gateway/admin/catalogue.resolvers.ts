import type { Envelope } from '../../contract/common.contract';
import { actorLabel } from '../../contract/audit-actors';
import type { Bot, Content, MarketPrice, MutationResolvers, QueryResolvers, ShopSettings } from './generated/resolvers-types';
import { actionResult, ADMIN_API, camelize, euros, readPayload } from './admin-rest';

// The console's catalogue screens (admin-catalogue.graphql): prices, bots, content and settings, each
// field one /api/admin route (api/admin/catalogue-*.routes.ts).

type Body<P = unknown> = Envelope<P>;

interface MarketPriceAnswer {
  market_name: string;
  price_cents: number | null;
  set_price_cents: number | null;
  lowest_price_cents: number | null;
  on_sale: number;
  reference_price_cents: number | null;
  history: { at: string; price_cents: number }[];
}

const eurosOrNull = (cents: number | null) => (cents === null ? null : euros(cents));

const prices: QueryResolvers['prices'] = async (_parent, { q }, { rest }) =>
  readPayload(await rest.get<Body<MarketPriceAnswer[]>>(`${ADMIN_API}/prices`, { q })).map(
    (row): MarketPrice => ({
      marketName: row.market_name,
      price: eurosOrNull(row.price_cents),
      setPrice: eurosOrNull(row.set_price_cents),
      lowestPrice: eurosOrNull(row.lowest_price_cents),
      onSale: row.on_sale,
      referencePrice: eurosOrNull(row.reference_price_cents),
      currency: 'EUR',
      history: row.history.map((point) => ({ day: point.at, price: euros(point.price_cents) })),
    }),
  );

const setPrice: MutationResolvers['setPrice'] = async (_parent, { marketName, price }, { rest }) =>
  actionResult(await rest.post<Body>(`${ADMIN_API}/prices`, { market_name: marketName, price }));

/** Who paused a bot: the staff member's e-mail, the ops CLI's `cli:<os user>`, or "Steam" when Steam's refusal did. */
const bots: QueryResolvers['bots'] = async (_parent, _args, { rest }) =>
  camelize<(Bot & { pausedByEmail: string | null })[]>(readPayload(await rest.get<Body<unknown[]>>(`${ADMIN_API}/bots`))).map(({ pausedByEmail, ...bot }) => ({ ...bot, pausedBy: pausedByEmail ?? (bot.pausedBy ? actorLabel(bot.pausedBy) : null) }));

const BOT_PATHS = { PAUSE: 'pause', RESUME: 'resume', SYNC: 'sync' } as const;

const botAction: MutationResolvers['botAction'] = async (_parent, { name, action, reason }, { rest }) =>
  actionResult(await rest.post<Body>(`${ADMIN_API}/bots/${encodeURIComponent(name)}/${BOT_PATHS[action]}`, action === 'PAUSE' ? { reason: reason ?? '' } : {}));

const content: QueryResolvers['content'] = async (_parent, _args, { rest }) => camelize<Content>(readPayload(await rest.get<Body>(`${ADMIN_API}/content`)));

/**
 * HTML as its lines: the API refuses control characters in any string, so a page's line breaks travel
 * as the array's seams (CR LF as LF; a tab, HTML's whitespace too, as two spaces).
 */
const linesOf = (html: string) => html.replace(/\r\n?/g, '\n').replace(/\t/g, '  ').split('\n');

const updatePage: MutationResolvers['updatePage'] = async (_parent, { slug, languageId, title, header, content: text }, { rest }) =>
  actionResult(await rest.put<Body>(`${ADMIN_API}/pages/${encodeURIComponent(slug)}`, { language_id: languageId, title, header: linesOf(header), content: linesOf(text) }));

const setSocialLinks: MutationResolvers['setSocialLinks'] = async (_parent, { links }, { rest }) =>
  actionResult(await rest.put<Body>(`${ADMIN_API}/social-links`, { links: links.map(({ name, url, icon }) => ({ name, url, icon })) }));

const settings: QueryResolvers['settings'] = async (_parent, _args, { rest }) => camelize<ShopSettings>(readPayload(await rest.get<Body>(`${ADMIN_API}/settings`)));

const SETTING_FIELDS = { offerEnabled: 'offer_enabled', minTopUp: 'min_top_up', supportEmail: 'support_email', requisites: 'requisites', copyright: 'copyright', googleTag: 'google_tag' } as const;

const updateSettings: MutationResolvers['updateSettings'] = async (_parent, args, { rest }) => {
  // Only what the operator changed goes to the API; an argument left out (or null) is left as it is.
  const body = Object.fromEntries(
    (Object.keys(SETTING_FIELDS) as (keyof typeof SETTING_FIELDS)[]).filter((key) => args[key] !== undefined && args[key] !== null).map((key) => [SETTING_FIELDS[key], args[key]]),
  );
  return actionResult(await rest.put<Body>(`${ADMIN_API}/settings`, body));
};

export const catalogueResolvers = {
  Query: { prices, bots, content, settings },
  Mutation: { setPrice, botAction, updatePage, setSocialLinks, updateSettings },
};
