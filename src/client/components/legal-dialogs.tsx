import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import { LEGAL, type LegalDoc } from "../content";

/** One of the legal texts in a dialog; `doc` null keeps it closed. Used by Register and the footer. */
export function LegalDialog({ doc, onHide }: { doc: LegalDoc | null; onHide(): void }) {
  const text = doc ? LEGAL[doc] : null;
  return (
    <Modal show={text !== null} onHide={onHide} size="lg" scrollable aria-labelledby="legal-dialog-title">
      {text && (
        <>
          <Modal.Header closeButton>
            <Modal.Title as="h2" id="legal-dialog-title">
              {text.title}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {text.sections.map((section) => (
              <section key={section.heading} className="mb-3">
                <h3 className="h6">{section.heading}</h3>
                {section.paragraphs.map((p) => (
                  <p key={p} className="mb-2">
                    {p}
                  </p>
                ))}
              </section>
            ))}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="primary" onClick={onHide}>
              Close
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}

/** A link-styled button that opens a legal dialog, for inline use in text. */
export function LegalLink({ doc, onOpen, children }: { doc: LegalDoc; onOpen(doc: LegalDoc): void; children?: string }) {
  return (
    <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => onOpen(doc)}>
      {children ?? LEGAL[doc].title}
    </button>
  );
}
