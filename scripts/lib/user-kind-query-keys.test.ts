// The rewrite that puts the user kind into Orval's query keys: second after the URL, from the request options.
import { describe, expect, it } from 'vitest';
import { addUserKind } from './user-kind-query-keys.ts';

const generated = `import { httpClient } from '../../../http/client.ts';
export const getSearchThingsQueryKey = (params?: SearchThingsParams,) => {
    return [
    \`/api/node/things/search\`, ...(params ? [params] : [])
    ] as const;
    }
export const getGuestQueryKey = () => {
    return [
    'POST', \`/api/auth/web/guest\`
    ] as const;
    }
const {query: queryOptions, request: requestOptions} = options ?? {};
  const queryKey =  queryOptions?.queryKey ?? getSearchThingsQueryKey(params);
  const queryKey =  queryOptions?.queryKey ?? getGuestQueryKey();
`;

describe('addUserKind', () => {
  const { text, keys } = addUserKind(generated);

  it('gives every key function a user kind defaulting to admin, right after the URL', () => {
    expect(keys).toBe(2);
    expect(text).toContain("getSearchThingsQueryKey = (params?: SearchThingsParams, asUser: UserKind = 'admin')");
    expect(text).toContain('`/api/node/things/search`, asUser, ...(params ? [params] : [])');
    expect(text).toContain("getGuestQueryKey = (asUser: UserKind = 'admin')");
    expect(text).toContain("'POST', `/api/auth/web/guest`, asUser");
  });

  it('keys the query options by the kind the request runs as', () => {
    expect(text).toContain('getSearchThingsQueryKey(params, userKindOf(requestOptions))');
    expect(text).toContain('getGuestQueryKey(userKindOf(requestOptions))');
    expect(text).toContain("import { httpClient, userKindOf } from '../../../http/client.ts';");
  });

  it('leaves files without query keys alone', () => {
    expect(addUserKind('export const x = 1;\n')).toEqual({ text: 'export const x = 1;\n', keys: 0 });
  });
});
