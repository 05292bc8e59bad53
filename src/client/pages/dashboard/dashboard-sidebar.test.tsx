import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../../shared/schemas/auth";
import { DashboardSidebar } from "./dashboard-sidebar";
import { SECTIONS } from "./sections";
import "../../../../tests/support/client-test-support";

const ADMIN: SessionUser = { name: "Ada", email: "ada@example.com", user_uuid: "u-1", plan: "basic", credits: 5, role: "Admin" };

// The responsive Offcanvas asks which breakpoint the window is at; jsdom has no matchMedia. A wide screen shows the sidebar as a column.
beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: true,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
  return () => vi.unstubAllGlobals();
});

describe("DashboardSidebar", () => {
  it("gives every section an SVG icon and names it by its label alone, with no glyph a font may lack", () => {
    render(
      <DashboardSidebar
        user={ADMIN}
        active="home"
        drawerOpen={false}
        signingOut={false}
        onSelect={() => {}}
        onCloseDrawer={() => {}}
        onDrawerClosed={() => {}}
        onSignOut={() => {}}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Dashboard sections" });
    const links = nav.querySelectorAll("button");
    expect(links).toHaveLength(SECTIONS.length);
    SECTIONS.forEach((section, index) => {
      const link = links[index]!;
      expect(link.textContent).toBe(section.label);
      expect(link.querySelector("svg[aria-hidden='true']")).not.toBeNull();
    });
  });
});
