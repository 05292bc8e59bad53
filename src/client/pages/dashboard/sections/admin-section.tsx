import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import Pagination from "react-bootstrap/Pagination";
import Spinner from "react-bootstrap/Spinner";
import Table from "react-bootstrap/Table";
import { ADMIN_PAGE_SIZE, TOAST_MS } from "../../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import { planName } from "../../../../shared/plans";
import type { AdminUser } from "../../../../shared/schemas/admin";
import { BreakableEmail } from "../../../components/breakable-email";
import { useAuth } from "../../../lib/auth";
import { QueryBody } from "../../../components/query-body";
import { errorMessage } from "../../../lib/errors";
import { useToast, type ToastVariant } from "../../../lib/toast";
import { useTRPC } from "../../../trpc";
import { AdjustCreditsDialog } from "../admin/adjust-credits-dialog";
import { EditUserDialog } from "../admin/edit-user-dialog";
import { formatDate } from "../format";
import { sectionLabel } from "../sections";
import { SectionHeading } from "./section-heading";

type Dialog = { kind: "credits"; user: AdminUser } | { kind: "edit"; user: AdminUser } | { kind: "none" };

/** Admin role only (the sidebar hides it and every admin procedure checks the role on the server). */
export function AdminSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user: me, refresh } = useAuth();
  const { showToast } = useToast();
  const [searchInput, setSearchInput] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>({ kind: "none" });
  const users = useQuery({ ...trpc.admin.listUsers.queryOptions({ search, page, pageSize: ADMIN_PAGE_SIZE }), placeholderData: keepPreviousData });
  const adjustCredits = useMutation(trpc.admin.adjustCredits.mutationOptions());
  const updateUser = useMutation(trpc.admin.updateUser.mutationOptions());

  const toast = (message: string, variant: ToastVariant) => showToast({ message, variant, durationMs: TOAST_MS.default });
  const close = () => setDialog({ kind: "none" });
  const changed = (target: AdminUser, message: string) => {
    close();
    void queryClient.invalidateQueries(trpc.admin.listUsers.pathFilter());
    // An admin editing their own account sees the change in the sidebar at once.
    if (target.user_uuid === me?.user_uuid) void refresh();
    toast(message, "success");
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(searchInput.trim());
    setPage(1);
  };

  const applyCredits = (target: AdminUser, delta: number, reason: string) =>
    adjustCredits.mutate(
      { user_uuid: target.user_uuid, delta, reason },
      {
        onSuccess: (answer) => changed(target, `${target.name} now has ${answer.credits} credits.`),
        onError: (error) => toast(errorMessage(error, CLIENT_MESSAGES.genericWrong), "danger"),
      },
    );

  const applyEdit = (target: AdminUser, changes: Pick<AdminUser, "plan" | "role">) =>
    updateUser.mutate(
      { user_uuid: target.user_uuid, ...changes },
      {
        onSuccess: (answer) => changed(target, `${answer.user.name} is now on ${planName(answer.user.plan)} with role ${answer.user.role}.`),
        onError: (error) => toast(errorMessage(error, CLIENT_MESSAGES.genericWrong), "danger"),
      },
    );

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

  return (
    <>
      <SectionHeading title={sectionLabel("admin")} />
      <Card className="shadow-sm">
        <Card.Header>
          <Form onSubmit={submitSearch} role="search">
            <InputGroup>
              <Form.Control
                aria-label="Search users by name or e-mail"
                placeholder="Search by name or e-mail"
                value={searchInput}
                onChange={(e) => setSearchInput(e.target.value)}
              />
              <Button type="submit" variant="primary">
                Search
              </Button>
            </InputGroup>
          </Form>
        </Card.Header>
        <Card.Body aria-busy={users.isFetching}>
          <QueryBody query={users} loadingLabel="Loading users..." errorText={errorMessage(users.error, CLIENT_MESSAGES.loadDataFailed)}>
            {(data) => (
              <>
                <div className="small text-body-secondary mb-2">
                  {total} {total === 1 ? "user" : "users"}
                  {search && ` matching “${search}”`}
                  {users.isFetching && <Spinner animation="border" size="sm" className="ms-2" aria-label="Refreshing" />}
                </div>
                <UserTable users={data.users} onCredits={(user) => setDialog({ kind: "credits", user })} onEdit={(user) => setDialog({ kind: "edit", user })} />
                {pages > 1 && (
                  <Pagination className="mt-3 mb-0 flex-wrap" aria-label="User pages">
                    <Pagination.Prev disabled={page <= 1} onClick={() => setPage(page - 1)} />
                    <Pagination.Item active>{`${page} / ${pages}`}</Pagination.Item>
                    <Pagination.Next disabled={page >= pages} onClick={() => setPage(page + 1)} />
                  </Pagination>
                )}
              </>
            )}
          </QueryBody>
        </Card.Body>
      </Card>
      <AdjustCreditsDialog
        user={dialog.kind === "credits" ? dialog.user : null}
        busy={adjustCredits.isPending}
        onSubmit={(delta, reason) => dialog.kind === "credits" && applyCredits(dialog.user, delta, reason)}
        onHide={close}
      />
      <EditUserDialog
        user={dialog.kind === "edit" ? dialog.user : null}
        busy={updateUser.isPending}
        onSubmit={(changes) => dialog.kind === "edit" && applyEdit(dialog.user, changes)}
        onHide={close}
      />
    </>
  );
}

function UserTable({ users, onCredits, onEdit }: { users: readonly AdminUser[]; onCredits(user: AdminUser): void; onEdit(user: AdminUser): void }) {
  if (users.length === 0) return <p className="text-center text-body-secondary my-4">No users found.</p>;
  return (
    <Table responsive hover className="align-middle mb-0 table-stack">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          <th scope="col">Plan</th>
          <th scope="col">Role</th>
          <th scope="col">Credits</th>
          <th scope="col" className="d-none d-xl-table-cell">
            Joined
          </th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.user_uuid}>
            <td className="table-words" data-label="Name">{user.name}</td>
            <td className="table-words" data-label="E-mail">
              <span>
                <BreakableEmail email={user.email} />
                {!user.account_verified && (
                  <Badge bg="warning" text="dark" className="ms-2">
                    Unverified
                  </Badge>
                )}
              </span>
            </td>
            <td data-label="Plan">{planName(user.plan)}</td>
            <td data-label="Role">{user.role === "Admin" ? <Badge bg="dark">Admin</Badge> : "User"}</td>
            <td data-label="Credits">{user.credits}</td>
            <td className="text-nowrap d-none d-xl-table-cell" data-label="Joined">{formatDate(user.created_at)}</td>
            <td>
              <div className="table-actions d-flex flex-column flex-xl-row justify-content-end gap-2 text-nowrap">
                <Button size="sm" variant="outline-primary" onClick={() => onCredits(user)} aria-label={`Adjust credits of ${user.name}`}>
                  Credits
                </Button>
                <Button size="sm" variant="outline-secondary" onClick={() => onEdit(user)} aria-label={`Change plan or role of ${user.name}`}>
                  Plan / Role
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
