import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Col from "react-bootstrap/Col";
import Form from "react-bootstrap/Form";
import Row from "react-bootstrap/Row";
import Spinner from "react-bootstrap/Spinner";
import { EMAIL_CODE, NAME_MAX_LENGTH, TOAST_MS } from "../../../../shared/limits";
import { CLIENT_MESSAGES, SERVER_MESSAGES } from "../../../../shared/messages";
import { planName } from "../../../../shared/plans";
import type { SessionUser } from "../../../../shared/schemas/auth";
import { TextField } from "../../../components/text-field";
import { useAuth } from "../../../lib/auth";
import { errorMessage } from "../../../lib/errors";
import { useToast, type ToastVariant } from "../../../lib/toast";
import { useInvalidFields } from "../../../lib/use-invalid-fields";
import { useTRPC } from "../../../trpc";
import { EmailCodeDialog } from "../profile/email-code-dialog";
import { useOpenBillingPortal } from "../billing/use-open-billing-portal";
import { usePaymentsEnabled } from "../billing/use-payments-enabled";
import { sectionLabel } from "../sections";
import { SectionHeading } from "./section-heading";

function useProfileToast() {
  const { showToast } = useToast();
  return (message: string, variant: ToastVariant) => showToast({ message, variant, durationMs: TOAST_MS.profile });
}

export function ProfileSection() {
  return (
    <>
      <SectionHeading title={sectionLabel("profile")} />
      <Row className="g-4">
        <Col lg={6}>
          <ProfileForm />
        </Col>
        <Col lg={6}>
          <PasswordForm />
        </Col>
        <Col xs={12}>
          <SubscriptionPanel />
        </Col>
      </Row>
    </>
  );
}

/** Home keeps its account read while mounted; a new name or address must show there too, not only in the sidebar. */
function useRefreshAccountInfo() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: trpc.account.getInfo.queryKey() });
}

function ProfileForm() {
  const trpc = useTRPC();
  const { user, setUser } = useAuth();
  const toast = useProfileToast();
  const refreshAccountInfo = useRefreshAccountInfo();
  const [name, setName] = useState(user?.name ?? "");
  const [email, setEmail] = useState(user?.email ?? "");
  const [codeDialogOpen, setCodeDialogOpen] = useState(false);
  const updateInfo = useMutation(trpc.account.updateInfo.mutationOptions());
  if (!user) return null;

  const save = (event: FormEvent) => {
    event.preventDefault();
    updateInfo.mutate(
      { new_name: name, new_mail: email },
      {
        onSuccess: (answer) => {
          setUser({ ...user, name: name.trim() });
          refreshAccountInfo();
          toast(answer.message, answer.email_change_pending ? "info" : "success");
          if (answer.email_change_pending) setCodeDialogOpen(true);
        },
        onError: (error) => toast(errorMessage(error, CLIENT_MESSAGES.profileUpdateFailed, CLIENT_MESSAGES.serverError), "danger"),
      },
    );
  };

  const closeCodeDialog = (shownEmail: string) => {
    setEmail(shownEmail);
    setCodeDialogOpen(false);
  };

  return (
    <Card className="h-100 shadow-sm">
      <Card.Header as="h2" className="h5 mb-0">
        Personal Information
      </Card.Header>
      <Card.Body>
        <Form onSubmit={save}>
          <TextField
            controlId="profile-name"
            label="Full name"
            value={name}
            onChange={setName}
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
          />
          <TextField controlId="profile-email" label="E-mail" type="email" value={email} onChange={setEmail} autoComplete="email">
            <Form.Text>{`Changing it sends a ${EMAIL_CODE.length}-digit code to the new address.`}</Form.Text>
          </TextField>
          <SubmitButton busy={updateInfo.isPending} label="Save Changes" busyLabel="Saving..." />
        </Form>
      </Card.Body>
      <EmailChangeDialog show={codeDialogOpen} user={user} newEmail={email} onClose={closeCodeDialog} />
    </Card>
  );
}

interface EmailChangeDialogProps {
  show: boolean;
  user: SessionUser;
  newEmail: string;
  /** Called with the address the form shows next: the confirmed new one, or the old one when cancelled. */
  onClose(shownEmail: string): void;
}

