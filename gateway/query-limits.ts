import { GraphQLError, Kind, type ASTVisitor, type SelectionNode, type ValidationContext } from './graphql-runtime';

/** Parser limit: far above any document the app sends, far below what makes parsing and validating expensive. */
export const MAX_QUERY_TOKENS = 5_000;
/** Every root field is one REST call: a thousand aliases of one field must not become a thousand calls. */
export const MAX_ROOT_FIELDS = 20;

/** A validation rule that refuses operations selecting more than `limit` root fields (through fragments too). */
export function maxRootFieldsRule(limit: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      let count = 0;
      const spread = new Set<string>();
      const walk = (selections: readonly SelectionNode[]) => {
        for (const selection of selections) {
          if (selection.kind === Kind.FIELD) count++;
          else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet.selections);
          else if (!spread.has(selection.name.value)) {
            spread.add(selection.name.value);
            const fragment = context.getFragment(selection.name.value);
            if (fragment) walk(fragment.selectionSet.selections);
          }
        }
      };
      walk(operation.selectionSet.selections);
      if (count > limit) {
        context.reportError(new GraphQLError(`An operation may select at most ${limit} root fields`, { nodes: operation }));
      }
    },
  });
}
