import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { validationFailed } from '../http/api-error';
import { fromWireAmount } from '../lib/money';
import { actorOf } from './admin-guard';
import { BalanceAdjustBody, CustomerSearchQuery, IdParams, ReasonBody } from './admin.schemas';
import type { CustomersAdmin } from './customers-admin.service';
import type { MoneyActions } from './money-actions.service';

/** The adjustment in cents: a number, or a decimal typed in the console ("-5.00"); undefined when it is neither or out of range. */
function adjustmentCents(amount: number | string): number | undefined {
  if (typeof amount === 'number') return fromWireAmount(amount);
  const typed = amount.trim();
  if (!/^[+-]?\d{1,7}(\.\d{1,2})?$/.test(typed) || Math.abs(Number(typed)) > 1_000_000) return undefined;
  return fromWireAmount(Number(typed));
}

/** Customers for staff: search, sign-ins, balance adjustments (four eyes above the limit), holds. */
export const adminCustomerRoutes: FastifyPluginAsyncTypebox<{ customers: CustomersAdmin; money: MoneyActions }> = async (app, { customers, money }) => {
  app.get('/customers', { config: { access: 'customers.read' }, schema: { querystring: CustomerSearchQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, payload: await customers.search(request.query.q) };
  });

  app.get('/customers/:id/sign-ins', { config: { access: 'customers.read' }, schema: { params: IdParams } }, async (request) => {
    return { status: 'OK' as const, payload: await customers.signIns(request.params.id) };
  });

  app.post('/customers/:id/balance-adjust', { config: { access: 'balance.adjust' }, schema: { params: IdParams, body: BalanceAdjustBody } }, async (request) => {
    const cents = adjustmentCents(request.body.amount);
    if (cents === undefined || cents === 0) throw validationFailed({ amount: ['A non-zero amount in EUR with at most 2 decimals'] });
    const payload = await money.adjustBalance(actorOf(request), request.params.id, cents, request.body.reason);
    return { status: 'OK' as const, payload };
  });

  app.post('/customers/:id/freeze', { config: { access: 'customers.freeze' }, schema: { params: IdParams, body: ReasonBody } }, async (request) => {
    return { status: 'OK' as const, payload: await customers.freeze(actorOf(request), request.params.id, request.body.reason) };
  });

  app.post('/customers/:id/unfreeze', { config: { access: 'customers.freeze' }, schema: { params: IdParams, body: ReasonBody } }, async (request) => {
    return { status: 'OK' as const, payload: await customers.unfreeze(actorOf(request), request.params.id, request.body.reason) };
  });
};
