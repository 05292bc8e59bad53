import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { DELAYS_MS } from "../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../shared/messages";
import { TextField } from "../../components/text-field";
import { useAuth } from "../../lib/auth";
import { errorMessage } from "../../lib/errors";
import type { FormProblem } from "../../lib/use-invalid-fields";
import { PATHS } from "../../../shared/paths";
import { useDelayedNavigate } from "../../lib/use-delayed-navigate";
import { useTRPC } from "../../trpc";
import { AuthForm, AuthFormFooter } from "./auth-form";
import { AuthLayout } from "./auth-layout";
import { useAuthForm } from "./use-auth-form";
import { useAuthToast } from "./use-auth-toast";

const LOGIN_FIELDS = ["email", "password"] as const;
type LoginField = (typeof LOGIN_FIELDS)[number];

/** Spec section 5: both fields are required (a password may be spaces); null when the form may be sent. */
export function loginProblem({ email, password }: Record<LoginField, string>): FormProblem<LoginField> | null {
  const missing = LOGIN_FIELDS.filter((field) => (field === "email" ? email.trim() === "" : password === ""));
  return missing.length > 0 ? { message: CLIENT_MESSAGES.loginMissing, fields: missing } : null;
}

export default function LoginPage() {
  const trpc = useTRPC();
  const { setUser } = useAuth();
  const toast = useAuthToast();
  const navigateLater = useDelayedNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const form = useAuthForm({ email: "", password: "" }, LOGIN_FIELDS, loginProblem);

  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: ({ status: _status, message: _message, ...user }) => {
        setRedirecting(true);
        setUser(user);
        toast(CLIENT_MESSAGES.loginSuccess, "success");
        navigateLater(PATHS.dashboard, DELAYS_MS.afterLogin);
      },
      onError: (error) => toast(errorMessage(error, CLIENT_MESSAGES.loginFailed), "danger"),
    }),
  );

  const submit = () => {
    if (form.passesChecks()) login.mutate(form.values);
  };

  return (
    <AuthLayout title="Welcome back" subtitle="Log in to your account">
      <AuthForm
        onSubmit={submit}
        pending={login.isPending}
        disabled={login.isPending || redirecting}
        label="Login"
        pendingLabel="Logging in..."
      >
        <TextField controlId="login-email" label="Email" type="email" autoComplete="email" {...form.textField("email")} />
        <TextField
          className="mb-2"
          controlId="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.textField("password")}
        />
        <div className="text-end mb-3">
          <Link to={PATHS.resetPassword} className="small">
            Forgot password?
          </Link>
        </div>
      </AuthForm>
      <AuthFormFooter question="Don't have an account?" to={PATHS.register} linkText="Sign up here" />
    </AuthLayout>
  );
}
