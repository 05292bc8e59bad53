import Card from "react-bootstrap/Card";
import { useAuth } from "../../../lib/auth";
import { ApiDocs } from "../api/api-docs";
import { ApiAccessGate } from "../api/api-access-gate";
import { ApiKeyDialogs } from "../api/api-key-dialogs";
import { ApiKeysCard } from "../api/api-keys-card";
import { useApiKeyActions } from "../api/use-api-key-actions";
import { useKeyListFocus } from "../api/use-key-list-focus";
import { sectionLabel } from "../sections";
import { SectionHeading } from "./section-heading";

export function ApiIntegrationsSection() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <SectionHeading title={sectionLabel("api")} />
      <ApiAccessGate plan={user.plan}>
        <ApiKeysAndDocs />
      </ApiAccessGate>
    </>
  );
}

function ApiKeysAndDocs() {
  const focus = useKeyListFocus();
  const actions = useApiKeyActions(focus);
  const { openDialog } = actions;
  return (
    <>
      <ApiKeysCard
        keys={actions.keys}
        refs={focus.refs}
        onCreate={() => openDialog({ kind: "create" })}
        onRename={(key) => openDialog({ kind: "rename", key })}
        onDelete={(key) => openDialog({ kind: "delete", key })}
      />
      <Card className="shadow-sm">
        <Card.Header as="h2" className="h5 mb-0">
          API Documentation
        </Card.Header>
        <Card.Body>
          <ApiDocs origin={window.location.origin} />
        </Card.Body>
      </Card>
      <ApiKeyDialogs actions={actions} onExited={focus.onExited} />
    </>
  );
}
