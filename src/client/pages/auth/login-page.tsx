import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { Link, useNavigate } from "react-router";
import { DELAYS_MS, TOAST_MS } from "../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../shared/messages";
import { TextField } from "../../components/text-field";
import { useAuth } from "../../lib/auth";
import { errorMessage } from "../../lib/errors";
import { useInvalidFields, type FormProblem } from "../../lib/use-invalid-fields";
import { PATHS } from "../../../shared/paths";
import { useToast } from "../../lib/toast";
import { useDelayedNavigate } from "../../lib/use-delayed-navigate";
import { useTRPC } from "../../trpc";
import { AuthLayout } from "./auth-layout";

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
  const { showToast } = useToast();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [fields, setFields] = useState<Record<LoginField, string>>({ email: "", password: "" });
  const [redirecting, setRedirecting] = useState(false);
  const invalid = useInvalidFields(LOGIN_FIELDS);
  const toast = (message: string, variant: "success" | "danger") => showToast({ message, variant, durationMs: TOAST_MS.auth });
  const field = (key: LoginField) => ({
    value: fields[key],
    onChange: (value: string) => setFields((f) => ({ ...f, [key]: value })),
    required: true,
    ...invalid.fieldProps(key),
  });

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
  const busy = login.isPending || redirecting;

  const submit = () => {
    const problem = loginProblem(fields);
    invalid.flag(problem?.fields ?? []);
    if (problem) return toast(problem.message, "danger");
    login.mutate(fields);
  };

  return (
    <AuthLayout title="Welcome back" subtitle="Log in to your account">
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField controlId="login-email" label="Email" type="email" autoComplete="email" {...field("email")} />
        <TextField className="mb-2" controlId="login-password" label="Password" type="password" autoComplete="current-password" {...field("password")} />
        <div className="text-end mb-3">
          <Link to={PATHS.resetPassword} className="small">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-100" disabled={busy}>
          {login.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {login.isPending ? "Logging in..." : "Login"}
        </Button>
      </Form>
      <p className="text-center small mt-3 mb-2">
        Don&apos;t have an account? <Link to={PATHS.register}>Sign up here</Link>
      </p>
      <Button variant="outline-secondary" className="w-100" onClick={() => navigate(PATHS.home)}>
        Return Home
      </Button>
    </AuthLayout>
  );
}
