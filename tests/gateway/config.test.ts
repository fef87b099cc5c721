import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../gateway/config';

describe('gateway configuration', () => {
  it('reaches the REST API in its own process by default', () => {
    expect(loadGatewayConfig({}, 3000)).toEqual({ restBaseUrl: 'http://127.0.0.1:3000/api' });
    expect(loadGatewayConfig({ REST_BASE_URL: '  ' }, 8080)).toEqual({ restBaseUrl: 'http://127.0.0.1:8080/api' });
  });

  it('takes REST_BASE_URL without its trailing slash', () => {
    expect(loadGatewayConfig({ REST_BASE_URL: 'https://api.shop.example/api/' }, 3000)).toEqual({
      restBaseUrl: 'https://api.shop.example/api',
    });
  });

  it.each(['api.shop.example', 'ftp://shop.example/api', 'http://shop.example/api?x=1', 'not a url'])(
    'refuses REST_BASE_URL=%s with a readable message',
    (value) => {
      expect(() => loadGatewayConfig({ REST_BASE_URL: value }, 3000)).toThrow(/REST_BASE_URL must be an http\(s\) URL/);
    },
  );
});
