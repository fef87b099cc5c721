import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiPlugin } from '../../api/app';
import { createTestDatabase } from './api-harness';

/** Paths to every string in a JSON schema that has no maxLength (enums and constants are bounded). */
function unboundedStrings(schema: unknown, path: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const found: string[] = [];
  const types = [node.type].flat();
  if (types.includes('string') && node.maxLength === undefined && node.enum === undefined && node.const === undefined) found.push(path);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, property] of Object.entries(value)) found.push(...unboundedStrings(property, `${path}.${name}`));
    } else if (['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties', 'patternProperties'].includes(key)) {
      for (const inner of [value].flat()) found.push(...unboundedStrings(inner, `${path}[${key}]`));
    }
  }
  return found;
}

describe('REST input limits', () => {
  it('every string a route accepts (params, query, body, headers) has a documented maxLength', async () => {
    const database = await createTestDatabase();
    const app = Fastify();
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    try {
      await app.register(apiPlugin, { prefix: '/api', db: database.db, config: database.config });
      await app.ready();
      expect(routes.length).toBeGreaterThan(10);
      const unbounded = routes.flatMap((route) =>
        (['params', 'querystring', 'body', 'headers'] as const).flatMap((part) =>
          unboundedStrings(route.schema?.[part], `${[route.method].flat().join(',')} ${route.url} ${part}`),
        ),
      );
      expect(unbounded).toEqual([]);
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});
