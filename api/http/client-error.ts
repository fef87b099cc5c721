import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';

/** Errors Node's HTTP parser raises before Fastify sees a request, as (status, envelope code, message). */
const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request was not received in time'],
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'Request headers are too large'],
};
const BAD_REQUEST: [number, string, string] = [400, 'BAD_REQUEST', 'Bad request'];

/**
 * For Fastify's `clientErrorHandler`: a request Node could not parse or did not receive in time
 * (headers too large, a body that never completes) is answered in the API's ERROR envelope and the
 * connection closed. No path is known at this point, so every route gets the same shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = CLIENT_ERRORS[error.code ?? ''] ?? BAD_REQUEST;
  // A response already under way cannot get a second status line: just drop the connection.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ status: 'ERROR', message, error_code: code });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
