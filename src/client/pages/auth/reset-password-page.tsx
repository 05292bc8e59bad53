import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { useNavigate, useSearchParams } from "react-router";
import { DELAYS_MS, TOAST_MS } from "../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../shared/messages";
import { TextField } from "../../components/text-field";
import { errorMessage } from "../../lib/errors";
import { useInvalidFields, type FormProblem } from "../../lib/use-invalid-fields";
import { PATHS } from "../../../shared/paths";
import { useToast } from "../../lib/toast";
import { useDelayedNavigate } from "../../lib/use-delayed-navigate";
import { useTRPC } from "../../trpc";
import { AuthLayout } from "./auth-layout";

const EMAIL_FIELD = ["email"] as const;
const NEW_PASSWORD_FIELDS = ["password", "confirm"] as const;
type NewPasswordField = (typeof NEW_PASSWORD_FIELDS)[number];

export function resetEmailProblem(email: string): FormProblem<"email"> | null {
  return email.trim() !== "" && email.includes("@") ? null : { message: CLIENT_MESSAGES.resetInvalidEmail, fields: ["email"] };
}

export function newPasswordProblem(password: string, confirm: string): FormProblem<NewPasswordField> | null {
  const values: Record<NewPasswordField, string> = { password, confirm };
  const missing = NEW_PASSWORD_FIELDS.filter((field) => values[field] === "");
  if (missing.length > 0) return { message: CLIENT_MESSAGES.resetMissingPasswords, fields: missing };
  if (password !== confirm) return { message: CLIENT_MESSAGES.passwordsDiffer, fields: ["confirm"] };
  return null;
}

type Toast = (message: string, variant: "success" | "danger") => void;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const { showToast } = useToast();
  const toast: Toast = (message, variant) => showToast({ message, variant, durationMs: TOAST_MS.auth });
  return (
    <AuthLayout
      title="Reset your password"
      subtitle={token ? "Choose a new password for your account." : "Enter your email and we will send you a reset link."}
    >
      {token ? <NewPasswordForm token={token} toast={toast} /> : <RequestLinkForm toast={toast} />}
      <Button variant="outline-secondary" className="w-100 mt-3" onClick={() => navigate(PATHS.login)}>
        Back to Login
      </Button>
    </AuthLayout>
  );
}

function RequestLinkForm({ toast }: { toast: Toast }) {
  const trpc = useTRPC();
  const [email, setEmail] = useState("");
  const invalid = useInvalidFields(EMAIL_FIELD);
  const request = useMutation(
    trpc.auth.requestPasswordReset.mutationOptions({
      onSuccess: ({ message }) => toast(message, "success"),
      onError: (error) => toast(errorMessage(error, CLIENT_MESSAGES.resetFailed), "danger"),
    }),
  );
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = resetEmailProblem(email);
        invalid.flag(problem?.fields ?? []);
        if (problem) return toast(problem.message, "danger");
        request.mutate({ email });
      }}
    >
      <TextField
        controlId="reset-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        required
        {...invalid.fieldProps("email")}
      />
      <Button type="submit" className="w-100" disabled={request.isPending}>
        {request.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Send Reset Link
      </Button>
    </Form>
  );
}

function NewPasswordForm({ token, toast }: { token: string; toast: Toast }) {
  const trpc = useTRPC();
  const navigateLater = useDelayedNavigate();
  const [passwords, setPasswords] = useState<Record<NewPasswordField, string>>({ password: "", confirm: "" });
  const [done, setDone] = useState(false);
  const invalid = useInvalidFields(NEW_PASSWORD_FIELDS);
  const field = (key: NewPasswordField) => ({
    value: passwords[key],
    onChange: (value: string) => setPasswords((current) => ({ ...current, [key]: value })),
    required: true,
    ...invalid.fieldProps(key),
  });
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: ({ message }) => {
        setDone(true);
        toast(message, "success");
        navigateLater(PATHS.login, DELAYS_MS.afterReset);
      },
      onError: (error) => toast(errorMessage(error, CLIENT_MESSAGES.resetFailed), "danger"),
    }),
  );
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = newPasswordProblem(passwords.password, passwords.confirm);
        invalid.flag(problem?.fields ?? []);
        if (problem) return toast(problem.message, "danger");
        reset.mutate({ reset_token: token, newPW: passwords.password, confirmNewPw: passwords.confirm });
      }}
    >
      <TextField controlId="reset-new-password" label="New password" type="password" autoComplete="new-password" {...field("password")} />
      <TextField controlId="reset-confirm-password" label="Confirm new password" type="password" autoComplete="new-password" {...field("confirm")} />
      <Button type="submit" className="w-100" disabled={reset.isPending || done}>
        {reset.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Update Password
      </Button>
    </Form>
  );
}
