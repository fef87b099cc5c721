import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { AuditQuery } from './admin.schemas';
import type { AuditRow } from './audit-chain';
import { searchAudit } from './audit.repository';

const view = (row: AuditRow) => ({
  id: Number(row.id),
  at: Number(row.at),
  actor: row.actor,
  action: row.action,
  entity: row.entity,
  entity_id: row.entity_id,
  reason: row.reason,
  before: row.before_json === null ? null : (JSON.parse(row.before_json) as unknown),
  after: row.after_json === null ? null : (JSON.parse(row.after_json) as unknown),
  ip: row.ip,
  user_agent: row.user_agent,
});

const CSV_COLUMNS = ['id', 'at', 'actor', 'action', 'entity', 'entity_id', 'reason', 'before', 'after', 'ip', 'user_agent'] as const;

/** One CSV cell: quoted, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The audit log, searchable by entity, id, actor, action and date range; CSV export. */
export const auditRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get('/audit', { config: { access: 'audit.read' }, schema: { querystring: AuditQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await searchAudit(db, { ...request.query, limit: request.query.limit ?? 200 });
    return { status: 'OK' as const, payload: rows.map(view) };
  });

  app.get('/audit.csv', { config: { access: 'audit.read' }, schema: { querystring: AuditQuery } }, async (request, reply) => {
    const rows = await searchAudit(db, { ...request.query, limit: request.query.limit ?? 5000 });
    const lines = [CSV_COLUMNS.join(','), ...rows.map(view).map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])).join(','))];
    reply.header('cache-control', 'no-store').header('content-disposition', 'attachment; filename="audit.csv"').type('text/csv; charset=utf-8');
    return `${lines.join('\r\n')}\r\n`;
  });
};
