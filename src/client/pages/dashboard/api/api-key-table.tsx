import Button from "react-bootstrap/Button";
import Table from "react-bootstrap/Table";
import { API_KEYS } from "../../../../shared/limits";
import type { ApiKeyView } from "../../../../shared/schemas/api-keys";
import { formatDate } from "../format";

/** Only the first 20 characters of a key are ever shown (the list holds no more than that anyway). */
export function displayedKey(apiKey: string): string {
  return `${apiKey.slice(0, API_KEYS.displayPrefixLength)}…`;
}

export function ApiKeyTable({ keys, onRename, onDelete }: { keys: readonly ApiKeyView[]; onRename(key: ApiKeyView): void; onDelete(key: ApiKeyView): void }) {
  return (
    <Table responsive hover className="align-middle mb-0">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Key</th>
          <th scope="col" className="text-nowrap">
            Credits used
          </th>
          <th scope="col">Created</th>
          <th scope="col">Last used</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.length === 0 ? (
          <tr>
            <td colSpan={6} className="text-center text-body-secondary">
              No API keys yet. Create one to start using the API.
            </td>
          </tr>
        ) : (
          keys.map((key) => (
            <tr key={key.ApiKey}>
              <td className="api-key-name">{key.KeyName}</td>
              <td>
                <code>{displayedKey(key.ApiKey)}</code>
              </td>
              <td>{key.credits_used}</td>
              <td className="text-nowrap">{formatDate(key.created_at)}</td>
              <td className="text-nowrap">{key.last_used_at ? formatDate(key.last_used_at) : "Never"}</td>
              <td className="text-end text-nowrap">
                <Button size="sm" variant="outline-secondary" className="me-2" onClick={() => onRename(key)} aria-label={`Rename ${key.KeyName}`}>
                  Rename
                </Button>
                <Button size="sm" variant="outline-danger" onClick={() => onDelete(key)} aria-label={`Delete ${key.KeyName}`} data-delete-key>
                  Delete
                </Button>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
