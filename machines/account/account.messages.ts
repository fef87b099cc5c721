// Spec §5's account messages, word for word, apart from account.rules.ts: a flow that only shows
// one (the step-up modal, in the entry's code) does not bring libphonenumber's data with it.
import { accountFieldMessages } from '../../contract/rules/account-messages';

export const accountMessages = {
  ...accountFieldMessages,
  terms: 'You must agree to the terms and conditions to register',
  personalTerms: 'You must accept the terms and conditions',
} as const;
