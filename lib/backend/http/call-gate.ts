/**
 * The calls a backend is answering, and its door: once closed, a call is turned away at once while
 * those under way run to their end, so a stop can wait for them before it closes the database.
 */
export class CallGate {
  private running = 0;
  private closed = false;
  private readonly waiting = new Set<() => void>();

  /** Runs `call` as one under way; null, without running it, once the gate is closed. */
  async pass<T>(call: () => Promise<T>): Promise<T | null> {
    if (this.closed) return null;
    this.running += 1;
    try {
      return await call();
    } finally {
      this.running -= 1;
      if (this.running === 0) for (const wake of this.waiting) wake();
    }
  }

  /** Turns every later call away. */
  close(): void {
    this.closed = true;
  }

  /** Resolves true once no call is under way, or false when `limitMs` passed first. */
  async drained(limitMs: number): Promise<boolean> {
    if (this.running === 0) return true;
    let wake!: () => void;
    let timer: NodeJS.Timeout | undefined;
    const idle = new Promise<true>((resolve) => {
      wake = () => resolve(true);
      this.waiting.add(wake);
    });
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), limitMs);
    });
    try {
      return await Promise.race([idle, late]);
    } finally {
      clearTimeout(timer);
      this.waiting.delete(wake);
    }
  }

  /** How many calls are under way. */
  get underWay(): number {
    return this.running;
  }
}
