import type { Role } from "../../../shared/roles";

/** The dashboard's sections, in sidebar order. They switch without a route change. */
export const SECTIONS = [
  { id: "home", label: "Home", icon: "⌂" },
  { id: "detect", label: "Detect AI", icon: "◎" },
  { id: "humanizer", label: "Text Humanizer", icon: "✎" },
  { id: "improver", label: "Text Improver", icon: "✓" },
  { id: "api", label: "Api Integrations", icon: "⇄" },
  { id: "profile", label: "Profile Page", icon: "☺" },
  { id: "billing", label: "Billings Page", icon: "$" },
  { id: "admin", label: "Admin Dashboard", icon: "★", adminOnly: true },
] as const;

export type SectionId = (typeof SECTIONS)[number]["id"];

/** A section's name, as the sidebar lists it and its page heading reads. */
export function sectionLabel(id: SectionId): string {
  return SECTIONS.find((section) => section.id === id)!.label;
}

export function sectionsFor(role: Role) {
  return SECTIONS.filter((section) => !("adminOnly" in section) || role === "Admin");
}

export function isSectionId(value: unknown): value is SectionId {
  return SECTIONS.some((section) => section.id === value);
}
