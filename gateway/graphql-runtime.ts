// graphql 16 ships CommonJS (main) and ESM (module) builds. Node, and so @graphql-tools and tsx, load
// the CommonJS one; Vite-based runners would hand us the ESM one, and the two builds' GraphQLSchema and
// GraphQLError classes do not recognise each other. Importing the file by name gives one copy everywhere.
export {
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  GraphQLScalarType,
  isInputObjectType,
  isListType,
  isObjectType,
  isUnionType,
  Kind,
  parse,
  print,
  specifiedRules,
  subscribe,
  validate,
} from 'graphql/index.js';
export type {
  ASTVisitor,
  DocumentNode,
  ExecutionResult,
  GraphQLArgument,
  GraphQLField,
  GraphQLInputField,
  GraphQLInputType,
  GraphQLSchema,
  SelectionNode,
  ValidationContext,
  VariableDefinitionNode,
} from 'graphql';
