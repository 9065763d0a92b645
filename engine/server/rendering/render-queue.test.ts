import { describe, expect, it } from 'vitest';
import { QueueFullError, RenderQueue } from './render-queue';

describe('the queue that generated pages are rendered through', () => {
  it('runs one job at a time, in order, and refuses more than it lets wait', async () => {
    const queue = new RenderQueue(1, 2);
    const order: string[] = [];
    let release = () => {};
    const first = queue.run(
      () =>
        new Promise<string>((resolve) => {
          order.push('first starts');
          release = () => resolve('first');
        }),
    );
    const second = queue.run(async () => (order.push('second starts'), 'second'));
    const third = queue.run(async () => (order.push('third starts'), 'third'));
    await expect(queue.run(async () => 'fourth')).rejects.toThrow(QueueFullError);
    expect(order).toEqual(['first starts']);
    release();
    expect(await Promise.all([first, second, third])).toEqual(['first', 'second', 'third']);
    expect(order).toEqual(['first starts', 'second starts', 'third starts']);
    // Once the queue is empty, it takes new work again.
    expect(await queue.run(async () => 'later')).toBe('later');
  });

  it('lets the next job run when one fails', async () => {
    const queue = new RenderQueue(1, 1);
    const failing = queue.run(async () => {
      throw new Error('render failed');
    });
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('render failed');
    expect(await next).toBe('next');
  });
});
