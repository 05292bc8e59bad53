import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";

interface FormDialogFooterProps {
  submitLabel: string;
  busy: boolean;
  /** Besides while busy, e.g. when the form is invalid or unchanged. */
  submitDisabled?: boolean;
  onCancel: () => void;
}

/** Cancel and a submit button that shows a spinner while the dialog's form is being sent. */
export function FormDialogFooter({ submitLabel, busy, submitDisabled = false, onCancel }: FormDialogFooterProps) {
  return (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="primary" disabled={submitDisabled || busy}>
        {busy && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </Modal.Footer>
  );
}
