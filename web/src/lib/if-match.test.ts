import { HttpError, type RequestOptions } from '@http-client';
import { describe, expect, it, vi } from 'vitest';
import { writeUnlessChanged } from './if-match';

type Lot = { _id: string; name: string; procuringEntity: string; updatedAt: string };

const shown: Lot = { _id: 'p1', name: 'Lote 1', procuringEntity: 'Ayuntamiento de Huesca', updatedAt: 'v1' };
const stale = () =>
  new HttpError(412, { statusCode: 412, code: 'PRECONDITION_FAILED', error: 'x', message: 'x', field: 'updatedAt' });
const sentVersion = (options: RequestOptions | undefined) => new Headers(options?.headers).get('If-Match');

/** A server whose record is `stored`: a write on another version is refused, as the API does. */
function server(stored: Lot) {
  const write = vi.fn(async (options: RequestOptions | undefined) => {
    if (sentVersion(options) !== `"${stored.updatedAt}"`) throw stale();
    return 'written';
  });
  return { write, read: vi.fn(async () => stored) };
}

describe('writeUnlessChanged', () => {
  it('writes on the version shown', async () => {
    const { write, read } = server(shown);
    await expect(writeUnlessChanged(shown, ['name'], read, write)).resolves.toBe('written');
    expect(write).toHaveBeenCalledTimes(1);
    expect(read).not.toHaveBeenCalled();
  });

  it('writes again on the version stored when only other fields changed since', async () => {
    const { write, read } = server({ ...shown, procuringEntity: 'Ayuntamiento de Teruel', updatedAt: 'v2' });
    await expect(writeUnlessChanged(shown, ['name'], read, write)).resolves.toBe('written');
    expect(write.mock.calls.map(([options]) => sentVersion(options))).toEqual(['"v1"', '"v2"']);
  });

  it('refuses (412) when a field it writes changed since, and writes nothing', async () => {
    const { write, read } = server({ ...shown, name: 'Lote 1: Edificios municipales', updatedAt: 'v2' });
    await expect(writeUnlessChanged(shown, ['name'], read, write)).rejects.toMatchObject({ status: 412 });
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('passes any other refusal on without reading the record', async () => {
    const read = vi.fn(async () => shown);
    const write = vi.fn(async () => {
      throw new HttpError(503, null);
    });
    await expect(writeUnlessChanged(shown, ['name'], read, write)).rejects.toMatchObject({ status: 503 });
    expect(read).not.toHaveBeenCalled();
  });
});
