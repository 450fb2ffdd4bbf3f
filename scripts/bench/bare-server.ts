// The yardstick of the benchmark: a bare Fastify server serving the same posts on the same paths, with no
// auth, validation, contract, namespaces or security headers. Records come from the parent on stdin: the
// list is answered whole, a record by its id from a Map, a create stores the body with a new id; search
// answers the page the API gave (searching is the API's feature, not the yardstick's).
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

interface Post {
  _id: string;
  [field: string]: unknown;
}
const { list, search } = JSON.parse(await new Response(process.stdin as unknown as ReadableStream).text()) as {
  list: Post[];
  search: unknown;
};
const byId = new Map(list.map((post) => [post._id, post]));

const app = Fastify({ logger: false });
app.get('/api/node/posts', async () => list);
app.get('/api/node/posts/search', async () => search);
app.get<{ Params: { id: string } }>('/api/node/posts/:id', async (request, reply) => {
  const post = byId.get(request.params.id);
  return post ?? reply.status(404).send({ message: 'not found' });
});
app.post<{ Body: Record<string, unknown> }>('/api/node/posts', async (request) => {
  const now = new Date().toISOString();
  const post = { ...request.body, _id: randomBytes(12).toString('hex'), createdAt: now, updatedAt: now };
  byId.set(post._id, post);
  return post;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
