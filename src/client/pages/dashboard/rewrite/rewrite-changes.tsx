import { useMemo } from "react";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import { changedPlaces, wordDiff } from "./word-diff";

/**
 * What the Humanizer changed, word by word, folded away under a summary: a
 * reader checks that the meaning is kept without hunting through two texts.
 */
export function RewriteChanges({ before, after }: { before: string; after: string }) {
  const parts = useMemo(() => wordDiff(before, after), [before, after]);
  return (
    <details className="mt-3" data-testid="humanizer-changes">
      <summary className="small">{CLIENT_MESSAGES.humanizerChanges(changedPlaces(parts))}</summary>
      <div className="dashboard-diff-box small mt-2">
        {parts.map((part, index) => {
          if (part.kind === "same") return <span key={index}>{part.text}</span>;
          // The space after a changed run stays outside the mark, so the line does not run on into the next word.
          const [, words = "", space = ""] = /^(.*?)(\s*)$/s.exec(part.text) ?? [];
          const removed = part.kind === "removed";
          const Mark = removed ? "del" : "ins";
          // Screen readers mostly do not announce del and ins, so each mark says what it is.
          return (
            <span key={index}>
              <Mark className={removed ? "text-danger" : "text-success"}>
                <span className="visually-hidden">{removed ? "removed: " : "added: "}</span>
                {words}
              </Mark>
              {space}
            </span>
          );
        })}
      </div>
    </details>
  );
}
