import { MessageChannel, Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForAnswer } from '@/lib/backend/db/sync-answer';

/**
 * A peer on a thread of its own that answers as the database thread does (post, count, notify),
 * told by each request what to do first: a late notify with nothing posted, an answer to an
 * earlier call, or nothing at all.
 */
const PEER = `
const { parentPort, workerData } = require('node:worker_threads');
const { signal, port } = workerData;
const answer = (id) => { port.postMessage({ id }); Atomics.add(signal, 0, 1); Atomics.notify(signal, 0); };
parentPort.on('message', ({ id, first }) => {
  if (first === 'silence') return;
  if (first === 'stale-notify') setTimeout(() => Atomics.notify(signal, 0), 40);
  if (first === 'earlier-answer') answer(id - 1);
  setTimeout(() => answer(id), first === 'stale-notify' ? 120 : 10);
});
`;

let peer: Worker | undefined;
afterEach(async () => {
  await peer?.terminate();
  peer = undefined;
});

function startPeer() {
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  peer = new Worker(PEER, { eval: true, workerData: { signal, port: port2 }, transferList: [port2] });
  const ask = (id: number, first?: string) => {
    peer!.postMessage({ id, first });
    return waitForAnswer(signal, port1, id, 5_000);
  };
  return { ask, signal, port: port1 };
}

describe('waitForAnswer', () => {
  it('a wake-up with nothing posted (a late notify) does not end the wait: the answer that follows is returned', () => {
    const { ask } = startPeer();
    expect(ask(1, 'stale-notify')).toEqual({ message: { id: 1 } });
  });

  it('passes over the answer to an earlier call and returns its own', () => {
    const { ask } = startPeer();
    expect(ask(7, 'earlier-answer')).toEqual({ message: { id: 7 } });
  });

  it('answers in turn, one call after another', () => {
    const { ask } = startPeer();
    for (let id = 1; id <= 50; id++) expect(ask(id)).toEqual({ message: { id } });
  });

  it('says so when no answer comes in time', () => {
    const { signal, port } = startPeer();
    peer!.postMessage({ id: 1, first: 'silence' });
    expect(waitForAnswer(signal, port, 1, 100)).toEqual({ failed: 'timed-out' });
  });
});
