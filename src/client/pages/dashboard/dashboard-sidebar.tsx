import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Nav from "react-bootstrap/Nav";
import Offcanvas from "react-bootstrap/Offcanvas";
import { PRODUCT_NAME } from "../../../shared/product";
import type { SessionUser } from "../../../shared/schemas/auth";
import { planName } from "../../../shared/plans";
import { sectionsFor, type SectionId } from "./sections";

interface DashboardSidebarProps {
  user: SessionUser;
  active: SectionId;
  drawerOpen: boolean;
  signingOut: boolean;
  onSelect(section: SectionId): void;
  onCloseDrawer(): void;
  /** After the drawer has slid away; the page decides where focus goes (react-bootstrap would return it to the menu button). */
  onDrawerClosed(): void;
  onSignOut(): void;
}

/** A fixed column on large screens; below `lg` the same content is a drawer (Offcanvas) opened from the top bar. */
export function DashboardSidebar({
  user,
  active,
  drawerOpen,
  signingOut,
  onSelect,
  onCloseDrawer,
  onDrawerClosed,
  onSignOut,
}: DashboardSidebarProps) {
  return (
    <aside className="dashboard-sidebar border-end bg-body-tertiary">
      <Offcanvas
        show={drawerOpen}
        onHide={onCloseDrawer}
        restoreFocus={false}
        onExited={onDrawerClosed}
        responsive="lg"
        placement="start"
        aria-labelledby="dashboard-drawer-title"
      >
        <Offcanvas.Header closeButton>
          <Offcanvas.Title id="dashboard-drawer-title">{PRODUCT_NAME}</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="d-flex flex-column w-100 p-3">
          <div className="d-none d-lg-block fs-4 fw-bold mb-3">{PRODUCT_NAME}</div>
          <div className="mb-3 pb-3 border-bottom">
            <div className="fw-semibold text-break">{user.name}</div>
            <div className="small text-body-secondary text-break">{user.email}</div>
            <Badge bg="primary" className="mt-2">
              {planName(user.plan)} plan
            </Badge>
          </div>
          <Nav as="nav" aria-label="Dashboard sections" className="flex-column gap-1 mb-3">
            {sectionsFor(user.role).map((section) => (
              <Nav.Link
                as="button"
                type="button"
                key={section.id}
                active={section.id === active}
                aria-current={section.id === active ? "page" : undefined}
                className="text-start rounded dashboard-nav-link"
                onClick={() => onSelect(section.id)}
              >
                <section.icon aria-hidden="true" focusable="false" className="dashboard-nav-icon me-2" />
                {section.label}
              </Nav.Link>
            ))}
          </Nav>
          <Button variant="outline-danger" className="mt-auto" onClick={onSignOut} disabled={signingOut}>
            {signingOut ? "Signing out..." : "Sign Out"}
          </Button>
        </Offcanvas.Body>
      </Offcanvas>
    </aside>
  );
}
