import { type PiscinaTask, queueOptionsSymbol, type TaskQueue } from "piscina";

/** How a task asks to be queued: `quick` ones (a detection, about 10 ms) go ahead of long ones (a rewrite, 100-300 ms). */
export interface QueueOptions {
  quick: boolean;
  /**
   * For a later step of a rewrite run in steps (decision 139): when its first
   * step was queued. The step waits in that place, so the whole rewrite, not
   * each step, is what never waits longer than LONG_TASK_MAX_WAIT_MS.
   */
  queuedAt?: number;
}

/** A long task never waits longer than this behind quick ones, however many keep coming. */
export const LONG_TASK_MAX_WAIT_MS = 1_000;

interface Waiting {
  task: PiscinaTask;
  since: number;
}

/**
 * The text lane's queue (decision 130): when every worker is busy, a waiting
 * detection runs before a waiting rewrite, so a few clients humanizing long
 * texts do not make every detection wait behind them. A long task that has
 * waited LONG_TASK_MAX_WAIT_MS goes next, so rewrites are never starved.
 */
export class QuickFirstQueue implements TaskQueue {
  private readonly quick: Waiting[] = [];
  private readonly long: Waiting[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  get size(): number {
    return this.quick.length + this.long.length;
  }

  push(task: PiscinaTask): void {
    const options = task[queueOptionsSymbol] as QueueOptions | null;
    const waiting = { task, since: options?.queuedAt ?? this.now() };
    if (options?.quick) this.quick.push(waiting);
    else this.long.splice(this.placeAmongLong(waiting.since), 0, waiting);
  }

  /** Long tasks wait in the order they (or their first step) were queued. */
  private placeAmongLong(since: number): number {
    const later = this.long.findIndex((waiting) => waiting.since > since);
    return later < 0 ? this.long.length : later;
  }

  shift(): PiscinaTask | null {
    const longWaitedEnough = this.long.length > 0 && this.now() - this.long[0]!.since >= LONG_TASK_MAX_WAIT_MS;
    const next = longWaitedEnough || this.quick.length === 0 ? this.long.shift() : this.quick.shift();
    return next?.task ?? null;
  }

  remove(task: PiscinaTask): void {
    for (const list of [this.quick, this.long]) {
      const index = list.findIndex((waiting) => waiting.task === task);
      if (index >= 0) list.splice(index, 1);
    }
  }
}
