import { useEffect, useState, type FormEvent } from "react";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { API_KEYS } from "../../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { useInvalidFields } from "../../../lib/use-invalid-fields";

interface KeyNameDialogProps {
  show: boolean;
  title: string;
  submitLabel: string;
  initialName: string;
  busy: boolean;
  onSubmit(name: string): void;
  onBlankName(): void;
  onHide(): void;
}

const NAME_FIELD = ["name"] as const;
const FEEDBACK_ID = "api-key-name-feedback";

/** Asks for a key name (create and rename). A blank name is refused before any request. */
export function KeyNameDialog({ show, title, submitLabel, initialName, busy, onSubmit, onBlankName, onHide }: KeyNameDialogProps) {
  const [name, setName] = useState(initialName);
  const invalid = useInvalidFields(NAME_FIELD);
  const { clear } = invalid;

  useEffect(() => {
    if (show) {
      setName(initialName);
      clear();
    }
  }, [show, initialName, clear]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") {
      invalid.flag(NAME_FIELD);
      onBlankName();
      return;
    }
    onSubmit(name.trim());
  };

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="key-name-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id="key-name-title">{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="api-key-name">
            <Form.Label>Key name</Form.Label>
            <Form.Control
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={API_KEYS.nameMaxLength}
              autoFocus
              placeholder="e.g. Production server"
              aria-describedby={invalid.isInvalid("name") ? FEEDBACK_ID : undefined}
              {...invalid.fieldProps("name")}
            />
            <Form.Control.Feedback type="invalid" id={FEEDBACK_ID}>
              {CLIENT_MESSAGES.keyNameRequired}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <FormDialogFooter submitLabel={submitLabel} busy={busy} onCancel={onHide} />
      </Form>
    </Modal>
  );
}
