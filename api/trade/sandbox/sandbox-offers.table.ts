import type { Generated } from 'kysely';

/** What Steam would keep of an offer the sandbox bot sent: the partner's answer follows from `token` and the time. */
export interface SandboxTradeOffersTable {
  id: Generated<number>;
  partner_steam_id: string;
  token: string;
  message: string;
  /** JSON array of asset ids. */
  asset_ids: string;
  /** JSON array of the partner's asset ids the offer asks for (selling to the shop, issue 26). */
  receive_asset_ids: Generated<string>;
  created_at_ms: number;
  cancelled_at_ms: number | null;
  /** 1 when the trade holds an item Steam's trade protection covers (CS2's): only then can it be reversed. */
  protected: Generated<number>;
}
