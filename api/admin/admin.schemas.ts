import { Type } from 'typebox';

// Request shapes of the admin API (issue 43): validated at the route, so bad input is a 422 naming the field.
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Reason = Type.String({ maxLength: 500 });

export const IdParams = Type.Object({ id: Id });
export const OfferIdParams = Type.Object({ offer_id: Id });
export const RoleParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 40 }) });

export const InviteAcceptBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: 12, maxLength: 128 }),
});
export const StaffLoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  /** A 6-digit TOTP code, or one of the recovery codes. */
  code: Type.String({ minLength: 1, maxLength: 20 }),
});
export const StaffInviteBody = Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }), role: Type.String({ minLength: 1, maxLength: 40 }) });
export const StaffRoleBody = Type.Object({ role: Type.String({ minLength: 1, maxLength: 40 }) });
export const RolePermissionsBody = Type.Object({ permissions: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 50 }) });

export const CustomerSearchQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 254 }) });
export const BalanceAdjustBody = Type.Object({
  /** EUR, major units, at most 2 decimals; negative takes money. A decimal as typed ("-5.00") is read the same. */
  amount: Type.Union([Type.Number({ minimum: -1_000_000, maximum: 1_000_000 }), Type.String({ maxLength: 20 })]),
  reason: Type.Optional(Reason),
});
export const ReasonBody = Type.Object({ reason: Type.Optional(Reason) });

export const AuditQuery = Type.Object({
  entity: Type.Optional(Type.String({ maxLength: 40 })),
  entity_id: Type.Optional(Type.String({ maxLength: 100 })),
  actor: Type.Optional(Type.String({ maxLength: 100 })),
  action: Type.Optional(Type.String({ maxLength: 60 })),
  /** Unix seconds, inclusive. */
  from: Type.Optional(Type.Integer({ minimum: 0 })),
  to: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000 })),
});
