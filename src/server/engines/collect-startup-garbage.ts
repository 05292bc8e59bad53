/**
 * Loading the engines leaves garbage behind: Harper's set-up, the detector's
 * parsed model.json, and a 16 MB copy of Harper's WebAssembly file that
 * harper.js reads a second time in the background during set-up and never
 * uses (its glue is already initialised when that read lands, some 50 ms
 * later). Until a full collection V8 sizes the old generation from the
 * start-up peak, so the request garbage promoted later piles up on top of
 * it. One full collection now and one once that read has landed cost a few
 * tens of milliseconds, once. Figures: docs/decisions/017.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

const BACKGROUND_READ_SETTLED_MS = 1000;

let collect: (() => void) | undefined;

function fullCollection(): () => void {
  if (!collect) {
    // The collector is exposed to a fresh context only; the server's own global stays as it was.
    setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as () => void;
  }
  return collect;
}

export function collectStartupGarbage(): void {
  const collectNow = fullCollection();
  collectNow();
  setTimeout(collectNow, BACKGROUND_READ_SETTLED_MS).unref();
}
