import { connect } from 'node:net';

export interface RawAnswer {
  /** Everything the server wrote before it closed the connection (or the wait ran out). */
  text: string;
  status: number | undefined;
  /** The JSON body, when there is one. */
  body: unknown;
  /** Whether the server closed the connection within the wait. */
  closed: boolean;
}

/**
 * Writes `request` as raw bytes (no client library to fix it up), keeps the socket open, and returns
 * what the server answered once it closes the connection, or after `waitMs` at most.
 */
export function rawRequest(port: number, request: string, { waitMs = 5000, localAddress }: { waitMs?: number; localAddress?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    let text = '';
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      const rawBody = text.slice(text.indexOf('\r\n\r\n') + 4);
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = undefined;
      }
      resolve({ text, status: status ? Number(status) : undefined, body, closed });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => finish(true));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? finish(true) : reject(error)));
    socket.write(request);
  });
}
