import type { Profile } from '../../machines/auth.actors';

export const PROFILE: Profile = {
  id: 1,
  email: 'ada@example.com',
  name: 'Ada',
  surname: 'Lovelace',
  phone: '+4915112345678',
  phoneCountryCode: 'DE',
  address: '',
  country: null,
  city: '',
  zip: '',
  balance: { amount: 0, currency: 'EUR', symbol: '€' },
  createdAt: '2026-11-22T10:00:00.000Z',
  steamId: '',
  steamProfileUrl: '',
  communityVisibilityState: null,
  tradeLink: '',
  avatarMedium: '',
  emailVerified: true,
  twoFactorEnabled: false,
  hasPassword: true,
};
