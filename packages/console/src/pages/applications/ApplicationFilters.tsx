import { Field, SearchField, Select, TextInput } from '@corvane/ui';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import type { ListAddress } from './listAddress';
import { STATUS_OPTIONS } from './statuses';
import type { JobChoice } from './useJobChoices';

/** How long typing pauses before the list is searched. */
const SEARCH_PAUSE_MS = 300;

interface ApplicationFiltersProps {
  list: ListAddress;
  jobs: JobChoice[];
  /** A filter changed: the list goes back to its first page. */
  onChange: (changes: Partial<ListAddress>) => void;
}

/**
 * The list's filters, each one applied as it changes. The search waits for a pause in typing
 * (or Enter); what is typed stays in the box whatever the list does meanwhile, and a search
 * the address brings (Back, a link) replaces it.
 */
export function ApplicationFilters({ list, jobs, onChange }: ApplicationFiltersProps) {
  const [text, setText] = useState(list.search);
  // The address's search when last looked at, and the last search this box put there.
  const [seen, setSeen] = useState({ address: list.search, sent: list.search });
  if (list.search !== seen.address) {
    setSeen({ address: list.search, sent: list.search });
    if (list.search !== seen.sent) setText(list.search);
  }

  const search = (words: string) => {
    if (words === list.search) return;
    setSeen((before) => ({ ...before, sent: words }));
    onChange({ search: words });
  };
  const searchAfterPause = useEffectEvent(() => search(text.trim()));
  useEffect(() => {
    const timer = setTimeout(searchAfterPause, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text.trim());
  };

  // A job in the address that is not among the jobs read (yet): still shown as chosen.
  const jobOptions =
    list.job && !jobs.some((job) => job.value === list.job)
      ? [...jobs, { value: list.job, label: 'The job in this address' }]
      : jobs;

  return (
    <form
      role="search"
      aria-label="Filter applications"
      className="console-filters"
      onSubmit={submit}
    >
      <Field label="Job">
        <Select
          value={list.job}
          placeholder="All jobs"
          options={jobOptions}
          onChange={(event) => onChange({ job: event.target.value })}
        />
      </Field>
      <Field label="Status">
        <Select
          value={list.status}
          placeholder="Any status"
          options={STATUS_OPTIONS}
          onChange={(event) => onChange({ status: event.target.value as ListAddress['status'] })}
        />
      </Field>
      <Field label="Received from" className="applications-filters__day">
        <TextInput
          type="date"
          value={list.from}
          max={list.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </Field>
      <Field label="Received to" className="applications-filters__day">
        <TextInput
          type="date"
          value={list.to}
          min={list.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </Field>
      <SearchField
        className="applications-filters__search"
        label="Search by name or email"
        hint="The start of a first name, last name or email address."
        value={text}
        onValueChange={setText}
      />
    </form>
  );
}
