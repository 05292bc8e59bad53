import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import { API_KEYS } from "../../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import type { ApiKeyView } from "../../../../shared/schemas/api-keys";
import { QueryBody } from "../../../components/query-body";
import { ApiKeyTable } from "./api-key-table";
import type { ApiKeyActions } from "./use-api-key-actions";
import type { KeyListFocus } from "./use-key-list-focus";

interface ApiKeysCardProps {
  keys: ApiKeyActions["keys"];
  /** Where focus is sent when a dialog closes over a row or a dialog that is gone. */
  refs: KeyListFocus["refs"];
  onCreate(): void;
  onRename(key: ApiKeyView): void;
  onDelete(key: ApiKeyView): void;
}

/** The user's keys, with Create New Key disabled (and the reason said) once the maximum is reached. */
export function ApiKeysCard({ keys, refs, onCreate, onRename, onDelete }: ApiKeysCardProps) {
  const keyCount = keys.data?.apiKeys.length ?? 0;
  const atMaximum = keyCount >= API_KEYS.maxPerUser;
  return (
    <Card className="shadow-sm mb-4">
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 className="h5 mb-0" ref={refs.keysHeading} tabIndex={-1}>
          Your API Keys
        </h2>
        <Button ref={refs.createButton} variant="primary" size="sm" onClick={onCreate} disabled={atMaximum || keys.isPending}>
          Create New Key
        </Button>
      </Card.Header>
      <Card.Body ref={refs.keyList}>
        {atMaximum && <p className="small text-body-secondary">{CLIENT_MESSAGES.keysAtMaximum}</p>}
        <QueryBody query={keys} loadingLabel="Loading keys..." errorText={CLIENT_MESSAGES.loadKeysFailed}>
          {(data) => <ApiKeyTable keys={data.apiKeys} onRename={onRename} onDelete={onDelete} />}
        </QueryBody>
      </Card.Body>
    </Card>
  );
}
