import { upstreamFailure } from '../errors';
import type { QueryResolvers, Resolvers } from '../generated/resolvers-types';

/** GET /is-auth answers { authenticated } (at the top level or in the payload); 401 means a visitor. */
const isAuthenticated: QueryResolvers['isAuthenticated'] = async (_parent, _args, { rest }) => {
  const { status, body } = await rest.get('/is-auth');
  if (status === 401) return false;
  if (status !== 200) throw upstreamFailure();
  return (body.authenticated ?? body.payload?.authenticated) === true;
};

export const authStatusResolvers: Resolvers = {
  Query: { isAuthenticated },
};
