import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import { API_KEYS, TOAST_MS } from "../../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import type { ApiKeyView } from "../../../../shared/schemas/api-keys";
import { useAuth } from "../../../lib/auth";
import { errorMessage } from "../../../lib/errors";
import { useToast, type ToastVariant } from "../../../lib/toast";
import { useFocusAfterDialog } from "../../../lib/use-focus-after-dialog";
import { useTRPC } from "../../../trpc";
import { QueryBody } from "../../../components/query-body";
import { ApiDocs } from "../api/api-docs";
import { ApiKeyTable } from "../api/api-key-table";
import { ApiAccessGate } from "../api/api-access-gate";
import { DeleteKeyDialog } from "../api/delete-key-dialog";
import { KeyNameDialog } from "../api/key-name-dialog";
import { NewKeyDialog } from "../api/new-key-dialog";
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

type Dialog = { kind: "create" } | { kind: "rename"; key: ApiKeyView } | { kind: "delete"; key: ApiKeyView } | { kind: "none" };

function ApiKeysAndDocs() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [dialog, setDialog] = useState<Dialog>({ kind: "none" });
  const [created, setCreated] = useState<{ apiKey: string; name: string } | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const keysHeading = useRef<HTMLHeadingElement>(null);
  const keyList = useRef<HTMLDivElement>(null);
  const { focusAfterClose, onExited } = useFocusAfterDialog();
  const keys = useQuery(trpc.apiKeys.list.queryOptions());
  const create = useMutation(trpc.apiKeys.create.mutationOptions());
  const rename = useMutation(trpc.apiKeys.rename.mutationOptions());
  const remove = useMutation(trpc.apiKeys.remove.mutationOptions());

  const toast = (message: string, variant: ToastVariant) => showToast({ message, variant, durationMs: TOAST_MS.apiKeys });
  const close = () => setDialog({ kind: "none" });
  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });
  const done = (message: string) => {
    close();
    void reload();
    toast(message, "success");
  };

  const createKey = (keyName: string) =>
    create.mutate(
      { keyName },
      {
        onSuccess: (answer) => {
          setCreated({ apiKey: answer.ApiKey, name: answer.KeyName });
          done(CLIENT_MESSAGES.keyCreated);
        },
        onError: (error) => toast(errorMessage(error, CLIENT_MESSAGES.createKeyFailed), "danger"),
      },
    );

  const renameKey = (key: ApiKeyView, newName: string) =>
    rename.mutate(
      { apiKey: key.ApiKey, new_name: newName },
      {
        onSuccess: () => done(CLIENT_MESSAGES.keyRenamed),
        onError: (error) => toast(errorMessage(error, CLIENT_MESSAGES.renameKeyFailed), "danger"),
      },
    );

  /** Create New Key, or the list's heading when the maximum is reached and the button is disabled. */
  const createOrHeading = () => (createButton.current?.disabled ? keysHeading.current : createButton.current);

  /** The Delete button now at `index` (the row that moved up into a deleted one's place), the last one, or Create New Key. */
  const deleteButtonAt = (index: number) => {
    const buttons = keyList.current?.querySelectorAll<HTMLButtonElement>("button[data-delete-key]");
    return buttons?.[Math.min(index, buttons.length - 1)] ?? createOrHeading();
  };

  const deleteKey = (key: ApiKeyView) => {
    const index = keys.data?.apiKeys.findIndex((listed) => listed.ApiKey === key.ApiKey) ?? 0;
    remove.mutate(
      { keyToDelete: key.ApiKey },
      {
        onSuccess: () => {
          // The row goes at once, so when the dialog has closed its neighbour is there to take focus.
          queryClient.setQueryData(trpc.apiKeys.list.queryKey(), (list) =>
            list ? { ...list, apiKeys: list.apiKeys.filter((listed) => listed.ApiKey !== key.ApiKey) } : list,
          );
          focusAfterClose(() => deleteButtonAt(index));
          done(CLIENT_MESSAGES.keyDeleted);
        },
        onError: (error) => toast(errorMessage(error, CLIENT_MESSAGES.deleteKeyFailed), "danger"),
      },
    );
  };

  const closeNewKey = () => {
    focusAfterClose(createOrHeading);
    setCreated(null);
  };

  const keyCount = keys.data?.apiKeys.length ?? 0;
  const atMaximum = keyCount >= API_KEYS.maxPerUser;

  return (
    <>
      <Card className="shadow-sm mb-4">
        <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <h2 className="h5 mb-0" ref={keysHeading} tabIndex={-1}>
            Your API Keys
          </h2>
          <Button ref={createButton} variant="primary" size="sm" onClick={() => setDialog({ kind: "create" })} disabled={atMaximum || keys.isPending}>
            Create New Key
          </Button>
        </Card.Header>
        <Card.Body ref={keyList}>
          {atMaximum && <p className="small text-body-secondary">{CLIENT_MESSAGES.keysAtMaximum}</p>}
          <QueryBody query={keys} loadingLabel="Loading keys..." errorText={CLIENT_MESSAGES.loadKeysFailed}>
            {(data) => (
              <ApiKeyTable keys={data.apiKeys} onRename={(key) => setDialog({ kind: "rename", key })} onDelete={(key) => setDialog({ kind: "delete", key })} />
            )}
          </QueryBody>
        </Card.Body>
      </Card>
      <Card className="shadow-sm">
        <Card.Header as="h2" className="h5 mb-0">
          API Documentation
        </Card.Header>
        <Card.Body>
          <ApiDocs origin={window.location.origin} />
        </Card.Body>
      </Card>

      <KeyNameDialog
        show={dialog.kind === "create"}
        title="Create API key"
        submitLabel="Create Key"
        initialName=""
        busy={create.isPending}
        onSubmit={createKey}
        onBlankName={() => toast(CLIENT_MESSAGES.keyNameRequired, "warning")}
        onHide={close}
      />
      <KeyNameDialog
        show={dialog.kind === "rename"}
        title="Rename API key"
        submitLabel="Rename"
        initialName={dialog.kind === "rename" ? dialog.key.KeyName : ""}
        busy={rename.isPending}
        onSubmit={(name) => dialog.kind === "rename" && renameKey(dialog.key, name)}
        onBlankName={() => toast(CLIENT_MESSAGES.keyNameRequired, "warning")}
        onHide={close}
      />
      <DeleteKeyDialog
        keyName={dialog.kind === "delete" ? dialog.key.KeyName : null}
        busy={remove.isPending}
        onConfirm={() => dialog.kind === "delete" && deleteKey(dialog.key)}
        onHide={close}
        onExited={onExited}
      />
      <NewKeyDialog apiKey={created?.apiKey ?? null} keyName={created?.name ?? ""} onHide={closeNewKey} onExited={onExited} />
    </>
  );
}
