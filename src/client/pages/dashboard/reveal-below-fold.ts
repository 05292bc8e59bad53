/**
 * On narrow screens a tool's result sits below its text box; after a run the
 * result is scrolled into view when its top is off-screen. Wide layouts show
 * it beside the box and are left alone.
 */
export function revealBelowFold(element: HTMLElement | null): void {
  if (!element) return;
  const top = element.getBoundingClientRect().top;
  if (top > window.innerHeight * 0.75) element.scrollIntoView?.({ behavior: "smooth", block: "start" });
}
