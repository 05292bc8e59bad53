import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import Button from "react-bootstrap/Button";
import { useLocation, useNavigate } from "react-router";
import { PRODUCT_NAME } from "../../../shared/content";
import { DELAYS_MS, TOAST_MS } from "../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../shared/messages";
import { PageSpinner, useAuth } from "../../lib/auth";
import { PATHS } from "../../../shared/paths";
import type { Role } from "../../../shared/roles";
import { useToast } from "../../lib/toast";
import { focusPageHeading, usePageTitle } from "../../lib/use-page-title";
import { useTRPC } from "../../trpc";
import { DashboardNavContext } from "./dashboard-nav";
import { DashboardSidebar } from "./dashboard-sidebar";
import { isSectionId, SECTIONS, sectionsFor, type SectionId } from "./sections";
import { AdminSection } from "./sections/admin-section";
import { ApiIntegrationsSection } from "./sections/api-integrations-section";
import { BillingSection } from "./sections/billing-section";
import { DetectSection } from "./sections/detect-section";
import { HomeSection } from "./sections/home-section";
import { HumanizerSection } from "./sections/humanizer-section";
import { ImproverSection } from "./sections/improver-section";
import { ProfileSection } from "./sections/profile-section";
import "./dashboard.css";

const SECTION_VIEWS: Record<SectionId, () => ReactNode> = {
  home: () => <HomeSection />,
  detect: () => <DetectSection />,
  humanizer: () => <HumanizerSection />,
  improver: () => <ImproverSection />,
  api: () => <ApiIntegrationsSection />,
  profile: () => <ProfileSection />,
  billing: () => <BillingSection />,
  admin: () => <AdminSection />,
};

function sectionLabel(id: SectionId): string {
  return SECTIONS.find((section) => section.id === id)?.label ?? id;
}

/** A section the role no longer allows (an admin who removed their own role) falls back to Home. */
function shownSection(active: SectionId, role: Role): SectionId {
  return sectionsFor(role).some((section) => section.id === active) ? active : "home";
}

/** The router's /billings entry asks for a section through the navigation state (`{ section }`), never through the URL. */
function requestedSection(state: unknown): SectionId | undefined {
  const section = (state as { section?: unknown } | null)?.section;
  return isSectionId(section) ? section : undefined;
}

/** The signed-in dashboard at /inkprint; the router's RequireAuth gate keeps signed-out visitors away. */
export default function DashboardPage() {
  const { user } = useAuth();
  const location = useLocation();
  const [active, setActive] = useState<SectionId>(() => requestedSection(location.state) ?? "home");
  // Sections stay mounted once visited so a tool's result survives a trip to another section (memory only, never stored).
  const [visited, setVisited] = useState<ReadonlySet<SectionId>>(() => new Set([active]));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const choseFromDrawer = useRef(false);
  const signOut = useSignOut();

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

  const current = user ? shownSection(active, user.role) : active;
  usePageTitle(sectionLabel(current));

  const nav = useMemo(() => ({ active, goTo: select }), [active, select]);
  if (!user) return <PageSpinner />;
  const allowed = new Set(sectionsFor(user.role).map((section) => section.id));
  const rendered = [...new Set([...visited, current])].filter((section) => allowed.has(section));

  return (
    <DashboardNavContext.Provider value={nav}>
      <a href="#dashboard-content" className="visually-hidden-focusable position-absolute top-0 start-0 m-2 p-2 bg-body border rounded" style={{ zIndex: 1100 }}>
        Skip to content
      </a>
      <div className="d-lg-flex min-vh-100">
        <DashboardSidebar
          user={user}
          active={current}
          drawerOpen={drawerOpen}
          signingOut={signOut.pending}
          onSelect={chooseInSidebar}
          onCloseDrawer={() => setDrawerOpen(false)}
          onDrawerClosed={afterDrawerClosed}
          onSignOut={signOut.run}
        />
        <div className="flex-grow-1 dashboard-main">
          <header className="d-flex d-lg-none align-items-center gap-2 border-bottom px-3 py-2 bg-body-tertiary sticky-top">
            <Button
              ref={menuButton}
              variant="outline-secondary"
              size="sm"
              onClick={() => setDrawerOpen(true)}
              aria-label="Open menu"
              aria-expanded={drawerOpen}
            >
              ☰
            </Button>
            <span className="fw-bold">{PRODUCT_NAME}</span>
          </header>
          <main id="dashboard-content" tabIndex={-1} className="container-fluid p-3 p-md-4">
            {rendered.map((section) => (
              <section key={section} hidden={section !== current} aria-label={sectionLabel(section)}>
                {SECTION_VIEWS[section]()}
              </section>
            ))}
          </main>
        </div>
      </div>
    </DashboardNavContext.Provider>
  );
}

/** Sign out: the server call's outcome does not matter (the spec: same behaviour either way). */
function useSignOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { setUser } = useAuth();
  const { showToast } = useToast();
  const [pending, setPending] = useState(false);
  const logout = useMutation(trpc.auth.logout.mutationOptions());

  const run = useCallback(() => {
    setPending(true);
    const leave = () => {
      showToast({ message: CLIENT_MESSAGES.logoutSuccess, variant: "success", durationMs: TOAST_MS.logout });
      setTimeout(() => {
        queryClient.clear();
        setUser(null);
        navigate(PATHS.home, { replace: true });
      }, DELAYS_MS.afterLogout);
    };
    logout.mutate(undefined, { onSettled: leave });
  }, [logout, showToast, queryClient, setUser, navigate]);

  return { run, pending };
}
