/** Marks a text whose engine worker dies mid-run, as an out-of-memory kill or a native crash would end it. */
export const CRASHING_TEXT_MARK = "CRASH-THIS-ENGINE-WORKER";
