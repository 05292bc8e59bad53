import { useEffect, useState, type FormEvent } from "react";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { API_KEYS } from "../../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import { FormDialogFooter } from "../../../components/form-dialog-footer";

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

/** Asks for a key name (create and rename). A blank name is refused before any request. */
export function KeyNameDialog({ show, title, submitLabel, initialName, busy, onSubmit, onBlankName, onHide }: KeyNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [blank, setBlank] = useState(false);

  useEffect(() => {
    if (show) {
      setName(initialName);
      setBlank(false);
    }
  }, [show, initialName]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") {
      setBlank(true);
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
              onChange={(e) => {
                setName(e.target.value);
                setBlank(false);
              }}
              maxLength={API_KEYS.nameMaxLength}
              isInvalid={blank}
              autoFocus
              placeholder="e.g. Production server"
            />
            <Form.Control.Feedback type="invalid">{CLIENT_MESSAGES.keyNameRequired}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <FormDialogFooter submitLabel={submitLabel} busy={busy} onCancel={onHide} />
      </Form>
    </Modal>
  );
}
