import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';

/** What `waitForAnswer` gives back: the answer's message, or that none came in time. */
export type Waited = { message: { id: number } } | { failed: 'timed-out' };

/**
 * Waits without leaving the call for the answer numbered `id` on `port`. The other side posts each
 * answer, then adds one to `signal[0]`, then notifies.
 *
 * Waking up alone does not mean the answer is there: the notify that ends one answer can arrive
 * late, after the next call has started waiting, and wake that wait before its own answer has been
 * posted. So the port is looked at after every wake-up, and the next wait is on the count read
 * before that look: an answer posted after the look has changed the count, and that wait returns
 * at once. Answers to calls given up on earlier (timed out) are passed over.
 */
export function waitForAnswer(signal: Int32Array, port: MessagePort, id: number, timeoutMs: number): Waited {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const count = Atomics.load(signal, 0);
    for (let received = receive(port); received; received = receive(port)) {
      if (received.message.id === id) return received;
    }
    const left = deadline - Date.now();
    if (left <= 0) return { failed: 'timed-out' };
    Atomics.wait(signal, 0, count, left);
  }
}

/** The other side posts only numbered answers. */
const receive = (port: MessagePort): { message: { id: number } } | undefined => receiveMessageOnPort(port);
