import { describe, expect, it, vi } from 'vitest';
import { afterCall, collectingAfterCall, runAfterCall } from '@/lib/backend/http/after-call';

const services = { jobs: { enqueue: vi.fn(async () => null) } };

describe('work left for after a call', () => {
  it('is collected once per key inside a call and run afterwards, not before', async () => {
    const ran: string[] = [];
    const { result, tasks } = await collectingAfterCall(async () => {
      afterCall('wake', async () => void ran.push('first'));
      afterCall('wake', async () => void ran.push('second'));
      await Promise.resolve();
      afterCall('other', async () => void ran.push('other'));
      return 'answer';
    });
    expect(result).toBe('answer');
    expect(ran).toEqual([]);
    await runAfterCall('POST /x', tasks, services);
    expect(ran).toEqual(['second', 'other']);
  });

  it('is dropped outside a call, and a failing task leaves the others and the answer alone', async () => {
    const outside = vi.fn(async () => {});
    afterCall('wake', outside);
    const ran: string[] = [];
    const { tasks } = await collectingAfterCall(async () => {
      afterCall('broken', async () => {
        throw new Error('queue down');
      });
      afterCall('fine', async () => void ran.push('fine'));
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(runAfterCall('POST /x', tasks, services)).resolves.toBeUndefined();
    logged.mockRestore();
    expect(ran).toEqual(['fine']);
    expect(outside).not.toHaveBeenCalled();
  });
});
