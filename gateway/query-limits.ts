import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, Kind, type ASTVisitor, type SelectionNode, type ValidationContext } from './graphql-runtime';

// One operation must not make the server work for seconds: the limits below sit far above what the
// app's own documents need (a test checks every one of them) and far below what hurts. Nested aliases
// once turned a 4.7 KB query into a 182 MB answer.

/** Parser limit: far above any document the app sends, far below what makes parsing and validating expensive. */
export const MAX_QUERY_TOKENS = 5_000;
/** Every root field is one REST call: a thousand aliases of one field must not become a thousand calls. */
export const MAX_ROOT_FIELDS = 20;
/** Aliases in one operation, fragments included: the app uses two (HomeBestSellers). */
export const MAX_ALIASES = 20;
/** Nesting of selections: the app's deepest is 4 (products → items → price → amount). */
export const MAX_DEPTH = 10;
/**
 * graphql-armor's cost: objects 2, scalars 1, times 1.5 per level of depth. A page of product cards
 * costs ~85 and a product with its similar items ~160; twenty full pages (1675) are refused.
 */
export const MAX_COST = 1_000;
/** @skip/@include per operation. */
export const MAX_DIRECTIVES = 20;

/**
 * graphql-armor's rules throw out of validate() by default; reported instead, they come back as the
 * document's validation errors (400) beside any others, without the misleading "Syntax Error" prefix.
 */
const reportInstead = {
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: { message: string }) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

/**
 * The limits, run before graphql-js's own rules: those are quadratic in repeated fields
 * (OverlappingFieldsCanBeMerged), so a hostile document must be refused before they see it.
 */
export const limitRules = [
  maxRootFieldsRule(MAX_ROOT_FIELDS),
  maxAliasesRule({ n: MAX_ALIASES, ...reportInstead }),
  maxDepthRule({ n: MAX_DEPTH, ignoreIntrospection: false, flattenFragments: true, ...reportInstead }),
  costLimitRule({ maxCost: MAX_COST, ignoreIntrospection: false, ...reportInstead }),
  maxDirectivesRule({ n: MAX_DIRECTIVES, ...reportInstead }),
];

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
