import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { Link, useNavigate } from "react-router";
import type { LegalDoc } from "../../../shared/content";
import { DELAYS_MS, NAME_MAX_LENGTH, SIGNUP_CREDITS, TOAST_MS } from "../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../shared/messages";
import { LegalDialog, LegalLink } from "../../components/legal-dialogs";
import { TextField } from "../../components/text-field";
import { errorMessage } from "../../lib/errors";
import { useInvalidFields, type FormProblem } from "../../lib/use-invalid-fields";
import { PATHS } from "../../../shared/paths";
import { useToast } from "../../lib/toast";
import { useDelayedNavigate } from "../../lib/use-delayed-navigate";
import { useTRPC } from "../../trpc";
import { AuthLayout } from "./auth-layout";

export interface RegisterFields {
  name: string;
  email: string;
  password: string;
  confirm: string;
  agreed: boolean;
}

/** The form's controls in page order: the first one a problem names takes focus. */
const REGISTER_FIELDS = ["name", "email", "password", "confirm", "agreed"] as const satisfies readonly (keyof RegisterFields)[];
type RegisterField = (typeof REGISTER_FIELDS)[number];
const TEXT_FIELDS = ["name", "email", "password", "confirm"] as const;

/** The client checks of spec section 8, in the order the spec lists them; null when the form may be sent. */
export function registerProblem(fields: RegisterFields): FormProblem<RegisterField> | null {
  const blank = TEXT_FIELDS.filter((field) => fields[field].trim() === "");
  if (blank.length > 0) return { message: CLIENT_MESSAGES.registerMissing, fields: blank };
  if (fields.password !== fields.confirm) return { message: CLIENT_MESSAGES.passwordsDiffer, fields: ["confirm"] };
  if (!fields.agreed) return { message: CLIENT_MESSAGES.termsRequired, fields: ["agreed"] };
  return null;
}

export default function RegisterPage() {
  const trpc = useTRPC();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [fields, setFields] = useState<RegisterFields>({ name: "", email: "", password: "", confirm: "", agreed: false });
  const [openDoc, setOpenDoc] = useState<LegalDoc | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const invalid = useInvalidFields(REGISTER_FIELDS);
  const toast = (message: string, variant: "success" | "danger") => showToast({ message, variant, durationMs: TOAST_MS.auth });
  const set = <K extends keyof RegisterFields>(key: K, value: RegisterFields[K]) => setFields((f) => ({ ...f, [key]: value }));
  const field = (key: (typeof TEXT_FIELDS)[number]) => ({
    value: fields[key],
    onChange: (value: string) => set(key, value),
    required: true,
    ...invalid.fieldProps(key),
  });

  const register = useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: () => {
        // The button stays disabled until the redirect, so the form cannot be sent twice.
        setRedirecting(true);
        toast(CLIENT_MESSAGES.registerSuccess, "success");
        navigateLater(PATHS.login, DELAYS_MS.afterRegister);
      },
      onError: (error) => toast(errorMessage(error, CLIENT_MESSAGES.registerFailed), "danger"),
    }),
  );
  const busy = register.isPending || redirecting;

  const submit = () => {
    const problem = registerProblem(fields);
    invalid.flag(problem?.fields ?? []);
    if (problem) return toast(problem.message, "danger");
    register.mutate({ name: fields.name, email: fields.email, password: fields.password, password_check: fields.confirm });
  };

  return (
    <AuthLayout title="Create your account" subtitle={`Start with ${SIGNUP_CREDITS} free scans once you verify your e-mail`}>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField controlId="register-name" label="Full name" autoComplete="name" maxLength={NAME_MAX_LENGTH} {...field("name")} />
        <TextField controlId="register-email" label="Email" type="email" autoComplete="email" {...field("email")} />
        <TextField controlId="register-password" label="Password" type="password" autoComplete="new-password" {...field("password")} />
        <TextField controlId="register-confirm" label="Confirm password" type="password" autoComplete="new-password" {...field("confirm")} />
        <Form.Group className="mb-3" controlId="register-terms">
          <Form.Check type="checkbox">
            <Form.Check.Input type="checkbox" checked={fields.agreed} onChange={(e) => set("agreed", e.target.checked)} {...invalid.fieldProps("agreed")} />
            <Form.Check.Label>
              I agree to the <LegalLink doc="terms" onOpen={setOpenDoc} /> and <LegalLink doc="privacy" onOpen={setOpenDoc} />
            </Form.Check.Label>
          </Form.Check>
        </Form.Group>
        <Button type="submit" className="w-100" disabled={busy}>
          {register.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {register.isPending ? "Creating account..." : "Create Account"}
        </Button>
      </Form>
      <p className="text-center small mt-3 mb-2">
        Already have an account? <Link to={PATHS.login}>Log in here</Link>
      </p>
      <Button variant="outline-secondary" className="w-100" onClick={() => navigate(PATHS.home)}>
        Return Home
      </Button>
      <LegalDialog doc={openDoc} onHide={() => setOpenDoc(null)} />
    </AuthLayout>
  );
}
