import type { ResultOf } from '@graphql-typed-document-node/core';
import { fromPromise } from 'xstate';
import { graphql } from '../graphql/gql';
import type { StaticPage, StaticPageSummary } from '../app/app.types';
import { gql, takeAnswerInHand } from '../graphql-client/graphql-client';
import { findStaticPage } from './text-page.rules';

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

type PageAnswer = ResultOf<typeof StaticPageQuery>['staticPage'];

function pageOf(staticPage: PageAnswer): StaticPage | null {
  if (staticPage.__typename !== 'StaticPage') return null;
  const { id, title, slug, header, content } = staticPage;
  return { id, title, slug, header, content };
}

/** The page, or null when the server says it does not exist. */
export const loadStaticPage = fromPromise<StaticPage | null, { id: number }>(async ({ input }) =>
  pageOf((await gql(StaticPageQuery, { id: input.id })).staticPage),
);

/**
 * The page at `slug` if the first view already holds it (it came with the page: machines/first-view/first-view.ts),
 * asked with exactly the variables the actors above would send.
 */
export function heldStaticPage(slug: string, pages: StaticPageSummary[]): StaticPage | undefined {
  const list = pages.length > 0 ? pages : takeAnswerInHand(StaticPagesQuery, {})?.data.staticPages;
  const summary = list && findStaticPage(list, slug);
  const held = summary && takeAnswerInHand(StaticPageQuery, { id: summary.id });
  return (held && pageOf(held.data.staticPage)) ?? undefined;
}
