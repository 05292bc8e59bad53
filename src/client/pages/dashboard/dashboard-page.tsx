import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Menu } from "lucide-react";
import { useCallback, useMemo, useState, type ReactNode, type RefObject } from "react";
import Button from "react-bootstrap/Button";
import { useNavigate } from "react-router";
import { PRODUCT_NAME } from "../../../shared/product";
import { DELAYS_MS, TOAST_MS } from "../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../shared/messages";
import { PageSpinner, useAuth } from "../../lib/auth";
import { PATHS } from "../../../shared/paths";
import type { Role } from "../../../shared/roles";
import { useToast } from "../../lib/toast";
import { usePageTitle } from "../../lib/use-page-title";
import { useTRPC } from "../../trpc";
import { DashboardNavContext } from "./dashboard-nav";
import { DashboardSidebar } from "./dashboard-sidebar";
import { sectionLabel, sectionsFor, type SectionId } from "./sections";
import { AdminSection } from "./sections/admin-section";
import { ApiIntegrationsSection } from "./sections/api-integrations-section";
import { BillingSection } from "./sections/billing-section";
import { DetectSection } from "./sections/detect-section";
import { HomeSection } from "./sections/home-section";
import { HumanizerSection } from "./sections/humanizer-section";
import { ImproverSection } from "./sections/improver-section";
import { ProfileSection } from "./sections/profile-section";
import { useDashboardNavigation } from "./use-dashboard-navigation";
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

/** A section the role no longer allows (an admin who removed their own role) falls back to Home. */
function shownSection(active: SectionId, role: Role): SectionId {
  return sectionsFor(role).some((section) => section.id === active) ? active : "home";
}

/** The signed-in dashboard at /inkprint; the router's RequireAuth gate keeps signed-out visitors away. */
export default function DashboardPage() {
  const { user } = useAuth();
  const navigation = useDashboardNavigation();
  const { active, select, drawerOpen } = navigation;
  const signOut = useSignOut();

  const current = user ? shownSection(active, user.role) : active;
  usePageTitle(sectionLabel(current));

  const nav = useMemo(() => ({ active, goTo: select }), [active, select]);
  if (!user) return <PageSpinner />;
  const allowed = new Set(sectionsFor(user.role).map((section) => section.id));
  const rendered = [...new Set([...navigation.visited, current])].filter((section) => allowed.has(section));

  return (
    <DashboardNavContext.Provider value={nav}>
      <a
        href="#dashboard-content"
        className="visually-hidden-focusable position-absolute top-0 start-0 m-2 p-2 bg-body border rounded"
        style={{ zIndex: 1100 }}
      >
        Skip to content
      </a>
      <div className="d-lg-flex min-vh-100">
        <DashboardSidebar
          user={user}
          active={current}
          drawerOpen={drawerOpen}
          signingOut={signOut.pending}
          onSelect={navigation.chooseInSidebar}
          onCloseDrawer={navigation.closeDrawer}
          onDrawerClosed={navigation.afterDrawerClosed}
          onSignOut={signOut.run}
        />
        <div className="flex-grow-1 dashboard-main">
          <MobileTopBar menuButton={navigation.menuButton} drawerOpen={drawerOpen} onOpenMenu={navigation.openDrawer} />
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

/** Below `lg` the sidebar is a drawer, opened from this bar. */
function MobileTopBar({
  menuButton,
  drawerOpen,
  onOpenMenu,
}: {
  menuButton: RefObject<HTMLButtonElement | null>;
  drawerOpen: boolean;
  onOpenMenu(): void;
}) {
  return (
    <header className="d-flex d-lg-none align-items-center gap-2 border-bottom px-3 py-2 bg-body-tertiary sticky-top">
      <Button
        ref={menuButton}
        variant="outline-secondary"
        className="menu-button"
        onClick={onOpenMenu}
        aria-label="Open menu"
        aria-expanded={drawerOpen}
      >
        <Menu aria-hidden="true" focusable="false" />
      </Button>
      <span className="fw-bold">{PRODUCT_NAME}</span>
    </header>
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
