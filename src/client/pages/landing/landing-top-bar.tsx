import { useState } from "react";
import Container from "react-bootstrap/Container";
import Nav from "react-bootstrap/Nav";
import Navbar from "react-bootstrap/Navbar";
import { Link } from "react-router";
import { PRODUCT_NAME } from "../../../shared/product";
import { PATHS } from "../../../shared/paths";
import { useAuth } from "../../lib/auth";
import { LANDING_SECTIONS, type LandingSectionId } from "./landing-sections";

export function LandingTopBar({ active, onNavigate }: { active: LandingSectionId; onNavigate(id: LandingSectionId): void }) {
  const { expanded, setExpanded, go, scrollAfterClosing } = useScrollAfterMenuCloses(onNavigate);
  return (
    <Navbar
      sticky="top"
      expand="lg"
      bg="white"
      className="landing-topbar border-bottom shadow-sm"
      expanded={expanded}
      onToggle={setExpanded}
      aria-label="Main"
    >
      <Container>
        <Navbar.Brand
          href="#try-now"
          onClick={(e) => {
            e.preventDefault();
            go("try-now");
          }}
          className="fw-bold text-primary"
        >
          {PRODUCT_NAME}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="landing-nav" aria-label="Toggle navigation" aria-expanded={expanded} />
        <Navbar.Collapse id="landing-nav" onExited={scrollAfterClosing}>
          <SectionLinks active={active} onGo={go} />
          <AccountLinks />
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}

/**
 * The open phone menu is part of the sticky bar and pushes the page down;
 * scrolling while it is open would land a menu's height past the section
 * once it closes. So the menu closes first and the scroll follows.
 */
function useScrollAfterMenuCloses(onNavigate: (id: LandingSectionId) => void) {
  const [expanded, setExpanded] = useState(false);
  const [afterClosing, setAfterClosing] = useState<LandingSectionId | null>(null);
  const go = (id: LandingSectionId) => {
    if (!expanded) return onNavigate(id);
    setAfterClosing(id);
    setExpanded(false);
  };
  const scrollAfterClosing = () => {
    if (afterClosing) onNavigate(afterClosing);
    setAfterClosing(null);
  };
  return { expanded, setExpanded, go, scrollAfterClosing };
}

function SectionLinks({ active, onGo }: { active: LandingSectionId; onGo(id: LandingSectionId): void }) {
  return (
    <Nav className="mx-auto" as="ul">
      {LANDING_SECTIONS.map(({ id, label }) => (
        <Nav.Item as="li" key={id}>
          <Nav.Link
            href={`#${id}`}
            active={active === id}
            aria-current={active === id ? "true" : undefined}
            onClick={(e) => {
              e.preventDefault();
              onGo(id);
            }}
          >
            {label}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}

/** A signed-in visitor is offered the way back to the dashboard, not a login they do not need. */
function AccountLinks() {
  const { user } = useAuth();
  return (
    <div className="d-flex gap-2 py-2 py-lg-0">
      {user ? (
        <Link to={PATHS.dashboard} className="btn btn-primary">
          Dashboard
        </Link>
      ) : (
        <>
          <Link to={PATHS.login} className="btn btn-outline-primary">
            Login
          </Link>
          <Link to={PATHS.register} className="btn btn-primary">
            Get Started
          </Link>
        </>
      )}
    </div>
  );
}
