/**
 * A short summary of what just changed, for screen readers only. It stays
 * mounted (a live region added together with its text is often not read) and
 * says one sentence instead of reading out a whole result.
 */
export function ScreenReaderStatus({ message }: { message: string }) {
  return (
    <div role="status" className="visually-hidden">
      {message}
    </div>
  );
}
