// The console's catalogue screens (admin-catalogue.graphql): each field one /api/admin route.

export const catalogueResolvers = {
  Query: {},
  Mutation: {},
};
