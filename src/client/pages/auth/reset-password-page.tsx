import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { useNavigate, useSearchParams } from "react-router";
import { DELAYS_MS } from "../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../shared/messages";
import { TextField } from "../../components/text-field";
import { errorMessage } from "../../lib/errors";
import type { FormProblem } from "../../lib/use-invalid-fields";
import { PATHS } from "../../../shared/paths";
import { useDelayedNavigate } from "../../lib/use-delayed-navigate";
import { useTRPC } from "../../trpc";
import { AuthForm } from "./auth-form";
import { AuthLayout } from "./auth-layout";
import { useAuthForm } from "./use-auth-form";
import { useAuthToast } from "./use-auth-toast";

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

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  return (
    <AuthLayout
      title="Reset your password"
      subtitle={token ? "Choose a new password for your account." : "Enter your email and we will send you a reset link."}
    >
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
      <Button variant="outline-secondary" className="w-100 mt-3" onClick={() => navigate(PATHS.login)}>
        Back to Login
      </Button>
    </AuthLayout>
  );
}

function RequestLinkForm() {
  const trpc = useTRPC();
  const toast = useAuthToast();
  const form = useAuthForm({ email: "" }, EMAIL_FIELD, ({ email }) => resetEmailProblem(email));
  const request = useMutation(
    trpc.auth.requestPasswordReset.mutationOptions({
      onSuccess: ({ message }) => toast(message, "success"),
      onError: (error) => toast(errorMessage(error, CLIENT_MESSAGES.resetFailed), "danger"),
    }),
  );
  const submit = () => {
    if (form.passesChecks()) request.mutate({ email: form.values.email });
  };
  return (
    <AuthForm onSubmit={submit} pending={request.isPending} disabled={request.isPending} label="Send Reset Link">
      <TextField controlId="reset-email" label="Email" type="email" autoComplete="email" {...form.textField("email")} />
    </AuthForm>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const toast = useAuthToast();
  const navigateLater = useDelayedNavigate();
  const [done, setDone] = useState(false);
  const form = useAuthForm({ password: "", confirm: "" }, NEW_PASSWORD_FIELDS, ({ password, confirm }) =>
    newPasswordProblem(password, confirm),
  );
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
  const submit = () => {
    const { password, confirm } = form.values;
    if (form.passesChecks()) reset.mutate({ reset_token: token, newPW: password, confirmNewPw: confirm });
  };
  return (
    <AuthForm onSubmit={submit} pending={reset.isPending} disabled={reset.isPending || done} label="Update Password">
      <TextField
        controlId="reset-new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        {...form.textField("password")}
      />
      <TextField
        controlId="reset-confirm-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...form.textField("confirm")}
      />
    </AuthForm>
  );
}
