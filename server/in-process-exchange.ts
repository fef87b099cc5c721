import { EventEmitter } from 'node:events';
import type { InProcessAnswer } from '../gateway/rest-client';

type HeaderValue = string | number | string[];

/**
 * A bodiless request as Fastify's router reads it (method, url, headers, the socket's address), without
 * the stream machinery of an HTTP message or of inject's simulated one: the gateway's GETs to the API
 * of its own process. Its headers and address are what inject would give: loopback, and inject's own
 * host and user agent unless the caller names them.
 */
export class InProcessRequestMessage extends EventEmitter {
  readonly httpVersion = '1.1';
  readonly httpVersionMajor = 1;
  readonly httpVersionMinor = 1;
  readonly complete = true;
  aborted = false;
  destroyed = false;
  readonly socket = Object.assign(new EventEmitter(), { remoteAddress: '127.0.0.1', remotePort: 0, encrypted: false });
  readonly headers: Record<string, string>;

  constructor(
    readonly method: string,
    readonly url: string,
    headers: Record<string, string>,
  ) {
    super();
    this.headers = { 'user-agent': 'lightMyRequest', host: 'localhost:80', ...headers };
  }

  destroy(): this {
    this.destroyed = true;
    return this;
  }
}

/**
 * The answer side: status, headers and body kept as Fastify writes them, then handed to `settle` once
 * it ends ('finish' for the onResponse hooks, as a socket's answer would emit it); a reply destroyed
 * before its end fails, as inject's does.
 */
export class InProcessResponseMessage extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  writableEnded = false;
  finished = false;
  destroyed = false;
  sendDate = false;
  private readonly fields: Record<string, HeaderValue> = {};
  private readonly chunks: Buffer[] = [];

  constructor(
    private readonly request: InProcessRequestMessage,
    private readonly settle: (error: Error | undefined, answer?: Omit<InProcessAnswer, 'value'>) => void,
  ) {
    super();
  }

  setHeader(name: string, value: HeaderValue): this {
    this.fields[name.toLowerCase()] = value;
    return this;
  }

  getHeader(name: string): HeaderValue | undefined {
    return this.fields[name.toLowerCase()];
  }

  getHeaders(): Record<string, HeaderValue> {
    return { ...this.fields };
  }

  getHeaderNames(): string[] {
    return Object.keys(this.fields);
  }

  hasHeader(name: string): boolean {
    return this.fields[name.toLowerCase()] !== undefined;
  }

  removeHeader(name: string): void {
    delete this.fields[name.toLowerCase()];
  }

  writeHead(statusCode: number, reasonOrHeaders?: string | Record<string, HeaderValue | undefined>, maybeHeaders?: Record<string, HeaderValue | undefined>): this {
    this.statusCode = statusCode;
    const headers = typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders;
    if (typeof reasonOrHeaders === 'string') this.statusMessage = reasonOrHeaders;
    if (headers) for (const name in headers) if (headers[name] !== undefined) this.fields[name.toLowerCase()] = headers[name];
    this.headersSent = true;
    return this;
  }

  write(chunk: string | Buffer | Uint8Array, encoding?: BufferEncoding | (() => void), callback?: () => void): boolean {
    if (!this.headersSent) this.writeHead(this.statusCode);
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  }

  end(chunk?: string | Buffer | Uint8Array | null | (() => void), encoding?: BufferEncoding | null | (() => void), callback?: () => void): this {
    if (this.writableEnded) return this;
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (chunk) this.write(chunk, encoding ?? undefined);
    if (!this.headersSent) this.writeHead(this.statusCode);
    this.writableEnded = true;
    this.finished = true;
    this.emit('finish');
    if (callback) process.nextTick(callback);
    this.settle(undefined, { statusCode: this.statusCode, headers: this.answerHeaders(), body: this.bodyText() });
    this.destroy();
    return this;
  }

  destroy(error?: Error): this {
    if (this.destroyed) return this;
    this.destroyed = true;
    if (!this.writableEnded) {
      this.request.aborted = true;
      this.settle(error ?? Object.assign(new Error('response destroyed before completion'), { code: 'LIGHT_ECONNRESET' }));
    }
    process.nextTick(() => {
      this.emit('close');
      this.request.emit('close');
    });
    return this;
  }

  /** Header values as text, as inject hands them over. */
  private answerHeaders(): Record<string, string | string[]> {
    const out: Record<string, string | string[]> = {};
    for (const name in this.fields) {
      const value = this.fields[name];
      out[name] = Array.isArray(value) ? value.map(String) : String(value);
    }
    return out;
  }

  /** No body for a 204 or a 304, as a real server sends none. */
  private bodyText(): string {
    if (this.statusCode === 204 || this.statusCode === 304 || this.chunks.length === 0) return '';
    return this.chunks.length === 1 ? this.chunks[0].toString() : Buffer.concat(this.chunks).toString();
  }
}
