import { useMutation } from "@tanstack/react-query";
import { useState, type Ref } from "react";
import Alert from "react-bootstrap/Alert";
import Form from "react-bootstrap/Form";
import type { FormCheckInputProps } from "react-bootstrap/FormCheckInput";
import type { LegalDoc } from "../../content";
import { DELAYS_MS, NAME_MAX_LENGTH, SIGNUP_CREDITS } from "../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../shared/messages";
import { LegalDialog, LegalLink } from "../../components/legal-dialogs";
import { TextField } from "../../components/text-field";
import { errorMessage } from "../../lib/errors";
import type { FormProblem } from "../../lib/use-invalid-fields";
import { PATHS } from "../../../shared/paths";
import { useLocation } from "react-router";
import { useDelayedNavigate } from "../../lib/use-delayed-navigate";
import { useTRPC } from "../../trpc";
import { AuthForm, AuthFormFooter } from "./auth-form";
import { AuthLayout } from "./auth-layout";
import { cameFromDemoLimit } from "./register-reasons";
import { useAuthForm } from "./use-auth-form";
import { useAuthToast } from "./use-auth-toast";

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
const EMPTY_TEXT_FIELDS: Record<(typeof TEXT_FIELDS)[number], string> = { name: "", email: "", password: "", confirm: "" };

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
  const toast = useAuthToast();
  const navigateLater = useDelayedNavigate();
  const [agreed, setAgreed] = useState(false);
  const [openDoc, setOpenDoc] = useState<LegalDoc | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const form = useAuthForm(EMPTY_TEXT_FIELDS, REGISTER_FIELDS, (text) => registerProblem({ ...text, agreed }));

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

  const submit = () => {
    const { name, email, password, confirm } = form.values;
    if (form.passesChecks()) register.mutate({ name, email, password, password_check: confirm });
  };

  return (
    <AuthLayout title="Create your account" subtitle={`Start with ${SIGNUP_CREDITS} free scans once you verify your e-mail`}>
      <DemoLimitNotice />
      <AuthForm
        onSubmit={submit}
        pending={register.isPending}
        disabled={register.isPending || redirecting}
        label="Create Account"
        pendingLabel="Creating account..."
      >
        <TextField
          controlId="register-name"
          label="Full name"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          {...form.textField("name")}
        />
        <TextField controlId="register-email" label="Email" type="email" autoComplete="email" {...form.textField("email")} />
        <TextField
          controlId="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          {...form.textField("password")}
        />
        <TextField
          controlId="register-confirm"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...form.textField("confirm")}
        />
        <TermsCheck checked={agreed} onChange={setAgreed} onOpenDoc={setOpenDoc} {...form.fieldProps("agreed")} />
      </AuthForm>
      <AuthFormFooter question="Already have an account?" to={PATHS.login} linkText="Log in here" />
      <LegalDialog doc={openDoc} onHide={() => setOpenDoc(null)} />
    </AuthLayout>
  );
}

/** A visitor the landing demo sent here after its hourly limit learns why, and what signing up gives (the spec keeps the redirect). */
function DemoLimitNotice() {
  const { state } = useLocation();
  if (!cameFromDemoLimit(state)) return null;
  return (
    <Alert variant="info" className="small" data-testid="demo-limit-notice">
      <strong className="d-block">{CLIENT_MESSAGES.demoLimitReached}</strong>
      {CLIENT_MESSAGES.accountOffer}
    </Alert>
  );
}

interface TermsCheckProps extends Omit<FormCheckInputProps, "type" | "checked" | "onChange"> {
  checked: boolean;
  onChange(checked: boolean): void;
  onOpenDoc(doc: LegalDoc): void;
  /** Reaches the box, so that useInvalidFields can focus it when the terms were not accepted. */
  ref?: Ref<HTMLInputElement>;
}

/** The terms box, whose links open the terms and the privacy policy; any other prop (fieldProps...) goes to the box. */
function TermsCheck({ checked, onChange, onOpenDoc, ...input }: TermsCheckProps) {
  return (
    <Form.Group className="mb-3" controlId="register-terms">
      <Form.Check type="checkbox">
        <Form.Check.Input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} {...input} />
        <Form.Check.Label>
          I agree to the <LegalLink doc="terms" onOpen={onOpenDoc} /> and <LegalLink doc="privacy" onOpen={onOpenDoc} />
        </Form.Check.Label>
      </Form.Check>
    </Form.Group>
  );
}
