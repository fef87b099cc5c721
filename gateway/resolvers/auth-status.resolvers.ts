import { upstreamFailure } from '../errors';
import type { IsAuthAnswer } from '../../contract/accounts.contract';
import type { Envelope } from '../../contract/common.contract';
import type { QueryResolvers, Resolvers } from '../generated/resolvers-types';

type IsAuthBody = Partial<IsAuthAnswer['payload']> & Envelope<IsAuthAnswer['payload']>;

/** GET /is-auth answers { authenticated } (at the top level or in the payload); 401 means a visitor. */
const isAuthenticated: QueryResolvers['isAuthenticated'] = async (_parent, _args, { rest }) => {
  const { status, body } = await rest.get<IsAuthBody>('/is-auth');
  if (status === 401) return false;
  if (status !== 200) throw upstreamFailure();
  return (body.authenticated ?? body.payload?.authenticated) === true;
};

export const authStatusResolvers: Resolvers = {
  Query: { isAuthenticated },
};
