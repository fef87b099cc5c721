// The REST contract of the reference data every page starts from (spec §7 currencies, languages,
// localizations, countries, phone-codes, social-links, static-pages), in TypeBox: what the API
// answers and what the gateway reads.
import { Type, type Static } from 'typebox';

/** GET /currencies — EUR first; `value` is units of this currency per 1 EUR. */
export const Currency = Type.Object({ code: Type.String(), symbol: Type.String(), value: Type.Number() });
/** GET /languages — English is id 10. */
export const Language = Type.Object({ id: Type.Integer(), title: Type.String(), code: Type.String() });
/** GET /localizations?lang_id= — one object of key → text. */
export const Localizations = Type.Record(Type.String(), Type.String());
/** GET /localizations's query: lang_id is required. */
export const LocalizationsQuery = Type.Object({ lang_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
/** GET /countries — only the supported countries. */
export const Country = Type.Object({ id: Type.Integer(), iso: Type.String(), title: Type.String() });
/** GET /phone-codes — single-key objects keyed by ISO alpha-2: [{ "DE": { "code": "+49" } }]. */
export const PhoneCode = Type.Record(Type.String(), Type.Object({ code: Type.String() }));
/** GET /social-links */
export const SocialLink = Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String(), icon: Type.String() });

/** GET /static-pages?lang_id= — titles in that language (English where it has none). */
export const StaticPageSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String({ description: 'Stored once from the English title; the same in every language.' }),
});
/** GET /static-pages/{id}?lang_id= — 404 { status: "ERROR", message: "Page not found" } when missing. */
export const StaticPage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  header: Type.String({ description: 'Sanitized HTML.' }),
  content: Type.String({ description: 'Sanitized HTML.' }),
});
/** GET /static-pages/{id} */
export const StaticPageParams = Type.Object({ id: Type.String({ maxLength: 100, description: 'Page id or slug.' }) });
export const StaticPageLanguageQuery = Type.Object({
  lang_id: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Texts in this language; English where it has none.' }),
  ),
});

export type CurrencyAnswer = Static<typeof Currency>;
export type LanguageAnswer = Static<typeof Language>;
export type LocalizationsAnswer = Static<typeof Localizations>;
export type CountryAnswer = Static<typeof Country>;
export type PhoneCodeAnswer = Static<typeof PhoneCode>;
export type SocialLinkAnswer = Static<typeof SocialLink>;
export type StaticPageSummaryAnswer = Static<typeof StaticPageSummary>;
export type StaticPageAnswer = Static<typeof StaticPage>;
