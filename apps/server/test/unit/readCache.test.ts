import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../src/services/readCache.ts';

/** A promise and the function that settles it, to interleave a read and a write by hand. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const done = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { done, open };
}

describe('ReadCache', () => {
  it('answers a kept read without loading again until a write', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('k', load)).toBe(1);
    expect(await cache.read('k', load)).toBe(1);
    await cache.write(async () => undefined);
    expect(await cache.read('k', load)).toBe(2);
  });

  it('keeps answers apart by key', async () => {
    const cache = new ReadCache();
    expect(await cache.read('a', async () => 'A')).toBe('A');
    expect(await cache.read('b', async () => 'B')).toBe('B');
    expect(await cache.read('a', async () => 'other')).toBe('A');
  });

  it('reads from the database and keeps nothing while a write runs', async () => {
    const cache = new ReadCache();
    const writing = gate();
    const write = cache.write(() => writing.done);
    let loads = 0;
    expect(await cache.read('k', async () => ++loads)).toBe(1);
    expect(await cache.read('k', async () => ++loads)).toBe(2);
    writing.open();
    await write;
    expect(await cache.read('k', async () => ++loads)).toBe(3);
    expect(await cache.read('k', async () => ++loads)).toBe(3);
  });

  it('does not keep an answer read while a write started and ended', async () => {
    const cache = new ReadCache();
    const reading = gate<string>();
    const read = cache.read('k', () => reading.done);
    await cache.write(async () => undefined);
    reading.open('before the write');
    expect(await read).toBe('before the write');
    expect(await cache.read('k', async () => 'after the write')).toBe('after the write');
  });

  it('forgets kept answers when a write fails too', async () => {
    const cache = new ReadCache();
    await cache.read('k', async () => 'old');
    await expect(
      cache.write(async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await cache.read('k', async () => 'new')).toBe('new');
  });

  it('forgets the oldest answer past its limit', async () => {
    const cache = new ReadCache(2);
    await cache.read('a', async () => 'A');
    await cache.read('b', async () => 'B');
    await cache.read('c', async () => 'C');
    expect(await cache.read('a', async () => 'A again')).toBe('A again');
    expect(await cache.read('c', async () => 'C again')).toBe('C');
  });
});

describe('ReadCache by real bytes (issue 20, gap 3)', () => {
  it('keeps answers up to its byte budget, the oldest forgotten first, and none larger than the budget', async () => {
    const cache = new ReadCache(1_000, 100 * 1024);
    const answer = (chars: number) => async () => ({ text: 'x'.repeat(chars) });
    await cache.read('a', answer(20 * 1024));
    await cache.read('b', answer(20 * 1024));
    await cache.read('c', answer(20 * 1024));
    expect(cache.bytes).toBeLessThanOrEqual(100 * 1024);
    let loads = 0;
    await cache.read('a', async () => {
      loads += 1;
      return { text: '' };
    });
    expect(loads).toBe(1);
    await cache.read('huge', answer(200 * 1024));
    expect(cache.bytes).toBeLessThanOrEqual(100 * 1024);
    expect(cache.bytes).toBeGreaterThan(0);
  });
});
