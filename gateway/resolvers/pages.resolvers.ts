import { expectPayload, notFoundError, upstreamFailure } from '../errors';
import type { Envelope, RestStaticPage, RestStaticPageSummary } from '../rest-contract';
import type { QueryResolvers, Resolvers } from '../generated/resolvers-types';

/** Lower-cased, trimmed title with spaces as hyphens: "Privacy Policy" → "privacy-policy". */
function toSlug(title: string): string {
  return title.toLowerCase().trim().replace(/\s+/g, '-');
}

const staticPages: QueryResolvers['staticPages'] = async (_parent, _args, { rest }) => {
  const list = expectPayload(await rest.get<Envelope<RestStaticPageSummary[]>>('/static-pages'));
  return list.map((p) => ({ id: p.id, title: p.title, slug: toSlug(p.title) }));
};

const staticPage: QueryResolvers['staticPage'] = async (_parent, { id }, { rest }) => {
  const { status, body } = await rest.get<Envelope<RestStaticPage>>(`/static-pages/${id}`);
  if (status === 200 && body.status === 'OK' && body.payload) {
    const p = body.payload;
    return { __typename: 'StaticPage', id: p.id, title: p.title, slug: toSlug(p.title), header: p.header, content: p.content };
  }
  if (status === 404 || status === 422) return notFoundError(body.message || 'Page not found');
  throw upstreamFailure();
};

export const pagesResolvers: Resolvers = {
  Query: { staticPages, staticPage },
  StaticPageResult: { __resolveType: (value) => value.__typename ?? null },
};
