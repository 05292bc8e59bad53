import { useState } from "react";
import Container from "react-bootstrap/Container";
import { LEGAL, type LegalDoc } from "../../content";
import { PRODUCT_NAME } from "../../../shared/product";
import { LegalDialog } from "../../components/legal-dialogs";
import type { LandingSectionId } from "./landing-sections";

const FOOTER_SECTIONS: { id: LandingSectionId; label: string }[] = [
  { id: "features", label: "Features" },
  { id: "pricing", label: "Pricing" },
  { id: "use-cases", label: "Use Cases" },
];

const LEGAL_DOCS: LegalDoc[] = ["privacy", "terms", "refund"];

export function LandingFooter({ onNavigate }: { onNavigate(id: LandingSectionId): void }) {
  const [openDoc, setOpenDoc] = useState<LegalDoc | null>(null);
  return (
    <footer className="bg-dark text-white-50 py-5">
      <Container className="d-flex flex-column flex-md-row justify-content-between gap-4">
        <div>
          <p className="fw-bold text-white mb-1">{PRODUCT_NAME}</p>
          <p className="small mb-0">AI text detection, humanizing and improving. Your texts are never stored.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="list-unstyled d-flex flex-wrap gap-3 mb-2">
            {FOOTER_SECTIONS.map(({ id, label }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="link-light"
                  onClick={(e) => {
                    e.preventDefault();
                    onNavigate(id);
                  }}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
          <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
            {LEGAL_DOCS.map((doc) => (
              <li key={doc}>
                <button type="button" className="btn btn-link link-light p-0" onClick={() => setOpenDoc(doc)}>
                  {LEGAL[doc].title}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <Container>
        <p className="small mt-4 mb-0">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
      </Container>
      <LegalDialog doc={openDoc} onHide={() => setOpenDoc(null)} />
    </footer>
  );
}
