import { describe, expect, it } from 'vitest';
import { apiConfigVariables, loadApiConfig } from '../../api/config';

describe('loadApiConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadApiConfig({})).toEqual({
      dataDir: './data',
      databaseUrl: undefined,
      sqliteFile: 'data/shop.sqlite',
      imageHost: '/api/images/',
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    const config = loadApiConfig({
      DATA_DIR: '/var/lib/shop',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      IMAGE_HOST: 'https://img.example.com/skins',
      PORT: '8080',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'WARN',
    });
    expect(config).toMatchObject({
      dataDir: '/var/lib/shop',
      databaseUrl: 'postgres://shop@db:5432/shop',
      imageHost: 'https://img.example.com/skins/',
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'warn',
    });
  });

  it('fails fast with every problem listed', () => {
    expect(() => loadApiConfig({ PORT: 'http', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', IMAGE_HOST: 'img' })).toThrow(
      /Invalid API configuration:\n {2}- DATABASE_URL.*\n {2}- IMAGE_HOST.*\n {2}- PORT.*\n {2}- LOG_LEVEL/,
    );
  });

  it('documents every variable it reads', () => {
    const read = new Set<string>();
    const env = new Proxy({} as NodeJS.ProcessEnv, {
      get: (_target, name) => {
        read.add(String(name));
        return undefined;
      },
    });
    loadApiConfig(env);
    expect([...read].sort()).toEqual(apiConfigVariables.map((v) => v.name).sort());
    expect(apiConfigVariables.map((v) => v.name)).toEqual(['DATA_DIR', 'DATABASE_URL', 'IMAGE_HOST', 'PORT', 'HOST', 'LOG_LEVEL']);
  });
});
