// The yardstick of the benchmark: a bare Fastify server answering fixed JSON payloads,
// with no auth, validation, state or contract. Payloads come from the parent on stdin.
import Fastify from 'fastify';

const payloads = JSON.parse(await new Response(process.stdin as unknown as ReadableStream).text()) as Record<
  string,
  unknown
>;
const app = Fastify({ logger: false });
for (const [name, payload] of Object.entries(payloads)) {
  app.get(`/bare/${name}`, async () => payload);
  app.post(`/bare/${name}`, async () => payload);
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
