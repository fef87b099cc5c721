import { join } from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ApiConfig {
  dataDir: string;
  /** postgres://… when set; otherwise the SQLite file `${dataDir}/shop.sqlite`. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  /** Base URL item images load from; `img_url` values are appended to it. */
  imageHost: string;
  port: number;
  host: string;
  logLevel: LogLevel;
}

export interface ConfigVariable {
  name: string;
  default: string | null;
  description: string;
}

/** Every environment variable the REST API reads (documented in the README and .env.example). */
export const apiConfigVariables: readonly ConfigVariable[] = [
  { name: 'DATA_DIR', default: './data', description: 'Directory for the SQLite file and other local data.' },
  {
    name: 'DATABASE_URL',
    default: null,
    description: 'postgres://user:pass@host:5432/db to use PostgreSQL; unset uses SQLite at DATA_DIR/shop.sqlite.',
  },
  { name: 'IMAGE_HOST', default: '/api/images/', description: 'Base URL item images are loaded from (img_url is appended).' },
  { name: 'PORT', default: '3000', description: 'HTTP port to listen on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
];

/** The default from the table above ('' when there is none); reading an undocumented variable is a bug. */
function documentedDefault(name: string): string {
  const variable = apiConfigVariables.find((v) => v.name === name);
  if (!variable) throw new Error(`${name} is not listed in apiConfigVariables`);
  return variable.default ?? '';
}

const logLevels: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and validates the API's configuration; throws one error listing every problem. */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? documentedDefault(name) : value;
  };

  const dataDir = read('DATA_DIR');

  const rawUrl = read('DATABASE_URL');
  let databaseUrl: string | undefined;
  if (rawUrl !== '') {
    if (!/^postgres(ql)?:\/\/.+/i.test(rawUrl)) problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
    else databaseUrl = rawUrl;
  }

  const imageHost = read('IMAGE_HOST');
  if (!/^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(imageHost)) {
    problems.push('IMAGE_HOST must be an absolute http(s) URL or a path starting with /');
  }

  const rawPort = read('PORT');
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) problems.push(`PORT must be an integer 0..65535 (got "${rawPort}")`);

  const host = read('HOST');

  const logLevel = read('LOG_LEVEL').toLowerCase() as LogLevel;
  if (!logLevels.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${logLevel}")`);

  if (problems.length > 0) {
    throw new Error(`Invalid API configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }

  return {
    dataDir,
    databaseUrl,
    sqliteFile: join(dataDir, 'shop.sqlite'),
    imageHost: imageHost.endsWith('/') ? imageHost : `${imageHost}/`,
    port,
    host,
    logLevel,
  };
}
