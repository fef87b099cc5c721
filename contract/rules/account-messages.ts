// Spec §5 and §8's account messages, word for word, that the browser's checks and the API's both
// give (each side adds its own: the browser the terms, the API the server-only refusals).
export const accountFieldMessages = {
  name: 'The name field must only contain letters',
  surname: 'The surname field must only contain letters',
  email: 'Please enter a valid email address',
  password:
    'The password must be at least 6 characters and include at least one uppercase letter, one lowercase letter, and one digit',
  passConfirm: 'Password confirmation failed!',
  phone: 'Please enter a valid phone number',
  newEmailRequired: 'New Email is required',
  passwordRequired: 'Password is required',
} as const;
