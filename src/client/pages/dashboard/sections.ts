import { CreditCard, House, PenLine, Plug, ScanSearch, ShieldCheck, SpellCheck, UserRound } from "lucide-react";
import type { Role } from "../../../shared/roles";

/** The dashboard's sections, in sidebar order. They switch without a route change. Icons are SVG: Unicode glyphs depended on the fonts installed. */
export const SECTIONS = [
  { id: "home", label: "Home", icon: House },
  { id: "detect", label: "Detect AI", icon: ScanSearch },
  { id: "humanizer", label: "Text Humanizer", icon: PenLine },
  { id: "improver", label: "Text Improver", icon: SpellCheck },
  { id: "api", label: "Api Integrations", icon: Plug },
  { id: "profile", label: "Profile Page", icon: UserRound },
  { id: "billing", label: "Billings Page", icon: CreditCard },
  { id: "admin", label: "Admin Dashboard", icon: ShieldCheck, adminOnly: true },
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
