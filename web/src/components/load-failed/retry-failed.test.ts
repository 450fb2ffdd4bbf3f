import { describe, expect, it, vi } from 'vitest';
import { retryFailed } from './retry-failed';

const query = (isError: boolean, isFetching = false) => ({ isError, isFetching, refetch: vi.fn(async () => ({})) });

describe('retryFailed', () => {
  it('asks again only the queries that failed', async () => {
    const answered = query(false);
    const failed = query(true);
    await retryFailed([answered, failed]).refetch();
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(answered.refetch).not.toHaveBeenCalled();
  });

  it('is fetching while any of them is', () => {
    expect(retryFailed([query(true), query(false, true)]).isFetching).toBe(true);
    expect(retryFailed([query(true), query(false)]).isFetching).toBe(false);
  });
});
