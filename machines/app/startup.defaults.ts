import type { Settings } from './app.types';

/** What the shell shows when the settings call fails: an honest, empty footer rather than no shop. */
export const DEFAULT_SETTINGS: Settings = {
  paymentMethods: [],
  minTopUp: 0,
  requisites: { companyName: '', companyNumber: '' },
  supportEmail: '',
  copyright: '',
  offerEnabled: false,
  googleTag: null,
  imageHost: '/api/images/',
};
