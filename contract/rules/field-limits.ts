/**
 * The longest value each personal field takes, wherever it is sent (registration, profile, deposit):
 * one table, so a value one form accepts is never refused by another.
 */
export const FIELD_MAX_LENGTH = {
  name: 50,
  email: 254,
  password: 128,
  phone: 32,
  city: 100,
  address: 200,
  postCode: 16,
  /** A SteamID64 has 17 digits. */
  steamId: 17,
} as const;
