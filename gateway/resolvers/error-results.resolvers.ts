import type { Resolvers } from '../generated/resolvers-types';

/** Every error result is built with its __typename (see ../errors.ts). */
export const errorResultsResolvers: Resolvers = {
  ErrorResult: { __resolveType: (value) => value.__typename ?? null },
};
