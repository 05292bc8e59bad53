import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";

interface DeleteKeyDialogProps {
  keyName: string | null;
  busy: boolean;
  onConfirm(): void;
  onHide(): void;
  /** Once closed: the Delete button that opened it may be gone with its row. */
  onExited(): void;
}

export function DeleteKeyDialog({ keyName, busy, onConfirm, onHide, onExited }: DeleteKeyDialogProps) {
  return (
    <Modal show={keyName !== null} onHide={onHide} onExited={onExited} centered aria-labelledby="delete-key-title">
      <Modal.Header closeButton>
        <Modal.Title id="delete-key-title">Delete API key</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        Delete <strong className="text-break">{keyName}</strong>? Programs using it will stop working at once. This cannot be undone.
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
          Delete
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
