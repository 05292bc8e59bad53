import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { TOAST_MS } from "../../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import { planName } from "../../../../shared/plans";
import type { AdminUser } from "../../../../shared/schemas/admin";
import { useAuth } from "../../../lib/auth";
import { errorMessage } from "../../../lib/errors";
import { useToast, type ToastVariant } from "../../../lib/toast";
import { useTRPC } from "../../../trpc";

type AdminDialog = { kind: "credits"; user: AdminUser } | { kind: "edit"; user: AdminUser } | { kind: "none" };

/** The dialog open over the user list, and the two changes an admin makes to a user, each reported in a toast. */
export function useAdminUserActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user: me, refresh } = useAuth();
  const { showToast } = useToast();
  const [dialog, setDialog] = useState<AdminDialog>({ kind: "none" });
  const adjustCredits = useMutation(trpc.admin.adjustCredits.mutationOptions());
  const updateUser = useMutation(trpc.admin.updateUser.mutationOptions());

  const toast = (message: string, variant: ToastVariant) => showToast({ message, variant, durationMs: TOAST_MS.default });
  const close = () => setDialog({ kind: "none" });
  const changed = (target: AdminUser, message: string) => {
    close();
    void queryClient.invalidateQueries(trpc.admin.listUsers.pathFilter());
    // An admin editing their own account sees the change in the sidebar at once.
    if (target.user_uuid === me?.user_uuid) void refresh();
    toast(message, "success");
  };

  const applyCredits = (target: AdminUser, delta: number, reason: string) =>
    adjustCredits.mutate(
      { user_uuid: target.user_uuid, delta, reason },
      {
        onSuccess: (answer) => changed(target, `${target.name} now has ${answer.credits} credits.`),
        onError: (error) => toast(errorMessage(error, CLIENT_MESSAGES.genericWrong), "danger"),
      },
    );

  const applyEdit = (target: AdminUser, changes: Pick<AdminUser, "plan" | "role">) =>
    updateUser.mutate(
      { user_uuid: target.user_uuid, ...changes },
      {
        onSuccess: (answer) =>
          changed(target, `${answer.user.name} is now on ${planName(answer.user.plan)} with role ${answer.user.role}.`),
        onError: (error) => toast(errorMessage(error, CLIENT_MESSAGES.genericWrong), "danger"),
      },
    );

  const pending = { credits: adjustCredits.isPending, edit: updateUser.isPending };
  return { dialog, openDialog: setDialog, close, applyCredits, applyEdit, pending };
}
