import { Piscina } from "piscina";
import { EngineError, QUEUED_TEXTS_PER_WORKER } from "../engines/types";
import { QuickFirstQueue, type QueueOptions } from "./quick-first-queue";
import { errorOf, type WorkerOutcome, type WorkerTask, type WorkerValue } from "./worker-task";

/** What the lane knows of one worker: the tasks handed to it and not yet answered, and whether the one it runs is quick. */
export interface WorkerLoad {
  tasks: number;
  runningQuick: boolean;
}

/**
 * Tasks a worker may hold at once: the one it runs and, behind a quick one,
 * one quick task waiting in its port, so it starts that the moment it is done
 * instead of waiting for the server's thread to hand it over (decision 151).
 */
export const TASKS_PER_WORKER = 2;

/**
 * Which worker takes the lane's next waiting task, or null to keep it
 * waiting. An idle worker takes anything. A worker running a quick task may
 * also hold the next one, when it is quick too: it never waits behind a
 * rewrite step. While a long task waits nothing is handed to a busy worker,
 * so the next worker to finish is free for it and rewrites are not starved.
 */
export function workerFor(workers: readonly WorkerLoad[], queue: { holdsLong: boolean }): number | null {
  const idle = workers.findIndex((worker) => worker.tasks === 0);
  if (idle >= 0) return idle;
  if (queue.holdsLong) return null;
  const behindQuick = workers.findIndex((worker) => worker.tasks < TASKS_PER_WORKER && worker.runningQuick);
  return behindQuick >= 0 ? behindQuick : null;
}

interface LaneTask {
  task: WorkerTask;
  quick: boolean;
  /** Set when the worker holding this task in its port died running another: it never started, so it is queued again. */
  neverStarted: boolean;
  resolve: (value: WorkerValue) => void;
  reject: (error: unknown) => void;
}

interface Worker {
  pool: Piscina;
  /** In the order handed over, which is the order the worker runs them: the first is the one running. */
  tasks: LaneTask[];
}

export interface WorkerStart {
  filename: string;
  workerData: unknown;
}

export interface Lane {
  /**
   * A later step of an operation run in steps carries its first step's `queuedAt`: it was let in then, so a
   * full queue does not refuse it.
   */
  run(task: WorkerTask, options: QueueOptions): Promise<WorkerValue>;
  close(): Promise<void>;
}

/**
 * A lane of worker threads with one queue (decisions 130 and 151). Each
 * worker is a piscina pool of one thread, so the lane knows what every
 * worker holds and decides itself which task goes where: piscina starts
 * each thread, loads the lane once in it, and replaces a thread that dies.
 */
export function createLane(start: WorkerStart, threads: number, name: string): Lane {
  const workers: Worker[] = Array.from({ length: threads }, () => ({
    pool: new Piscina({
      ...start,
      minThreads: 1,
      maxThreads: 1,
      idleTimeout: Number.POSITIVE_INFINITY,
      concurrentTasksPerWorker: TASKS_PER_WORKER,
    }),
    tasks: [],
  }));
  const queue = new QuickFirstQueue<LaneTask>();
  const maxQueue = threads * QUEUED_TEXTS_PER_WORKER;
  let closed = false;

  const dispatch = () => {
    while (queue.size > 0) {
      const index = workerFor(workers.map(loadOf), queue);
      if (index === null) return;
      handOver(workers[index] as Worker, queue.shift() as LaneTask);
    }
  };

  const handOver = (worker: Worker, laneTask: LaneTask) => {
    worker.tasks.push(laneTask);
    worker.pool.run(laneTask.task).then(
      (outcome: WorkerOutcome) => {
        remove(worker, laneTask);
        if (outcome.ok) laneTask.resolve(outcome.value);
        else laneTask.reject(errorOf(outcome.failure));
        dispatch();
      },
      (error: unknown) => {
        // Piscina rejects the task a worker runs only when the worker died, and then every task in its port at once (it starts
        // another worker): the task it ran fails; one waiting behind it never started and goes again.
        if (worker.tasks[0] === laneTask) for (const waiting of worker.tasks.slice(1)) waiting.neverStarted = true;
        remove(worker, laneTask);
        if (laneTask.neverStarted && !closed) {
          laneTask.neverStarted = false;
          queue.putBackQuick(laneTask);
        } else laneTask.reject(error);
        dispatch();
      },
    );
  };

  return {
    run: (task, queueing) =>
      new Promise<WorkerValue>((resolve, reject) => {
        if (closed) throw new Error(`the ${name} lane is closed`);
        if (queueing.queuedAt === undefined && queue.size >= maxQueue)
          throw new EngineError("rate_limited", `all ${threads} ${name} workers are busy and ${queue.size} tasks are waiting`);
        queue.push({ task, quick: queueing.quick, neverStarted: false, resolve, reject }, queueing);
        dispatch();
      }),
    close: async () => {
      closed = true;
      for (const waiting of queue.drain()) waiting.reject(new Error(`the ${name} lane closed before this task started`));
      await Promise.all(workers.map((worker) => worker.pool.destroy()));
    },
  };
}

function loadOf(worker: Worker): WorkerLoad {
  return { tasks: worker.tasks.length, runningQuick: worker.tasks[0]?.quick ?? false };
}

function remove(worker: Worker, laneTask: LaneTask): void {
  worker.tasks.splice(worker.tasks.indexOf(laneTask), 1);
}
