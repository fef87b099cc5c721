// The shell's data types, taken from its GraphQL operations (the client preset emits operation
// types only, so these aliases are what the UI contract's `Settings`, `Product`, ... refer to).
import type {
  AppNewArrivalsQuery,
  StartupCurrenciesQuery,
  StartupLanguagesQuery,
  StartupSettingsQuery,
  StartupSocialLinksQuery,
  TextPageContentQuery,
  TextPageListQuery,
} from '../src/graphql/graphql';

export type Settings = StartupSettingsQuery['settings'];
export type SocialLink = StartupSocialLinksQuery['socialLinks'][number];
export type Currency = StartupCurrenciesQuery['currencies'][number];
export type Language = StartupLanguagesQuery['languages'][number];
export type StaticPageSummary = TextPageListQuery['staticPages'][number];
export type StaticPage = Omit<Extract<TextPageContentQuery['staticPage'], { __typename: 'StaticPage' }>, '__typename'>;
/** Every field of a product, as the new arrivals carry it. */
export type Product = Extract<AppNewArrivalsQuery['products'], { __typename: 'ProductPage' }>['items'][number];
