import { useEffect, useState, type FormEvent } from "react";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { PLAN_IDS, planName, type PlanId } from "../../../../shared/plans";
import type { AdminUser } from "../../../../shared/schemas/admin";
import { ROLES, type Role } from "../../../../shared/roles";
import { FormDialogFooter } from "../../../components/form-dialog-footer";

interface EditUserDialogProps {
  user: AdminUser | null;
  busy: boolean;
  onSubmit(changes: { plan: PlanId; role: Role }): void;
  onHide(): void;
}

export function EditUserDialog({ user, busy, onSubmit, onHide }: EditUserDialogProps) {
  const [plan, setPlan] = useState<PlanId>("basic");
  const [role, setRole] = useState<Role>("User");

  useEffect(() => {
    if (user) {
      setPlan(user.plan);
      setRole(user.role);
    }
  }, [user]);

  const unchanged = user !== null && plan === user.plan && role === user.role;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!unchanged) onSubmit({ plan, role });
  };

  return (
    <Modal show={user !== null} onHide={onHide} centered aria-labelledby="edit-user-title">
      <Form onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="edit-user-title">Change plan or role</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-break">
            {user?.name} ({user?.email})
          </p>
          <Form.Group className="mb-3" controlId="edit-user-plan">
            <Form.Label>Plan</Form.Label>
            <Form.Select value={plan} onChange={(e) => setPlan(e.target.value as PlanId)}>
              {PLAN_IDS.map((id) => (
                <option key={id} value={id}>
                  {planName(id)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId="edit-user-role">
            <Form.Label>Role</Form.Label>
            <Form.Select value={role} onChange={(e) => setRole(e.target.value as Role)}>
              {ROLES.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Modal.Body>
        <FormDialogFooter submitLabel="Save" busy={busy} submitDisabled={unchanged} onCancel={onHide} />
      </Form>
    </Modal>
  );
}
