import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { createDeliveriesOpsService } from '../orders/deliveries-ops.service';
import { createDeliveryOutcomes } from '../deliveries/delivery-outcomes';
import { createTradeBots } from '../trade/trade-bots';
import { createPriceSource } from '../prices/price-source-config';
import { refreshPricesAudited } from '../admin/catalogue-price-refresh';
import { createBotsConsole } from '../admin/catalogue-bots.service';
import { allBotStates } from '../trade/bot-states.repository';
import { OpsError } from '../orders/orders-ops.service';
import { cliActor } from '../admin/actor';
import { actorLabel } from '../../contract/audit-actors';

// The audit row's reason for deliveries:* (a refund needs one; these commands take no --reason, as orders:fail).
const CLI_RESEND_REASON = 'resent by the operator (npm run ops)';
const CLI_CANCEL_REASON = 'cancelled by the operator (npm run ops)';

const eur = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;

/** The bots, stock and delivery commands of `npm run ops`: what they print, and their JSON. */
export async function runDeliveryCommand(config: ApiConfig, db: Kysely<Database>, command: string, args: string[], options: { reason?: string } = {}): Promise<{ lines: string[]; json: object }> {
  const bots = await createTradeBots(config, db);
  const ops = createDeliveriesOpsService(db, bots, createDeliveryOutcomes(db, { ...config.trade, publicUrl: config.publicUrl }), config.trade.offerExpiryMinutes * 2);
  try {
    switch (command) {
      case 'bots:list': {
        const result = await ops.bots();
        const states = await allBotStates(db);
        const paused = [...states.values()].filter((state) => state.paused_at != null).map((state) => ({ bot: state.name, reason: state.paused_reason, paused_by: state.paused_by, paused_at: Number(state.paused_at) }));
        const pausedNote = (bot: string) => {
          const state = paused.find((p) => p.bot === bot);
          return state ? `  PAUSED by ${state.paused_by ? actorLabel(state.paused_by) : '-'}: ${state.reason ?? ''}` : '';
        };
        return { json: { ...result, paused }, lines: result.bots.map((b) => `${b.bot}  on sale ${b.on_sale}  trade-locked ${b.trade_locked}  in open offers ${b.in_offers}${pausedNote(b.bot)}`) };
      }
      case 'bots:pause': {
        const reason = options.reason?.trim() ?? '';
        if (reason === '' || reason.length > 500) throw new OpsError('--reason <text> is required (at most 500 characters)');
        const result = await createBotsConsole(db, bots).pause(cliActor(), args[0], reason);
        return { json: result, lines: [`Bot ${result.name} paused: ${result.unlisted} item(s) off sale, nothing is sent until bots:resume`] };
      }
      case 'bots:resume': {
        const result = await createBotsConsole(db, bots).resume(cliActor(), args[0]);
        return { json: result, lines: [`Bot ${result.name} resumed: ${result.relisted} item(s) back on sale, ${result.offers_queued} trade offer(s) queued`] };
      }
      case 'stock:sync': {
        const result = await createBotsConsole(db, bots).sync(cliActor(), args[0]);
        return {
          json: result,
          lines: result.results.map(
            (r) => r.paused ? `${r.bot}: paused, not synced (bots:resume first)` : `${r.bot}: ${r.assets} assets, ${r.listed} listed, ${r.relisted} back on sale, ${r.unlisted} taken off sale, ${r.locked} trade-locked` + (r.unpriced.length > 0 ? `; no price for: ${r.unpriced.join('; ')}` : ''),
          ),
        };
      }
      case 'prices:set': {
        const result = await ops.setPrice(args[0], args[1], cliActor());
        return { json: result, lines: [`"${result.title}" costs ${eur(result.price_cents)}: ${result.copies_repriced} copy(ies) on sale repriced, new assets listed at it`] };
      }
      case 'prices:refresh': {
        const result = await refreshPricesAudited(db, createPriceSource(config.prices, db), cliActor());
        return { json: result, lines: [`Reference prices from ${config.prices.source}: ${result.changed} name(s) changed; today's price history recorded`] };
      }
      case 'items:price': {
        const result = await ops.setItemPrice(args[0], args[1], cliActor());
        return { json: result, lines: [`Item ${result.item_id} now costs ${eur(result.price_cents)}`] };
      }
      case 'deliveries:attention': {
        const result = await ops.attention();
        const lines = result.deliveries.map((d) => `order ${d.order_id}  offer ${d.id}  ${d.state}  bot ${d.bot_name}  code ${d.code}  ${d.email ?? '-'}${d.last_error ? `  "${d.last_error}"` : ''}`);
        return { json: result, lines: lines.length > 0 ? lines : ['No delivery needs a person'] };
      }
      case 'deliveries:resend': {
        const result = await ops.resend(args[0], cliActor(), CLI_RESEND_REASON);
        return { json: result, lines: [`Order ${result.order_id}: ${result.resent} offer(s) queued again under new codes`] };
      }
      default: {
        const result = await ops.cancel(args[0], cliActor(), CLI_CANCEL_REASON);
        return { json: result, lines: [`Order ${result.order_id}: ${result.cancelled} offer(s) withdrawn and refunded`] };
      }
    }
  } finally {
    await Promise.all([...bots.values()].map((bot) => bot.close()));
  }
}
