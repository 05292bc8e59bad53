import { describe, expect, it } from "vitest";
import { sectionLabel, sectionsFor } from "./sections";

describe("dashboard sections", () => {
  it("list the Admin Dashboard only for the admin role", () => {
    expect(sectionsFor("User").map((s) => s.label)).toEqual([
      "Home",
      "Detect AI",
      "Text Humanizer",
      "Text Improver",
      "Api Integrations",
      "Profile Page",
      "Billings Page",
    ]);
    expect(sectionsFor("Admin").map((s) => s.label)).toContain("Admin Dashboard");
  });

  it("name a section the way the sidebar does, for its page heading", () => {
    expect(sectionLabel("billing")).toBe("Billings Page");
    expect(sectionLabel("api")).toBe("Api Integrations");
  });
});
