import { Button, Field, LiveRegion, TextInput } from '@corvane/ui';
import { useEffect, useRef, useState } from 'react';
import {
  entryId,
  MAX_ENTRIES,
  newEntry,
  type FieldErrors,
  type ListEntry,
  type ListName,
} from './jobFormValues';

interface ListFieldProps {
  list: ListName;
  /** "Responsibilities": the group's legend. */
  legend: string;
  /** "responsibility": each entry's name, and the buttons'. */
  singular: string;
  hint: string;
  entries: ListEntry[];
  onChange: (entries: ListEntry[]) => void;
  errors: FieldErrors;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A list edited one entry at a time (GOV.UK's "add another"): an input per entry, "Add a
 * responsibility" under them, and "Remove" beside each while there is more than one. A new entry
 * takes focus; after a removal focus goes to the entry now in its place (or the one before), and
 * the removal is said.
 */
export function ListField({
  list,
  legend,
  singular,
  hint,
  entries,
  onChange,
  errors,
}: ListFieldProps) {
  const inputs = useRef(new Map<number, HTMLInputElement>());
  // The entry to focus once it is in the page (added, or in the place of one removed).
  const focusNext = useRef<number | null>(null);
  const [said, setSaid] = useState('');
  const hintId = `job-${list}-hint`;
  const Name = capitalised(singular);

  useEffect(() => {
    if (focusNext.current === null) return;
    inputs.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const add = () => {
    const entry = newEntry();
    onChange([...entries, entry]);
    focusNext.current = entry.key;
    setSaid('');
  };

  const remove = (index: number) => {
    const rest = entries.filter((_, at) => at !== index);
    onChange(rest);
    focusNext.current = rest[Math.min(index, rest.length - 1)]!.key;
    setSaid(
      `${Name} ${index + 1} removed. ${rest.length} ${rest.length === 1 ? singular : legend.toLowerCase()} left.`,
    );
  };

  return (
    <fieldset className="job-list" aria-describedby={hintId}>
      <legend className="job-list__legend">{legend}</legend>
      <p id={hintId} className="job-list__hint">
        {hint}
      </p>
      <ol className="job-list__entries">
        {entries.map((entry, index) => {
          const id = entryId(list, entry);
          return (
            <li key={entry.key} className="job-list__entry">
              <Field label={`${Name} ${index + 1}`} id={id} error={errors[id]}>
                <TextInput
                  ref={(element) => {
                    if (element) inputs.current.set(entry.key, element);
                    else inputs.current.delete(entry.key);
                  }}
                  value={entry.text}
                  onChange={(event) =>
                    onChange(
                      entries.map((each) =>
                        each.key === entry.key ? { ...each, text: event.target.value } : each,
                      ),
                    )
                  }
                />
              </Field>
              {entries.length > 1 ? (
                <Button variant="ghost" className="job-list__remove" onClick={() => remove(index)}>
                  Remove<span className="cv-visually-hidden"> {`${singular} ${index + 1}`}</span>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {entries.length < MAX_ENTRIES ? (
        <Button variant="outline" className="job-list__add" onClick={add}>
          Add a {singular}
        </Button>
      ) : (
        <p className="job-list__hint">
          That is the most a job can list: {MAX_ENTRIES} {legend.toLowerCase()}.
        </p>
      )}
      <LiveRegion>{said ? <p className="cv-visually-hidden">{said}</p> : null}</LiveRegion>
    </fieldset>
  );
}
