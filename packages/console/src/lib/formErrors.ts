import type { FormError } from '@corvane/ui';

/** A zod result's issues, as the form shows them: each field's first message, in field order. */
export interface CheckedForm<T> {
  value?: T;
  /** Field name → its message. */
  fields: Record<string, string>;
  /** For the ErrorSummary: each message linked to its field's id. */
  summary: FormError[];
}

interface Issue {
  path: PropertyKey[];
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
