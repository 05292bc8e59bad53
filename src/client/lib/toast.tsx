import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import ToastContainer from "react-bootstrap/ToastContainer";
import { TOAST_MS } from "../../shared/limits";

export type ToastVariant = "success" | "danger" | "warning" | "info" | "dark";
type ToastPlacement = "top" | "bottom";

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

/** Errors interrupt the screen reader at once; confirmations are read when it is free. */
const URGENT_VARIANTS: ReadonlySet<ToastVariant> = new Set(["danger", "dark"]);

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
      {toasts.map((toast) => {
        const urgent = URGENT_VARIANTS.has(toast.variant);
        const darkText = DARK_TEXT_VARIANTS.has(toast.variant);
        return (
          // react-bootstrap's Toast always says role="alert" aria-live="assertive"; a confirmation should wait its turn, so the markup is Bootstrap's own.
          <div
            key={toast.id}
            className={`toast show bg-${toast.variant} d-flex align-items-start ${darkText ? "text-dark" : "text-white"}`}
            role={urgent ? "alert" : "status"}
            aria-live={urgent ? "assertive" : "polite"}
            aria-atomic="true"
          >
            <div className="toast-body flex-grow-1">{toast.message}</div>
            <button
              type="button"
              className={`btn-close me-2 mt-2 ${darkText ? "" : "btn-close-white"}`}
              aria-label="Close"
              onClick={() => onClose(toast.id)}
            />
          </div>
        );
      })}
    </ToastContainer>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
