import type { FormError } from '@corvane/ui';

// A form's errors, from a schema's issues or the server's refusal, kept by field: each field
// shows its own, and the summary above the form links to each.

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

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
