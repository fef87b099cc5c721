// Spec §5's account messages, word for word, apart from account.rules.ts: a flow that only shows
// one (the step-up modal, in the entry's code) does not bring libphonenumber's data with it.
export const accountMessages = {
  name: 'The name field must only contain letters',
  surname: 'The surname field must only contain letters',
  email: 'Please enter a valid email address',
  password:
    'The password must be at least 6 characters and include at least one uppercase letter, one lowercase letter, and one digit',
  passConfirm: 'Password confirmation failed!',
  terms: 'You must agree to the terms and conditions to register',
  phone: 'Please enter a valid phone number',
  newEmailRequired: 'New Email is required',
  passwordRequired: 'Password is required',
  personalTerms: 'You must accept the terms and conditions',
} as const;
