import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../gateway/config';

describe('gateway configuration', () => {
  it('reaches the REST API in its own process by default', () => {
    expect(loadGatewayConfig({})).toEqual({ restBaseUrl: undefined });
    expect(loadGatewayConfig({ REST_BASE_URL: '  ' })).toEqual({ restBaseUrl: undefined });
  });

  it('takes REST_BASE_URL without its trailing slash', () => {
    expect(loadGatewayConfig({ REST_BASE_URL: 'https://api.shop.example/api/' })).toEqual({
      restBaseUrl: 'https://api.shop.example/api',
    });
  });

  it.each(['api.shop.example', 'ftp://shop.example/api', 'http://shop.example/api?x=1', 'not a url'])(
    'refuses REST_BASE_URL=%s with a readable message',
    (value) => {
      expect(() => loadGatewayConfig({ REST_BASE_URL: value })).toThrow(/REST_BASE_URL must be an http\(s\) URL/);
    },
  );
});
