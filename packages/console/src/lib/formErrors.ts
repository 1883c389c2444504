import type { FormError } from '@corvane/ui';
import { useCallback, useState } from 'react';

// A form's errors, from a contract schema's issues or the server's refusal, kept by field: each
// field shows its own, and the summary above the form links to each.

/** A zod result's issues, as the form shows them: each field's first message, in field order. */
export interface CheckedForm<T> {
  value?: T;
  /** Field name → its message. */
  fields: Record<string, string>;
  /** For the ErrorSummary: each message linked to its field's id. */
  summary: FormError[];
}

/** A schema's issue: the path of what it is about, and the words to show. */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Checks `input` with a contract schema (the server's own rules and words) and lays out the
 * messages for a form whose field `name` has the id `idOf(name)`. Paths below a field
 * (`responsibilities.2`) are kept whole, so a list's entries each have their own message.
 */
export function checkForm<T>(
  schema: {
    safeParse: (
      input: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: Issue[] } };
  },
  input: unknown,
  idOf: (name: string) => string,
): CheckedForm<T> {
  const result = schema.safeParse(input);
  if (result.success) return { value: result.data, fields: {}, summary: [] };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.') || 'form';
    fields[name] ??= issue.message;
  }
  const summary = Object.entries(fields).map(([name, message]) => ({
    message,
    ...(name === 'form' ? {} : { fieldId: idOf(name) }),
  }));
  return { fields, summary };
}

/** A form's last check: its messages, and how many checks there have been (the summary's key). */
export interface Checked {
  fields: Record<string, string>;
  summary: FormError[];
  attempt: number;
}

/**
 * The messages a form shows from its last check. `show` counts a check, so the summary is heard
 * again even when its words are the same; `clear` empties them without counting one.
 */
export function useChecked() {
  const [checked, setChecked] = useState<Checked>({ fields: {}, summary: [], attempt: 0 });
  const show = useCallback(
    ({ fields, summary }: Pick<Checked, 'fields' | 'summary'>) =>
      setChecked((last) => ({ fields, summary, attempt: last.attempt + 1 })),
    [],
  );
  const clear = useCallback(
    () => setChecked((last) => ({ fields: {}, summary: [], attempt: last.attempt })),
    [],
  );
  return { checked, show, clear };
}

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** The first message for each field of `names`, from a schema's issues. */
export function errorsByField<Name extends string>(
  issues: readonly Issue[],
  names: readonly Name[],
): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const issue of issues) {
    const name = names.find((each) => each === issue.path[0]);
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return errors;
}

/** The summary's list: the fields' errors in the form's order, each linked to its control. */
export function summaryOf<Name extends string>(
  errors: FieldErrors<Name>,
  controlIds: Record<Name, string>,
  formWide: readonly string[] = [],
): FormError[] {
  const fields = (Object.keys(controlIds) as Name[])
    .filter((name) => errors[name])
    .map((name) => ({ fieldId: controlIds[name], message: errors[name] }));
  return [...fields, ...formWide.map((message) => ({ message }))];
}
