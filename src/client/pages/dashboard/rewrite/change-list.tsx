import Table from "react-bootstrap/Table";
import type { z } from "zod";
import type { textChangeSchema } from "../../../../shared/schemas/rewrite";

type TextChange = z.infer<typeof textChangeSchema>;

/** What the Improver changed and why: original → replacement, reason. */
export function ChangeList({ changes }: { changes: readonly TextChange[] }) {
  if (changes.length === 0) return <p className="text-body-secondary mt-3 mb-0">No changes were needed.</p>;
  return (
    <>
      <h3 className="h6 mt-3">Changes ({changes.length})</h3>
      <Table responsive size="sm" className="mb-0 align-middle">
        <thead>
          <tr>
            <th scope="col">Change</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change, index) => (
            <tr key={`${change.start}-${index}`}>
              <td>
                <del className="text-danger">{change.original || "∅"}</del>
                <span aria-hidden="true" className="mx-1">
                  →
                </span>
                <span className="visually-hidden">replaced by</span>
                <ins className="text-success text-decoration-none">{change.replacement || "∅"}</ins>
              </td>
              <td className="text-body-secondary">{change.reason}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
