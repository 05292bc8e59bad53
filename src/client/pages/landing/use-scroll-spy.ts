import { useCallback, useEffect, useState } from "react";
import { LANDING_SCROLL } from "../../../shared/limits";
import { LANDING_SECTIONS, type LandingSectionId } from "./landing-sections";

/** Smoothly scrolls so the section's top sits just below the sticky top bar. */
function scrollToSection(id: LandingSectionId): void {
  const target = document.getElementById(id);
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - LANDING_SCROLL.offsetPx;
  window.scrollTo({ top, behavior: "smooth" });
}

/** Callbacks at every tenth of a section's visibility keep the highlight current while scrolling. */
const THRESHOLDS = Array.from({ length: 11 }, (_, i) => i / 10);

const LAST_SECTION: LandingSectionId = LANDING_SECTIONS[LANDING_SECTIONS.length - 1]!.id;

/** At the bottom of the page the last section can never reach the top, so it would never win on height alone. */
function scrolledToEnd(): boolean {
  return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
}

/** How many pixels of the element are inside the observer's root box at this moment. */
function visibleHeight(entry: IntersectionObserverEntry): number {
  const root = entry.rootBounds;
  if (!root) return 0;
  const rect = entry.target.getBoundingClientRect();
  return Math.max(0, Math.min(rect.bottom, root.bottom) - Math.max(rect.top, root.top));
}

/**
 * The section currently in view. The observer's margin ignores the strip under
 * the top bar and the bottom 30% of the viewport; of the sections inside that
 * box, the one taking most of it is the one being read. Live geometry is
 * measured on each callback because an entry only reports the section that
 * changed, not the neighbour it is displacing.
 */
export function useScrollSpy(): [LandingSectionId, (id: LandingSectionId) => void] {
  const [active, setActive] = useState<LandingSectionId>(LANDING_SECTIONS[0].id);

  useEffect(() => {
    const latest = new Map<Element, IntersectionObserverEntry>();
    const markLastAtEnd = () => {
      if (scrolledToEnd()) setActive(LAST_SECTION);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) latest.set(entry.target, entry);
        if (scrolledToEnd()) return setActive(LAST_SECTION);
        const best = [...latest.values()]
          .filter((entry) => entry.isIntersecting)
          .map((entry) => ({ id: entry.target.id as LandingSectionId, height: visibleHeight(entry) }))
          .sort((a, b) => b.height - a.height)[0];
        if (best && best.height > 0) setActive(best.id);
      },
      { rootMargin: LANDING_SCROLL.observerRootMargin, threshold: THRESHOLDS },
    );
    for (const { id } of LANDING_SECTIONS) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    window.addEventListener("scroll", markLastAtEnd, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", markLastAtEnd);
    };
  }, []);

  const goTo = useCallback((id: LandingSectionId) => {
    setActive(id);
    scrollToSection(id);
  }, []);

  return [active, goTo];
}
