import { expectPayload, notFoundError, upstreamFailure } from '../errors';
import type { QueryResolvers, Resolvers } from '../generated/resolvers-types';

// Titles come in the browser's language; the slug is the one the API stores (never rebuilt from a
// title, which would change with the language).

const staticPages: QueryResolvers['staticPages'] = async (_parent, _args, { rest }) => {
  const list = expectPayload(
    await rest.get('/static-pages', { lang_id: rest.languageId }),
  );
  return list.map((p) => ({ id: p.id, title: p.title, slug: p.slug }));
};

const staticPage: QueryResolvers['staticPage'] = async (_parent, { id }, { rest }) => {
  const { status, body } = await rest.get('/static-pages/:id', { lang_id: rest.languageId }, { id });
  if (status === 200 && body.status === 'OK' && body.payload) {
    const p = body.payload;
    return { __typename: 'StaticPage', id: p.id, title: p.title, slug: p.slug, header: p.header, content: p.content };
  }
  if (status === 404 || status === 422) return notFoundError(body.message || 'Page not found');
  throw upstreamFailure();
};

export const pagesResolvers: Resolvers = {
  Query: { staticPages, staticPage },
  StaticPageResult: { __resolveType: (value) => value.__typename ?? null },
};
