// Orval: TanStack Query hooks and models from the bundled contract, one file per tag,
// all HTTP through the one hand-written seam in generated/http/client.ts.
import { defineConfig } from 'orval';
import { clientRequestMedia } from './scripts/lib/client-request-media.ts';

export default defineConfig({
  api: {
    input: { target: './generated/openapi.json', override: { transformer: clientRequestMedia } },
    output: {
      mode: 'tags-split',
      client: 'react-query',
      httpClient: 'fetch',
      target: './generated/client/endpoints',
      schemas: './generated/client/model',
      clean: true,
      override: {
        mutator: { path: './generated/http/client.ts', name: 'httpClient' },
        // Reads are queries and writes are mutations (Orval's default by method); the two POST reads below are
        // overridden: the template's search and the guest sign-in, whose token the training space caches.
        query: { useSuspenseQuery: false },
        operations: {
          searchQuery: { query: { useQuery: true } },
          loginAsGuest: { query: { useQuery: true } },
        },
        // Functions resolve to the body; every non-2xx answer is thrown by the seam as HttpError.
        fetch: { includeHttpResponseReturnType: false },
      },
    },
  },
  // The same contract as zod schemas (request bodies, parameters, responses): the back-office forms validate
  // with them on the client, so client and server rules come from one source.
  zod: {
    // Only the /api/node collections have forms; the template's schemas use shapes zod output cannot express.
    input: { target: './generated/openapi.json', filters: { tags: [/^node-/] } },
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: './generated/client/zod',
      fileExtension: '.zod.ts',
      clean: true,
    },
  },
});
