import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import { TOAST_MS } from "../../../../shared/limits";
import { CopyButton } from "../../../components/copy-button";

/** The full key, shown this once: the server keeps only a hash and lists the first characters. */
interface NewKeyDialogProps {
  apiKey: string | null;
  keyName: string;
  onHide(): void;
  /** Once closed: it opened from the naming dialog, which is gone, so focus needs a new home. */
  onExited(): void;
}

export function NewKeyDialog({ apiKey, keyName, onHide, onExited }: NewKeyDialogProps) {
  return (
    <Modal show={apiKey !== null} onHide={onHide} onExited={onExited} backdrop="static" centered aria-labelledby="new-key-title">
      <Modal.Header closeButton>
        <Modal.Title id="new-key-title">Your new API key: {keyName}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Alert variant="warning" className="py-2">
          Copy this key now. For your security it will not be shown again.
        </Alert>
        <div className="d-flex align-items-center gap-2">
          <code className="flex-grow-1 border rounded p-2 text-break" data-testid="new-api-key">
            {apiKey}
          </code>
          <CopyButton text={apiKey ?? ""} toastMs={TOAST_MS.apiKeys} />
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onHide}>
          Done
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
