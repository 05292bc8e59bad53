import { DeleteKeyDialog } from "./delete-key-dialog";
import { KeyNameDialog } from "./key-name-dialog";
import { NewKeyDialog } from "./new-key-dialog";
import type { ApiKeyActions } from "./use-api-key-actions";

/** The dialogs of the API keys card: name a new key, rename or delete a listed one, and show a created key once. */
export function ApiKeyDialogs({ actions, onExited }: { actions: ApiKeyActions; onExited(): void }) {
  const { dialog, close, pending, warnBlankName } = actions;
  return (
    <>
      <KeyNameDialog
        show={dialog.kind === "create"}
        title="Create API key"
        submitLabel="Create Key"
        initialName=""
        busy={pending.create}
        onSubmit={actions.createKey}
        onBlankName={warnBlankName}
        onHide={close}
      />
      <KeyNameDialog
        show={dialog.kind === "rename"}
        title="Rename API key"
        submitLabel="Rename"
        initialName={dialog.kind === "rename" ? dialog.key.KeyName : ""}
        busy={pending.rename}
        onSubmit={(name) => dialog.kind === "rename" && actions.renameKey(dialog.key, name)}
        onBlankName={warnBlankName}
        onHide={close}
      />
      <DeleteKeyDialog
        keyName={dialog.kind === "delete" ? dialog.key.KeyName : null}
        busy={pending.remove}
        onConfirm={() => dialog.kind === "delete" && actions.deleteKey(dialog.key)}
        onHide={close}
        onExited={onExited}
      />
      <NewKeyDialog
        apiKey={actions.created?.apiKey ?? null}
        keyName={actions.created?.name ?? ""}
        onHide={actions.closeNewKey}
        onExited={onExited}
      />
    </>
  );
}
