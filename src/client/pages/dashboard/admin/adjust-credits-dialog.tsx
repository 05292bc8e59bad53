import { useEffect, useState, type FormEvent } from "react";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { ADMIN_REASON_MAX_LENGTH } from "../../../../shared/limits";
import type { AdminUser } from "../../../../shared/schemas/admin";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { TextField } from "../../../components/text-field";

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

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts empty for each user the dialog opens on.
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
          <TextField
            controlId="adjust-credits-delta"
            label="Change"
            type="number"
            step={1}
            value={delta}
            onChange={setDelta}
            placeholder="e.g. 10 or -5"
            autoFocus
          >
            <Form.Text>A positive number grants credits, a negative one removes them.</Form.Text>
          </TextField>
          <TextField
            className={null}
            controlId="adjust-credits-reason"
            label="Reason"
            value={reason}
            onChange={setReason}
            maxLength={ADMIN_REASON_MAX_LENGTH}
            placeholder="e.g. Goodwill after an outage"
          />
        </Modal.Body>
        <FormDialogFooter submitLabel="Apply" busy={busy} submitDisabled={!valid} onCancel={onHide} />
      </Form>
    </Modal>
  );
}
