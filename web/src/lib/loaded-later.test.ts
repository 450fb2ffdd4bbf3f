import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer } from '../test-utils/held-answer';
import { i18n } from './i18n/i18n';
import { loadedLater } from './loaded-later';

function Dialog() {
  return null;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadedLater', () => {
  it('is loaded only once its words are here too', async () => {
    const words = heldAnswer();
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces').mockReturnValue(words.promise);
    const code = loadedLater(async () => Dialog, ['auth']);
    let arrived = false;
    const loading = code.load().then(() => {
      arrived = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(loadNamespaces).toHaveBeenCalledWith(['auth']);
    expect(arrived).toBe(false);
    expect(code.loaded()).toBeUndefined();

    words.release();
    await loading;
    expect(code.loaded()).toBe(Dialog);
  });

  it('asks for no words when it says none beyond the shell', async () => {
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces');
    await loadedLater(async () => Dialog).load();
    expect(loadNamespaces).not.toHaveBeenCalled();
  });

  it('loads once, and again after a failure', async () => {
    const load = vi.fn<() => Promise<typeof Dialog>>().mockRejectedValueOnce(new Error('network'));
    load.mockResolvedValue(Dialog);
    const code = loadedLater(load);
    await expect(code.load()).rejects.toThrow('network');
    expect(await code.load()).toBe(Dialog);
    expect(await code.load()).toBe(Dialog);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
