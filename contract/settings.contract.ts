// The REST contract of the shop's settings (spec §7 GET /settings), in TypeBox: what the API answers,
// what its service builds and what the gateway reads.
import { Type, type Static } from 'typebox';

const PaymentMethod = Type.Object({ code: Type.String(), title: Type.String() });

export const Settings = Type.Object({
  /** Currency code → methods accepted in it. */
  payment_methods: Type.Record(Type.String(), Type.Array(PaymentMethod)),
  min_top_up: Type.Number({ description: 'EUR, major units.' }),
  requisites: Type.String({ description: '"Company name, company number"' }),
  support_email: Type.String(),
  copyright: Type.String(),
  offer_enabled: Type.Boolean(),
  google_tag: Type.Union([Type.String(), Type.Null()]),
  image_host: Type.String(),
});

export type SettingsAnswer = Static<typeof Settings>;
