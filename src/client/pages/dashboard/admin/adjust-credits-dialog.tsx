import { useEffect, useState, type FormEvent } from "react";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import type { AdminUser } from "../../../../shared/schemas/admin";
import { FormDialogFooter } from "../../../components/form-dialog-footer";

interface AdjustCreditsDialogProps {
  user: AdminUser | null;
  busy: boolean;
  onSubmit(delta: number, reason: string): void;
  onHide(): void;
}

/** Grant (positive) or remove (negative) credits; the reason is recorded in the credit ledger. */
export function AdjustCreditsDialog({ user, busy, onSubmit, onHide }: AdjustCreditsDialogProps) {
  const [delta, setDelta] = useState("");
  const [reason, setReason] = useState("");

  useEffect(() => {
    setDelta("");
    setReason("");
  }, [user]);

  const amount = Number.parseInt(delta, 10);
  const valid = Number.isInteger(amount) && amount !== 0 && reason.trim() !== "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSubmit(amount, reason.trim());
  };

  return (
    <Modal show={user !== null} onHide={onHide} centered aria-labelledby="adjust-credits-title">
      <Form onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="adjust-credits-title">Adjust credits</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-3">
            <strong className="text-break">{user?.name}</strong> has {user?.credits} credits.
          </p>
          <Form.Group className="mb-3" controlId="adjust-credits-delta">
            <Form.Label>Change</Form.Label>
            <Form.Control type="number" step={1} value={delta} onChange={(e) => setDelta(e.target.value)} placeholder="e.g. 10 or -5" autoFocus />
            <Form.Text>A positive number grants credits, a negative one removes them.</Form.Text>
          </Form.Group>
          <Form.Group controlId="adjust-credits-reason">
            <Form.Label>Reason</Form.Label>
            <Form.Control value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} placeholder="e.g. Goodwill after an outage" />
          </Form.Group>
        </Modal.Body>
        <FormDialogFooter submitLabel="Apply" busy={busy} submitDisabled={!valid} onCancel={onHide} />
      </Form>
    </Modal>
  );
}
