import { useCallback, useRef, useState } from "react";

/** A refused form: the message the spec shows (in a toast) and the fields it is about. */
export interface FormProblem<Field extends string> {
  message: string;
  fields: Field[];
}

/**
 * The fields the last submit found wanting. A toast disappears; the fields stay
 * marked (aria-invalid, Bootstrap's red border) until edited, and the first of
 * them, in the order given, takes focus so the user starts where the problem is.
 */
export function useInvalidFields<Field extends string>(order: readonly Field[]) {
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const elements = useRef(new Map<Field, HTMLElement | null>());

  const flag = useCallback(
    (fields: readonly Field[]) => {
      setInvalid(new Set(fields));
      const first = order.find((field) => fields.includes(field));
      if (first) elements.current.get(first)?.focus();
    },
    [order],
  );

  const clear = useCallback(() => setInvalid(new Set()), []);

  /** Spread onto the field's control; editing it takes the mark away. */
  const fieldProps = (field: Field) => ({
    ref: (element: HTMLElement | null) => {
      elements.current.set(field, element);
    },
    isInvalid: invalid.has(field),
    "aria-invalid": invalid.has(field) || undefined,
    onInput: () =>
      setInvalid((current) => {
        if (!current.has(field)) return current;
        const next = new Set(current);
        next.delete(field);
        return next;
      }),
  });

  return { flag, clear, fieldProps, isInvalid: (field: Field) => invalid.has(field) };
}
