import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { TOAST_MS } from "../../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import type { ApiKeyView } from "../../../../shared/schemas/api-keys";
import { errorMessage } from "../../../lib/errors";
import { useToast, type ToastVariant } from "../../../lib/toast";
import { useTRPC } from "../../../trpc";
import type { KeyListFocus } from "./use-key-list-focus";

type KeyDialog = { kind: "create" } | { kind: "rename"; key: ApiKeyView } | { kind: "delete"; key: ApiKeyView } | { kind: "none" };

/** The user's keys: reloaded from the server after a change, or a deleted one dropped at once. */
function useApiKeyList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keys = useQuery(trpc.apiKeys.list.queryOptions());

  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });
  const drop = (key: ApiKeyView) =>
    queryClient.setQueryData(trpc.apiKeys.list.queryKey(), (list) =>
      list ? { ...list, apiKeys: list.apiKeys.filter((listed) => listed.ApiKey !== key.ApiKey) } : list,
    );

  return { keys, reload, drop };
}

/** Which key dialog is open, and the key just created, which is shown once in a dialog of its own. */
function useKeyDialogs(focus: KeyListFocus) {
  const [dialog, setDialog] = useState<KeyDialog>({ kind: "none" });
  const [created, setCreated] = useState<{ apiKey: string; name: string } | null>(null);

  const closeNewKey = () => {
    focus.focusCreateAfterClose();
    setCreated(null);
  };

  return { dialog, openDialog: setDialog, close: () => setDialog({ kind: "none" }), created, showCreated: setCreated, closeNewKey };
}

/** The key list, its dialogs, and the three changes to a key with the toasts that report them. */
export function useApiKeyActions(focus: KeyListFocus) {
  const trpc = useTRPC();
  const { showToast } = useToast();
  const { keys, reload, drop } = useApiKeyList();
  const dialogs = useKeyDialogs(focus);
  const create = useMutation(trpc.apiKeys.create.mutationOptions());
  const rename = useMutation(trpc.apiKeys.rename.mutationOptions());
  const remove = useMutation(trpc.apiKeys.remove.mutationOptions());

  const toast = (message: string, variant: ToastVariant) => showToast({ message, variant, durationMs: TOAST_MS.apiKeys });
  const failed = (fallback: string) => (error: unknown) => toast(errorMessage(error, fallback), "danger");
  const done = (message: string) => {
    dialogs.close();
    void reload();
    toast(message, "success");
  };

  const createKey = (keyName: string) =>
    create.mutate(
      { keyName },
      {
        onSuccess: (answer) => {
          dialogs.showCreated({ apiKey: answer.ApiKey, name: answer.KeyName });
          done(CLIENT_MESSAGES.keyCreated);
        },
        onError: failed(CLIENT_MESSAGES.createKeyFailed),
      },
    );

  const renameKey = (key: ApiKeyView, newName: string) =>
    rename.mutate(
      { apiKey: key.ApiKey, new_name: newName },
      {
        onSuccess: () => done(CLIENT_MESSAGES.keyRenamed),
        onError: failed(CLIENT_MESSAGES.renameKeyFailed),
      },
    );

  const deleteKey = (key: ApiKeyView) => {
    const index = keys.data?.apiKeys.findIndex((listed) => listed.ApiKey === key.ApiKey) ?? 0;
    remove.mutate(
      { keyToDelete: key.ApiKey },
      {
        onSuccess: () => {
          // The row goes at once, so when the dialog has closed its neighbour is there to take focus.
          drop(key);
          focus.focusRowAfterClose(index);
          done(CLIENT_MESSAGES.keyDeleted);
        },
        onError: failed(CLIENT_MESSAGES.deleteKeyFailed),
      },
    );
  };

  const warnBlankName = () => toast(CLIENT_MESSAGES.keyNameRequired, "warning");
  const pending = { create: create.isPending, rename: rename.isPending, remove: remove.isPending };
  return { keys, ...dialogs, createKey, renameKey, deleteKey, warnBlankName, pending };
}

export type ApiKeyActions = ReturnType<typeof useApiKeyActions>;
