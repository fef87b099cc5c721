// Step-up's one request: the password confirms the session (confirmPassword).
import { fromPromise } from 'xstate';
import { graphql } from '../graphql/gql';
import { gql } from '../graphql-client/graphql-client';

const ConfirmPasswordDocument = graphql(`
  mutation ConfirmPassword($password: String!) {
    confirmPassword(password: $password) {
      __typename
      ... on Done { message }
      ... on ValidationError { message fieldErrors { field messages } }
      ... on RateLimited { message }
    }
  }
`);

export type ConfirmOutcome = { ok: true } | { ok: false; message: string };

export const confirmPassword = fromPromise<ConfirmOutcome, { password: string }>(async ({ input }) => {
  const result = (await gql(ConfirmPasswordDocument, input)).confirmPassword;
  if (result.__typename === 'Done') return { ok: true };
  const fieldMessage = result.__typename === 'ValidationError' ? result.fieldErrors.find((error) => error.field === 'password')?.messages[0] : undefined;
  return { ok: false, message: fieldMessage ?? result.message };
});
