// The shell's data types, taken from its GraphQL operations (the client preset emits operation
// types only, so these aliases are what the UI contract's `Settings`, `Product`, ... refer to).
import type {
  AppNewArrivalsQuery,
  StartupQuery,
  TextPageContentQuery,
  TextPageListQuery,
} from '../graphql/graphql';

export type Settings = NonNullable<StartupQuery['settings']>;
export type SocialLink = NonNullable<StartupQuery['socialLinks']>[number];
export type Currency = NonNullable<StartupQuery['currencies']>[number];
export type Language = NonNullable<StartupQuery['languages']>[number];
export type StaticPageSummary = TextPageListQuery['staticPages'][number];
export type StaticPage = Omit<Extract<TextPageContentQuery['staticPage'], { __typename: 'StaticPage' }>, '__typename'>;
/** Every field of a product, as the new arrivals carry it. */
export type Product = Extract<AppNewArrivalsQuery['products'], { __typename: 'ProductPage' }>['items'][number];
