import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Pagination from "react-bootstrap/Pagination";
import Spinner from "react-bootstrap/Spinner";
import Table from "react-bootstrap/Table";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import { planName } from "../../../../shared/plans";
import type { AdminUser } from "../../../../shared/schemas/admin";
import { BreakableEmail } from "../../../components/breakable-email";
import { QueryBody } from "../../../components/query-body";
import { errorMessage } from "../../../lib/errors";
import { formatDate } from "../format";
import type { UserSearch } from "./use-user-search";

interface UserListProps {
  list: UserSearch;
  onCredits(user: AdminUser): void;
  onEdit(user: AdminUser): void;
}

/** The searched page of users: how many matched, the table, and paging when there is more than one page. */
export function UserList({ list, onCredits, onEdit }: UserListProps) {
  const { users, search, page, pages, total, setPage } = list;
  return (
    <QueryBody query={users} loadingLabel="Loading users..." errorText={errorMessage(users.error, CLIENT_MESSAGES.loadDataFailed)}>
      {(data) => (
        <>
          <div className="small text-body-secondary mb-2">
            {total} {total === 1 ? "user" : "users"}
            {search && ` matching “${search}”`}
            {users.isFetching && <Spinner animation="border" size="sm" className="ms-2" aria-label="Refreshing" />}
          </div>
          <UserTable users={data.users} onCredits={onCredits} onEdit={onEdit} />
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
  );
}

function UserTable({
  users,
  onCredits,
  onEdit,
}: {
  users: readonly AdminUser[];
  onCredits(user: AdminUser): void;
  onEdit(user: AdminUser): void;
}) {
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
            <td className="table-words" data-label="Name">
              {user.name}
            </td>
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
            <td className="text-nowrap d-none d-xl-table-cell" data-label="Joined">
              {formatDate(user.created_at)}
            </td>
            <td>
              <div className="table-actions d-flex flex-column flex-xl-row justify-content-end gap-2 text-nowrap">
                <Button size="sm" variant="outline-primary" onClick={() => onCredits(user)} aria-label={`Adjust credits of ${user.name}`}>
                  Credits
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  onClick={() => onEdit(user)}
                  aria-label={`Change plan or role of ${user.name}`}
                >
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
