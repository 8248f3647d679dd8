/**
 * Things one sending run opens once and shares between its notifications (an SMTP connection
 * pool per mail server), closed when the run ends.
 */
export class RunScope {
  private readonly kept = new Map<string, { value: unknown; close: () => void | Promise<void> }>();

  keep<T>(key: string, open: () => T, close: (value: T) => void | Promise<void>): T {
    const known = this.kept.get(key);
    if (known) return known.value as T;
    const value = open();
    this.kept.set(key, { value, close: () => close(value) });
    return value;
  }

  async close(): Promise<void> {
    const all = [...this.kept.values()];
    this.kept.clear();
    await Promise.all(all.map(async (k) => { try { await k.close(); } catch { /* closing is best effort */ } }));
  }
}
