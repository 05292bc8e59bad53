import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { AdjustCreditsDialog } from "../admin/adjust-credits-dialog";
import { EditUserDialog } from "../admin/edit-user-dialog";
import { useAdminUserActions } from "../admin/use-admin-user-actions";
import { useUserSearch } from "../admin/use-user-search";
import { UserList } from "../admin/user-list";
import { sectionLabel } from "../sections";
import { SectionHeading } from "./section-heading";

/** Admin role only (the sidebar hides it and every admin procedure checks the role on the server). */
export function AdminSection() {
  const list = useUserSearch();
  const { dialog, openDialog, close, applyCredits, applyEdit, pending } = useAdminUserActions();
  return (
    <>
      <SectionHeading title={sectionLabel("admin")} />
      <Card className="shadow-sm">
        <Card.Header>
          <Form onSubmit={list.submitSearch} role="search">
            <InputGroup>
              <Form.Control
                aria-label="Search users by name or e-mail"
                placeholder="Search by name or e-mail"
                value={list.searchInput}
                onChange={(e) => list.setSearchInput(e.target.value)}
              />
              <Button type="submit" variant="primary">
                Search
              </Button>
            </InputGroup>
          </Form>
        </Card.Header>
        <Card.Body aria-busy={list.users.isFetching}>
          <UserList
            list={list}
            onCredits={(user) => openDialog({ kind: "credits", user })}
            onEdit={(user) => openDialog({ kind: "edit", user })}
          />
        </Card.Body>
      </Card>
      <AdjustCreditsDialog
        user={dialog.kind === "credits" ? dialog.user : null}
        busy={pending.credits}
        onSubmit={(delta, reason) => dialog.kind === "credits" && applyCredits(dialog.user, delta, reason)}
        onHide={close}
      />
      <EditUserDialog
        user={dialog.kind === "edit" ? dialog.user : null}
        busy={pending.edit}
        onSubmit={(changes) => dialog.kind === "edit" && applyEdit(dialog.user, changes)}
        onHide={close}
      />
    </>
  );
}
