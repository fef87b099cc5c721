// The console's fraud screens (admin-fraud.graphql): each field one /api/admin route.

export const fraudResolvers = {
  Query: {},
  Mutation: {},
};
