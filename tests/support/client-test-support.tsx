import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// A closing Bootstrap dialog ends its transition on a timer (dom-helpers emulates transitionend, a few
// milliseconds in jsdom, which has no CSS durations). A file whose last test closes one waits for that
// timer, which otherwise fires after the environment is gone ("document is not defined", seen in CI).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

// Dialogs and fake network answers can take longer than the 1 s default on a busy CI machine; a real failure still fails.
configure({ asyncUtilTimeout: 5000 });

/** A text of exactly `count` words. */
export function wordsText(count: number): string {
  return Array.from({ length: count }, (_, index) => `word${index}`).join(" ");
}

/** The Bootstrap colour of the word counter's progress bar. */
export function progressBarVariant(container: HTMLElement): string | undefined {
  const bar = container.querySelector(".progress-bar");
  return [...(bar?.classList ?? [])].find((name) => name.startsWith("bg-"))?.slice(3);
}
