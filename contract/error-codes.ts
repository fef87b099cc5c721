// Every `error_code` the REST API answers, with its HTTP status: the API throws only these
// (api/http/api-error.ts takes an ErrorCode) and the gateway turns the ones that have a GraphQL result
// type of their own into it by one table (gateway/result-table.ts).
export const ERROR_STATUS = {
  // Any route
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  /** The database is away (restarting, failing over) or busy past its wait; Retry-After says when to try again. */
  SERVICE_UNAVAILABLE: 503,
  // Raised by Fastify, its plugins or Node (api/http/error-handler.ts)
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  REQUEST_TIMEOUT: 408,
  LENGTH_REQUIRED: 411,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  HEADERS_TOO_LARGE: 431,
  CSRF_REJECTED: 403,
  // Accounts
  INVALID_CREDENTIALS: 422,
  EMAIL_NOT_VERIFIED: 403,
  NEEDS_2FA: 403,
  EMAIL_TAKEN: 422,
  INVALID_TOKEN: 422,
  CODE_INVALID: 422,
  CODE_EXPIRED: 422,
  CODE_VOID: 422,
  NO_CHALLENGE: 422,
  WRONG_PASSWORD: 422,
  NO_PASSWORD: 422,
  STEP_UP_REQUIRED: 403,
  INVALID_TRADE_LINK: 422,
  // Cart and purchases
  ALREADY_IN_CART: 409,
  ITEM_UNAVAILABLE: 409,
  INSUFFICIENT_FUNDS: 409,
  CART_EMPTY: 422,
  STEAM_ID_REQUIRED: 422,
  /** Issue 41: selling from the Steam inventory needs a Steam ID proven by Steam sign-in, not a typed one. */
  STEAM_SIGN_IN_REQUIRED: 422,
  TRADE_LINK_REQUIRED: 422,
  /** POST /purchase/{id}/resume: no delivery of the order is paused (issue 25). */
  NOT_PAUSED: 409,
  // Deposits and payment webhooks
  PERSONAL_INFO_REQUIRED: 422,
  AMOUNT_MISMATCH: 422,
  PAYMENT_PROVIDER_ERROR: 502,
  INVALID_SIGNATURE: 400,
  // Offers
  OFFERS_DISABLED: 403,
  OFFER_STATUS_CONFLICT: 409,
  /** Issue 26: the shop's price was not accepted before quote_expires_at. */
  QUOTE_EXPIRED: 409,
  /** Issue 26: Steam cannot show the seller's inventory now (busy, or the inventory is private). */
  INVENTORY_UNAVAILABLE: 503,
  // Staff and the admin API (issue 43)
  /** A frozen customer tried to buy, top up, sell, request a payout or change trade link or e-mail. */
  ACCOUNT_FROZEN: 403,
  /** Staff sign-in: wrong e-mail, password, or code (one answer for all three). */
  STAFF_CREDENTIALS_INVALID: 422,
  /** Four eyes: the one who prepared a change may not approve it. */
  SELF_APPROVAL: 403,
  /** Admin API: the order, offer, payout or hold is not in a state that allows this (the message names it). */
  STATE_CONFLICT: 409,
  /** The approval was already decided (another approver was first). */
  APPROVAL_DECIDED: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The status an error code is answered with. */
export type StatusOf<C extends ErrorCode> = (typeof ERROR_STATUS)[C];
