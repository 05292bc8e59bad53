import { useState } from "react";
import { useInvalidFields, type FormProblem } from "../../lib/use-invalid-fields";
import { useAuthToast } from "./use-auth-toast";

/**
 * An account form's text values and its client checks. `order` lists every
 * control a problem may name, in page order; `Text` are those of them typed
 * into a TextField (a checkbox keeps its own state).
 */
export function useAuthForm<Field extends string, Text extends Field>(
  initial: Record<Text, string>,
  order: readonly Field[],
  problemIn: (values: Record<Text, string>) => FormProblem<Field> | null,
) {
  const toast = useAuthToast();
  const [values, setValues] = useState(initial);
  const invalid = useInvalidFields(order);

  /** Spread onto the field's TextField. */
  const textField = (key: Text) => ({
    value: values[key],
    onChange: (value: string) => setValues((current) => ({ ...current, [key]: value })),
    required: true,
    ...invalid.fieldProps(key),
  });

  /** True when the form may be sent; otherwise the problem is toasted and its fields are marked. */
  const passesChecks = () => {
    const problem = problemIn(values);
    invalid.flag(problem?.fields ?? []);
    if (problem) toast(problem.message, "danger");
    return !problem;
  };

  return { values, textField, fieldProps: invalid.fieldProps, passesChecks };
}
