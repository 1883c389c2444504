import { Button, Field, Select, TextInput } from '@corvane/ui';
import type { FormEvent } from 'react';
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS } from './auditActions';
import type { AuditFilters } from './auditQuery';
import type { FieldErrors } from '../../lib/formErrors';

export type FilterName = keyof AuditFilters;

export const FILTER_IDS: Record<FilterName, string> = {
  actor: 'audit-actor',
  action: 'audit-action',
  target: 'audit-target',
  from: 'audit-from',
  to: 'audit-to',
};

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: AUDIT_ACTION_NAMES[action],
}));

interface AuditFilterFormProps {
  value: AuditFilters;
  onChange: (value: AuditFilters) => void;
  errors: FieldErrors<FilterName>;
  onApply: () => void;
  onClear: () => void;
}

/** The audit log's filters: applied together with one button, so the table loads once. */
export function AuditFilterForm({
  value,
  onChange,
  errors,
  onApply,
  onClear,
}: AuditFilterFormProps) {
  const set = (name: FilterName) => (text: string) => onChange({ ...value, [name]: text });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply();
  };

  return (
    <form className="audit-filters" noValidate onSubmit={submit} aria-label="Filter the audit log">
      <div className="audit-filters__grid">
        <Field
          label="Staff member’s email"
          id={FILTER_IDS.actor}
          hint="The whole address."
          error={errors.actor}
        >
          <TextInput
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={value.actor}
            onChange={(event) => set('actor')(event.target.value)}
          />
        </Field>
        <Field label="Action" id={FILTER_IDS.action} error={errors.action}>
          <Select
            placeholder="Any action"
            options={ACTION_OPTIONS}
            value={value.action}
            onChange={(event) => set('action')(event.target.value)}
          />
        </Field>
        <Field
          label="Target"
          id={FILTER_IDS.target}
          hint="job, staff, application or data_subject; add :id for one."
          error={errors.target}
        >
          <TextInput
            autoComplete="off"
            spellCheck={false}
            value={value.target}
            onChange={(event) => set('target')(event.target.value)}
          />
        </Field>
        <Field label="From" id={FILTER_IDS.from} hint="A day, in UTC." error={errors.from}>
          <TextInput
            type="date"
            value={value.from}
            onChange={(event) => set('from')(event.target.value)}
          />
        </Field>
        <Field label="To" id={FILTER_IDS.to} hint="To the end of that day." error={errors.to}>
          <TextInput
            type="date"
            value={value.to}
            onChange={(event) => set('to')(event.target.value)}
          />
        </Field>
        <div className="console-form__actions audit-filters__actions">
          <Button type="submit">Apply filters</Button>
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      </div>
    </form>
  );
}
