/** Work the sweeper found waiting on Steam with no live job (issue 44). */
export interface StuckWorkTable {
  /** 'delivery' (trade_offers.id) or 'sell-trade' (offer_trades.id). */
  kind: StuckWorkKind;
  entity_id: number;
  /** Times the sweeper queued its job again. */
  requeues: number;
  /** The last error of the job that died, when one did. */
  reason: string | null;
  /** Unix seconds: set when the sweeper stopped requeueing and the work waits in the console's Today queue. */
  needs_person_since: number | null;
  updated_at: number;
}

export type StuckWorkKind = 'delivery' | 'sell-trade';
