/** The landing page's sections in page order; the top bar and the scroll-spy both read this list. */
export const LANDING_SECTIONS = [
  { id: "try-now", label: "Try Now" },
  { id: "features", label: "Features" },
  { id: "use-cases", label: "Use Cases" },
  { id: "pricing", label: "Pricing" },
  { id: "faq", label: "FAQ" },
  { id: "contact", label: "Contact" },
] as const;

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]["id"];
