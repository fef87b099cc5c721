import { randomBytes } from 'node:crypto';
import type { JsonResponse, TestApi } from '../api-harness';

/** A browser's view of the API: JSON requests with the cookies the API set. */
export class AccountClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly api: TestApi) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async send<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers, ...(this.cookies.size ? { cookie: this.cookieHeader } : {}) }, redirect: 'manual' };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const response = await this.api.get<T>(path, init);
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  post = <T = any>(path: string, body: unknown = {}) => this.send<T>('POST', path, body);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  put = <T = any>(path: string, body: unknown) => this.send<T>('PUT', path, body);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get = <T = any>(path: string) => this.send<T>('GET', path);

  async isAuthenticated(): Promise<boolean> {
    return (await this.get('/api/is-auth')).body.authenticated as boolean;
  }
}

export const PASSWORD = 'Secret12';

export function newAccount(overrides: Record<string, unknown> = {}) {
  const id = randomBytes(4).toString('hex');
  return {
    name: 'Anna',
    surname: 'Schmidt',
    email: `anna.${id}@example.com`,
    phone: '+49 151 23456789',
    password: PASSWORD,
    passConfirm: PASSWORD,
    lang_id: 10,
    ...overrides,
  };
}

/** Registers through the API and follows the e-mailed confirmation link; returns the account. */
export async function registerVerified(
  api: TestApi,
  mail: { waitFor(to: string): Promise<{ body: string }> },
  overrides: Record<string, unknown> = {},
) {
  const account = newAccount(overrides);
  const client = new AccountClient(api);
  const registered = await client.post('/api/register', account);
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}`);
  const message = await mail.waitFor(account.email);
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(message.body)?.[1];
  const verified = await client.get(`/api/email/verify/${token}`);
  if (verified.body.verification !== 'success') throw new Error('verification failed');
  return account;
}
