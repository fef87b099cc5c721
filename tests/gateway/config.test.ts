import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../gateway/config';

describe('gateway configuration', () => {
  it('reaches the REST API in its own process by default', () => {
    expect(loadGatewayConfig({})).toEqual({ restBaseUrl: undefined, anyDocument: false });
    expect(loadGatewayConfig({ REST_BASE_URL: '  ' })).toEqual({ restBaseUrl: undefined, anyDocument: false });
  });

  it('takes REST_BASE_URL without its trailing slash', () => {
    expect(loadGatewayConfig({ REST_BASE_URL: 'https://api.shop.example/api/' })).toEqual({
      restBaseUrl: 'https://api.shop.example/api',
      anyDocument: false,
    });
  });

  it.each(['api.shop.example', 'ftp://shop.example/api', 'http://shop.example/api?x=1', 'not a url'])(
    'refuses REST_BASE_URL=%s with a readable message',
    (value) => {
      expect(() => loadGatewayConfig({ REST_BASE_URL: value })).toThrow(/REST_BASE_URL must be an http\(s\) URL/);
    },
  );

  it('runs only the persisted documents unless GRAPHQL_ANY_DOCUMENT is 1', () => {
    expect(loadGatewayConfig({ GRAPHQL_ANY_DOCUMENT: '0' }).anyDocument).toBe(false);
    expect(loadGatewayConfig({ GRAPHQL_ANY_DOCUMENT: '' }).anyDocument).toBe(false);
    expect(loadGatewayConfig({ GRAPHQL_ANY_DOCUMENT: '1' }).anyDocument).toBe(true);
    expect(loadGatewayConfig({ GRAPHQL_ANY_DOCUMENT: ' true ' }).anyDocument).toBe(true);
  });

  it('refuses a GRAPHQL_ANY_DOCUMENT that is not 1 or 0, listing it beside the other problems', () => {
    expect(() => loadGatewayConfig({ GRAPHQL_ANY_DOCUMENT: 'sometimes', REST_BASE_URL: 'not a url' })).toThrow(
      /REST_BASE_URL must be an http\(s\) URL[^]*GRAPHQL_ANY_DOCUMENT must be 1 or 0 \(got "sometimes"\)/,
    );
  });

  it('is documented in the README table and in .env.example', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    for (const name of ['REST_BASE_URL', 'GRAPHQL_ANY_DOCUMENT']) {
      expect(readme, name).toContain(`| \`${name}\` |`);
      expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
    }
  });
});
