import type { ReactNode, Ref } from "react";
import Form from "react-bootstrap/Form";
import type { FormControlProps } from "react-bootstrap/FormControl";

interface TextFieldProps extends Omit<FormControlProps, "className" | "value" | "onChange" | "children"> {
  controlId: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The group's classes: "mb-3" unless given; null for none, e.g. on a dialog's last field, which the body already pads. */
  className?: string | null;
  /** Reaches the input, so that useInvalidFields can focus the first refused field. */
  ref?: Ref<HTMLInputElement>;
  /** Rendered after the input: a Form.Text hint or a Form.Control.Feedback. */
  children?: ReactNode;
}

/** The labelled input group that every form repeated by hand; any other prop (type, autoComplete, invalid.fieldProps...) goes to the input. */
export function TextField({ controlId, label, value, onChange, className = "mb-3", children, ...control }: TextFieldProps) {
  return (
    <Form.Group className={className ?? undefined} controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...control} value={value} onChange={(e) => onChange(e.target.value)} />
      {children}
    </Form.Group>
  );
}
