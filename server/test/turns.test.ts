import { describe, expect, it } from 'vitest';
import { Turns } from '../src/http/turns';

/** Settles on the next turn of the event loop: what has run by then has run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('turns', () => {
  it('let as many work at once as they have room for, the rest in the order they came', async () => {
    const turns = new Turns(1);
    const order: string[] = [];
    const first = await turns.take();
    const waiting = ['second', 'third'].map((name) =>
      turns.take().then((release) => {
        order.push(name);
        return release;
      }),
    );
    await settled();
    expect(order).toEqual([]);
    expect(turns.waiting).toBe(2);
    first();
    const second = await waiting[0]!;
    await settled();
    expect(order).toEqual(['second']);
    second();
    (await waiting[1]!)();
    expect(order).toEqual(['second', 'third']);
    expect(turns.waiting).toBe(0);
  });

  it('count a turn released twice once', async () => {
    const turns = new Turns(1);
    const release = await turns.take();
    release();
    release();
    const again = await turns.take();
    let third = false;
    void turns.take().then(() => (third = true));
    await settled();
    expect(third).toBe(false);
    again();
    await settled();
    expect(third).toBe(true);
  });

  it('give a turn back when the work run in it fails', async () => {
    const turns = new Turns(1);
    await expect(turns.run(() => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    expect(await turns.run(() => Promise.resolve('next'))).toBe('next');
  });
});
