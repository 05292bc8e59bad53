import { useCallback, useEffect, useState } from "react";
import { LANDING_SCROLL } from "../../../shared/limits";
import { LANDING_SECTIONS, type LandingSectionId } from "./landing-sections";

/** Smoothly scrolls so the section's top sits just below the sticky top bar. */
export function scrollToSection(id: LandingSectionId): void {
  const target = document.getElementById(id);
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - LANDING_SCROLL.offsetPx;
  window.scrollTo({ top, behavior: "smooth" });
}

/**
 * The section currently in view. The observer's margin ignores the strip under
 * the top bar and the bottom 30% of the viewport, so the highlighted section is
 * the one being read, not the one peeking in at the bottom.
 */
export function useScrollSpy(): [LandingSectionId, (id: LandingSectionId) => void] {
  const [active, setActive] = useState<LandingSectionId>(LANDING_SECTIONS[0].id);

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        const first = visible[0];
        if (first) setActive(first.target.id as LandingSectionId);
      },
      { rootMargin: LANDING_SCROLL.observerRootMargin },
    );
    for (const { id } of LANDING_SECTIONS) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, []);

  const goTo = useCallback((id: LandingSectionId) => {
    setActive(id);
    scrollToSection(id);
  }, []);

  return [active, goTo];
}
