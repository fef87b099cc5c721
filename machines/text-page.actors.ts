import { fromPromise } from 'xstate';
import { graphql } from './graphql/gql';
import type { StaticPage, StaticPageSummary } from './app.types';
import { gql } from './graphql-client';

export const StaticPagesQuery = graphql(`
  query TextPageList {
    staticPages { id title slug }
  }
`);

export const StaticPageQuery = graphql(`
  query TextPageContent($id: Int!) {
    staticPage(id: $id) {
      __typename
      ... on StaticPage { id title slug header content }
      ... on NotFoundError { errorCode message }
    }
  }
`);

export const loadStaticPages = fromPromise<StaticPageSummary[]>(async () => (await gql(StaticPagesQuery, {})).staticPages);

/** The page, or null when the server says it does not exist. */
export const loadStaticPage = fromPromise<StaticPage | null, { id: number }>(async ({ input }) => {
  const { staticPage } = await gql(StaticPageQuery, { id: input.id });
  if (staticPage.__typename !== 'StaticPage') return null;
  const { id, title, slug, header, content } = staticPage;
  return { id, title, slug, header, content };
});
