// The bench's ceiling: a bare Fastify route in its own process, as the shop runs in its own.
// It listens on a free port and prints that port as its one line of output. Given a file (and its
// Content-Encoding), the route sends that file's bytes from memory instead of `{hello: "world"}`.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

const [file, encoding] = process.argv.slice(2);
const body = file ? readFileSync(file) : undefined;
const app = Fastify({ logger: false });
app.get('/', async (_request, reply) => (body ? reply.header('content-encoding', encoding).type('text/html').send(body) : { hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log((app.server.address() as AddressInfo).port);
