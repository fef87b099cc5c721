import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf } from './admin-guard';
import { asApiError, requireReason } from './admin-errors';
import type { BotsConsole } from './catalogue-bots.service';

const BotParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });
const PauseBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) });

/** The console's bots screen (issue 43): each bot's stock and state; pause, resume, sync now. */
export const catalogueBotsRoutes: FastifyPluginAsyncTypebox<{ bots: BotsConsole }> = async (app, { bots }) => {
  app.get('/bots', { config: { access: 'bots.manage' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, payload: await bots.list() };
  });

  app.post('/bots/:name/pause', { config: { access: 'bots.manage' }, schema: { params: BotParams, body: PauseBody } }, async (request) => {
    const reason = requireReason(request.body.reason);
    return { status: 'OK' as const, payload: await asApiError(() => bots.pause(actorOf(request), request.params.name, reason)) };
  });

  app.post('/bots/:name/resume', { config: { access: 'bots.manage' }, schema: { params: BotParams } }, async (request) => ({
    status: 'OK' as const,
    payload: await asApiError(() => bots.resume(actorOf(request), request.params.name)),
  }));

  app.post('/bots/:name/sync', { config: { access: 'bots.manage' }, schema: { params: BotParams } }, async (request) => ({
    status: 'OK' as const,
    payload: await asApiError(() => bots.sync(actorOf(request), request.params.name)),
  }));
};
