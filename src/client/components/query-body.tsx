import type { ReactNode } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";

/** What a list needs to know of its query: loading, failed (and how to try again), or ready. */
interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch(): unknown;
}

/** A failed load, in words, with a button to try again. */
export function RetryAlert({ message, onRetry, className = "mb-0" }: { message: string; onRetry(): void; className?: string }) {
  return (
    <Alert variant="danger" className={`d-flex flex-wrap align-items-center gap-2 ${className}`}>
      <span className="flex-grow-1">{message}</span>
      <Button size="sm" variant="outline-danger" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}

/**
 * The body of a card that shows a query's data: a spinner while it loads, a
 * retry alert when it failed, the content once the data is there.
 */
export function QueryBody<T>({
  query,
  loadingLabel,
  errorText,
  children,
}: {
  query: QueryState<T>;
  loadingLabel: string;
  errorText: string;
  children(data: T): ReactNode;
}) {
  if (query.isError) return <RetryAlert message={errorText} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) {
    return (
      <div className="text-center py-4" role="status">
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        {loadingLabel}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