/** The code check of a changed address; only a confirmed code changes the account's e-mail. */
function EmailChangeDialog({ show, user, newEmail, onClose }: EmailChangeDialogProps) {
  const trpc = useTRPC();
  const { setUser } = useAuth();
  const toast = useProfileToast();
  const refreshAccountInfo = useRefreshAccountInfo();
  const confirmEmail = useMutation(trpc.account.confirmEmailChange.mutationOptions());

  const confirmCode = async (code: string): Promise<boolean> => {
    try {
      const answer = await confirmEmail.mutateAsync({ verCode: code });
      setUser({ ...user, email: answer.email });
      refreshAccountInfo();
      onClose(answer.email);
      toast(answer.message, "success");
      return true;
    } catch (error) {
      toast(errorMessage(error, CLIENT_MESSAGES.invalidCode, CLIENT_MESSAGES.serverError), "danger");
      return false;
    }
  };

  return (
    <EmailCodeDialog
      show={show}
      newEmail={newEmail}
      busy={confirmEmail.isPending}
      onConfirm={confirmCode}
      onCancel={() => onClose(user.email)}
    />
  );
}

const EMPTY_PASSWORDS = { oldPass: "", newPass: "", confNewPass: "" };
const PASSWORD_FIELDS = ["oldPass", "newPass", "confNewPass"] as const;
type PasswordField = (typeof PASSWORD_FIELDS)[number];

/** The field a refusal is about, recognised by the server's own message; other refusals mark no field. */
const PASSWORD_FIELD_BY_MESSAGE: Readonly<Record<string, PasswordField>> = {
  [SERVER_MESSAGES.wrongOldPassword]: "oldPass",
  [SERVER_MESSAGES.passwordLength]: "newPass",
  [SERVER_MESSAGES.passwordsDiffer]: "confNewPass",
};

/** No client-side checks: the server decides and its message is shown (spec section 5). */
function PasswordForm() {
  const trpc = useTRPC();
  const toast = useProfileToast();
  const [passwords, setPasswords] = useState(EMPTY_PASSWORDS);
  const invalid = useInvalidFields(PASSWORD_FIELDS);
  const changePassword = useMutation(trpc.account.changePassword.mutationOptions());

  const field = (key: PasswordField) => ({
    value: passwords[key],
    onChange: (value: string) => setPasswords((current) => ({ ...current, [key]: value })),
    ...invalid.fieldProps(key),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    changePassword.mutate(passwords, {
      onSuccess: (answer) => {
        setPasswords(EMPTY_PASSWORDS);
        invalid.clear();
        toast(answer.message, "success");
      },
      onError: (error) => {
        const message = errorMessage(error, CLIENT_MESSAGES.passwordChangeFailed, CLIENT_MESSAGES.serverError);
        const refused = PASSWORD_FIELD_BY_MESSAGE[message];
        invalid.flag(refused ? [refused] : []);
        toast(message, "danger");
      },
    });
  };

  return (
    <Card className="h-100 shadow-sm">
      <Card.Header as="h2" className="h5 mb-0">
        Change Password
      </Card.Header>
      <Card.Body>
        <Form onSubmit={submit}>
          <TextField
            controlId="password-old"
            label="Current password"
            type="password"
            autoComplete="current-password"
            {...field("oldPass")}
          />
          <TextField controlId="password-new" label="New password" type="password" autoComplete="new-password" {...field("newPass")} />
          <TextField
            controlId="password-confirm"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            {...field("confNewPass")}
          />
          <SubmitButton busy={changePassword.isPending} label="Change Password" busyLabel="Changing..." />
        </Form>
      </Card.Body>
    </Card>
  );
}

function SubscriptionPanel() {
  const { user } = useAuth();
  const portal = useOpenBillingPortal();
  const paymentsEnabled = usePaymentsEnabled();
  if (!user) return null;
  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5 mb-0">
        Subscription
      </Card.Header>
      <Card.Body className="d-flex flex-wrap align-items-center gap-3">
        <div className="flex-grow-1">
          Current plan: <strong>{planName(user.plan)}</strong>
        </div>
        <Button variant="outline-primary" onClick={portal.open} disabled={portal.pending || !paymentsEnabled}>
          {portal.pending && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
          Manage Subscription
        </Button>
        {!paymentsEnabled && (
          <p className="w-100 small text-body-secondary mb-0" data-testid="payments-disabled">
            {SERVER_MESSAGES.paymentsDisabled}
          </p>
        )}
      </Card.Body>
    </Card>
  );
}

function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" variant="primary" disabled={busy}>
      {busy && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
