import { useState } from "react";
import Form from "react-bootstrap/Form";
import { countWords } from "../../../shared/word-count";
import { WordCounter } from "../../components/word-counter";

interface ToolTextAreaProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  limit: number;
  /** The message shown when the text is (or would be) over the limit. */
  overLimitMessage: string;
  /**
   * true: an edit that would go over the limit is refused and the box keeps its text (Detect).
   * false: the text is accepted and flagged; the caller disables its button (Humanizer, Improver).
   */
  refuseOverLimit: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/** A tool's text box with its word counter and progress bar (the tools' 80%/100% colour rules). */
export function ToolTextArea({
  id,
  label,
  value,
  onChange,
  limit,
  overLimitMessage,
  refuseOverLimit,
  disabled,
  placeholder,
}: ToolTextAreaProps) {
  const [refused, setRefused] = useState(false);
  const words = countWords(value);
  const over = words > limit;

  const accept = (next: string) => {
    if (refuseOverLimit && countWords(next) > limit) {
      setRefused(true);
      return;
    }
    setRefused(false);
    onChange(next);
  };

  const feedbackId = `${id}-feedback`;
  const showFeedback = refused || over;
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label className="fw-semibold">{label}</Form.Label>
      <Form.Control
        as="textarea"
        className="dashboard-textarea mb-2"
        rows={10}
        value={value}
        onChange={(event) => accept(event.target.value)}
        disabled={disabled}
        placeholder={placeholder}
        isInvalid={over}
        aria-invalid={over || undefined}
        aria-describedby={`${id}-counter${showFeedback ? ` ${feedbackId}` : ""}`}
        spellCheck
      />
      <WordCounter id={`${id}-counter`} words={words} limit={limit} rules="tools" />
      <div id={feedbackId} className="small text-danger mt-1" role="alert" style={{ minHeight: "1.5em" }}>
        {showFeedback ? overLimitMessage : ""}
      </div>
    </Form.Group>
  );
}
