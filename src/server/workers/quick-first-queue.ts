/** How a task asks to be queued: `quick` ones (a detection, about 3-10 ms) go ahead of long ones (a rewrite step or an improve, 40-150 ms). */
export interface QueueOptions {
  quick: boolean;
  /**
   * For a later step of a rewrite run in steps (decision 139): when its first
   * step was queued. The step waits in that place among the long tasks, so a
   * rewrite already under way finishes before one that began after it.
   */
  queuedAt?: number;
}

/** While both kinds wait, a long task goes next after this many quick ones in a row (decision 141). */
export const QUICK_TASKS_PER_LONG = 4;

interface Waiting<T> {
  item: T;
  since: number;
}

/**
 * A lane's queue (decision 130): when every worker is busy, a waiting
 * detection runs before a waiting rewrite, so a few clients humanizing long
 * texts do not make every detection wait behind them. After
 * QUICK_TASKS_PER_LONG quick tasks in a row a waiting long task goes next, so
 * rewrites keep moving without holding every worker at once (decision 141).
 */
export class QuickFirstQueue<T> {
  private readonly quick: T[] = [];
  private readonly long: Waiting<T>[] = [];
  private quickInARow = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get size(): number {
    return this.quick.length + this.long.length;
  }

  /** Whether a long task waits: while one does, the lane hands work only to idle workers (decision 151). */
  get holdsLong(): boolean {
    return this.long.length > 0;
  }

  push(item: T, options: QueueOptions): void {
    if (options.quick) this.quick.push(item);
    else {
      const since = options.queuedAt ?? this.now();
      this.long.splice(this.placeAmongLong(since), 0, { item, since });
    }
  }

  /** A task taken back after its worker died before starting it: it goes first among the quick ones. */
  putBackQuick(item: T): void {
    this.quick.unshift(item);
  }

  /** Long tasks wait in the order they (or their first step) were queued. */
  private placeAmongLong(since: number): number {
    const later = this.long.findIndex((waiting) => waiting.since > since);
    return later < 0 ? this.long.length : later;
  }

  shift(): T | undefined {
    const longsTurn = this.long.length > 0 && (this.quick.length === 0 || this.quickInARow >= QUICK_TASKS_PER_LONG);
    const next = longsTurn ? this.long.shift()?.item : this.quick.shift();
    if (next !== undefined) this.quickInARow = longsTurn ? 0 : this.quickInARow + 1;
    return next;
  }

  /** Every waiting task, emptying the queue (when the lane closes). */
  drain(): T[] {
    const all = [...this.quick, ...this.long.map((waiting) => waiting.item)];
    this.quick.length = 0;
    this.long.length = 0;
    return all;
  }
}
