import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import Toast from "react-bootstrap/Toast";
import ToastContainer from "react-bootstrap/ToastContainer";
import { TOAST_MS } from "../../shared/limits";

export type ToastVariant = "success" | "danger" | "warning" | "info" | "dark";
export type ToastPlacement = "top" | "bottom";

export interface ToastOptions {
  message: string;
  variant?: ToastVariant;
  durationMs?: number;
  placement?: ToastPlacement;
}

interface ShownToast {
  id: number;
  message: string;
  variant: ToastVariant;
  placement: ToastPlacement;
}

interface ToastApi {
  showToast(options: ToastOptions): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Light backgrounds need dark text to stay readable. */
const DARK_TEXT_VARIANTS: ReadonlySet<ToastVariant> = new Set(["warning", "info"]);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  // The provider owns the hide timers (not react-bootstrap's autohide) so a duration is exact and testable.
  const dismiss = useCallback((id: number) => setToasts((shown) => shown.filter((t) => t.id !== id)), []);

  const showToast = useCallback(
    ({ message, variant = "success", durationMs = TOAST_MS.default, placement = "top" }: ToastOptions) => {
      const id = nextId.current++;
      setToasts((shown) => [...shown, { id, message, variant, placement }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, durationMs);
      timers.current.add(timer);
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const api = useMemo(() => ({ showToast }), [showToast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastStack toasts={toasts.filter((t) => t.placement === "top")} position="top-end" onClose={dismiss} />
      <ToastStack toasts={toasts.filter((t) => t.placement === "bottom")} position="bottom-center" onClose={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastStack({
  toasts,
  position,
  onClose,
}: {
  toasts: ShownToast[];
  position: "top-end" | "bottom-center";
  onClose(id: number): void;
}) {
  return (
    <ToastContainer position={position} containerPosition="fixed" className="p-3 app-toasts">
      {toasts.map((toast) => (
        <Toast key={toast.id} bg={toast.variant} onClose={() => onClose(toast.id)} animation={false}>
          <div
            className={`d-flex align-items-start ${DARK_TEXT_VARIANTS.has(toast.variant) ? "text-dark" : "text-white"}`}
            role={toast.variant === "danger" || toast.variant === "dark" ? "alert" : "status"}
          >
            <Toast.Body className="flex-grow-1">{toast.message}</Toast.Body>
            <button
              type="button"
              className={`btn-close me-2 mt-2 ${DARK_TEXT_VARIANTS.has(toast.variant) ? "" : "btn-close-white"}`}
              aria-label="Close"
              onClick={() => onClose(toast.id)}
            />
          </div>
        </Toast>
      ))}
    </ToastContainer>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
