import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { focusPageHeading } from "../../lib/use-page-title";
import { isSectionId, type SectionId } from "./sections";

/** The router's /billings entry asks for a section through the navigation state (`{ section }`), never through the URL. */
function requestedSection(state: unknown): SectionId | undefined {
  const section = (state as { section?: unknown } | null)?.section;
  return isSectionId(section) ? section : undefined;
}

/** The section shown, the sections visited so far, and the drawer that lists them below `lg` with where focus goes when it closes. */
export function useDashboardNavigation() {
  const location = useLocation();
  const [active, setActive] = useState<SectionId>(() => requestedSection(location.state) ?? "home");
  // Sections stay mounted once visited so a tool's result survives a trip to another section (memory only, never stored).
  const [visited, setVisited] = useState<ReadonlySet<SectionId>>(() => new Set([active]));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const choseFromDrawer = useRef(false);

  // Changing the section changes the page title, which moves focus to the new section's heading (usePageTitle).
  const select = useCallback((section: SectionId) => {
    setActive(section);
    setVisited((seen) => (seen.has(section) ? seen : new Set(seen).add(section)));
    setDrawerOpen(false);
  }, []);

  const chooseInSidebar = useCallback(
    (section: SectionId) => {
      choseFromDrawer.current = drawerOpen;
      select(section);
    },
    [drawerOpen, select],
  );

  // The open drawer holds focus until it has slid away, then would hand it back to the menu button; a chosen section's heading gets it instead.
  const afterDrawerClosed = useCallback(() => {
    if (choseFromDrawer.current) focusPageHeading();
    else menuButton.current?.focus();
    choseFromDrawer.current = false;
  }, []);

  useEffect(() => {
    const section = requestedSection(location.state);
    if (section) select(section);
  }, [location.state, select]);

  const openDrawer = () => setDrawerOpen(true);
  const closeDrawer = () => setDrawerOpen(false);
  return { active, visited, select, chooseInSidebar, drawerOpen, openDrawer, closeDrawer, afterDrawerClosed, menuButton };
}
