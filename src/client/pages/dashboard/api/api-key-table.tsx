import Button from "react-bootstrap/Button";
import Table from "react-bootstrap/Table";
import { API_KEYS } from "../../../../shared/limits";
import type { ApiKeyView } from "../../../../shared/schemas/api-keys";
import { formatDate } from "../format";

/** Only the first 20 characters of a key are ever shown (the list holds no more than that anyway). */
function displayedKey(apiKey: string): string {
  return `${apiKey.slice(0, API_KEYS.displayPrefixLength)}…`;
}

export function ApiKeyTable({
  keys,
  onRename,
  onDelete,
}: {
  keys: readonly ApiKeyView[];
  onRename(key: ApiKeyView): void;
  onDelete(key: ApiKeyView): void;
}) {
  return (
    <Table responsive hover className="align-middle mb-0 table-stack">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Key</th>
          <th scope="col" className="text-nowrap">
            Credits used
          </th>
          <th scope="col" className="d-none d-xl-table-cell">
            Created
          </th>
          <th scope="col" className="d-none d-xl-table-cell">
            Last used
          </th>
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
              <td className="table-words" data-label="Name">
                {key.KeyName}
              </td>
              <td data-label="Key">
                <code>{displayedKey(key.ApiKey)}</code>
              </td>
              <td data-label="Credits used">{key.credits_used}</td>
              <td className="text-nowrap d-none d-xl-table-cell" data-label="Created">
                {formatDate(key.created_at)}
              </td>
              <td className="text-nowrap d-none d-xl-table-cell" data-label="Last used">
                {key.last_used_at ? formatDate(key.last_used_at) : "Never"}
              </td>
              <td>
                <div className="table-actions d-flex flex-column flex-md-row justify-content-end gap-2">
                  <Button size="sm" variant="outline-secondary" onClick={() => onRename(key)} aria-label={`Rename ${key.KeyName}`}>
                    Rename
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={() => onDelete(key)}
                    aria-label={`Delete ${key.KeyName}`}
                    data-delete-key
                  >
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
