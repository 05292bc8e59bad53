import type { ReactNode } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { Link, useNavigate } from "react-router";
import { PATHS } from "../../../shared/paths";

interface AuthFormProps {
  onSubmit(): void;
  /** The request is running: the button shows a spinner (and pendingLabel, when given). */
  pending: boolean;
  disabled: boolean;
  label: string;
  pendingLabel?: string;
  /** The fields, above the submit button. */
  children: ReactNode;
}

/** An account screen's form: the browser's own validation is off, the client checks run in onSubmit. */
export function AuthForm({ onSubmit, pending, disabled, label, pendingLabel, children }: AuthFormProps) {
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button type="submit" className="w-100" disabled={disabled}>
        {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {pending && pendingLabel ? pendingLabel : label}
      </Button>
    </Form>
  );
}

/** Below the login and sign-up forms: the way to the other one, and home. */
export function AuthFormFooter({ question, to, linkText }: { question: string; to: string; linkText: string }) {
  const navigate = useNavigate();
  return (
    <>
      <p className="text-center small mt-3 mb-2">
        {question} <Link to={to}>{linkText}</Link>
      </p>
      <Button variant="outline-secondary" className="w-100" onClick={() => navigate(PATHS.home)}>
        Return Home
      </Button>
    </>
  );
}
