import { useEffect, useRef, useState } from "react";
import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import { EMAIL_CODE } from "../../../../shared/limits";
import { CodeBoxes, isCodeComplete } from "../../../components/code-boxes";

interface EmailCodeDialogProps {
  show: boolean;
  newEmail: string;
  busy: boolean;
  /** Resolves true when the code was accepted; false clears the boxes for another try. */
  onConfirm(code: string): Promise<boolean>;
  onCancel(): void;
}

/** The code (EMAIL_CODE.length digits) sent to the new address. Static backdrop: only Confirm or Cancel closes it. */
export function EmailCodeDialog({ show, newEmail, busy, onConfirm, onCancel }: EmailCodeDialogProps) {
  const [code, setCode] = useState("");
  const [refocus, setRefocus] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // The boxes are disabled while the code is checked, and a disabled box takes no focus: wait until they are enabled again.
  useEffect(() => {
    if (!refocus || busy) return;
    form.current?.querySelector("input")?.focus();
    setRefocus(false);
  }, [refocus, busy]);

  const confirm = async () => {
    // A rejected code clears the boxes and puts the cursor back in the first; an accepted one closes the dialog, whose onExited clears them.
    if (!(await onConfirm(code))) {
      setCode("");
      setRefocus(true);
    }
  };
  const cancel = () => {
    setCode("");
    onCancel();
  };

  return (
    <Modal
      show={show}
      onHide={cancel}
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby="email-code-title"
      onExited={() => setCode("")}
    >
      <Modal.Header>
        <Modal.Title id="email-code-title">Verify your new e-mail</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          {`Enter the ${EMAIL_CODE.length}-digit code we sent to `}
          <strong className="text-break">{newEmail}</strong>.
        </p>
        <form
          id="email-code-form"
          ref={form}
          onSubmit={(event) => {
            event.preventDefault();
            if (isCodeComplete(code) && !busy) void confirm();
          }}
        >
          <CodeBoxes value={code} onChange={setCode} disabled={busy} autoFocus label="E-mail verification code" />
        </form>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={cancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form="email-code-form" variant="primary" disabled={!isCodeComplete(code) || busy}>
          {busy && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
          Confirm
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
