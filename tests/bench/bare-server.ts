// The bench's ceiling: a bare Fastify route in its own process, as the shop runs in its own.
// It listens on a free port and prints that port as its one line of output.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log((app.server.address() as AddressInfo).port);
