// The start benchmark's yardstick (scripts/bench-start.ts): the least a Fastify server is, one route answering
// the health check, started the way the server is (Node's compile cache on, plain JavaScript so that Node's
// TypeScript stripper is never loaded). Its first 200 is the floor of any Fastify server on this machine.
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';

enableCompileCache(join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'bench-bare-start'));
const { default: Fastify } = await import('fastify');
const app = Fastify({ logger: false });
app.get('/api/mock/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
