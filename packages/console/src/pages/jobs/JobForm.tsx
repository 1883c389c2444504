import type { StaffJob, StaffJobRequest } from '@corvane/contract';
import { Alert, Button, ErrorSummary, Field, Select, Textarea, TextInput } from '@corvane/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { StaffApiError } from '../../api/staffApi';
import {
  checkJob,
  EMPLOYMENT_TYPES,
  entryId,
  FIELD_IDS,
  serverProblems,
  valuesOf,
  type ListEntry,
  type ListName,
  type Problems,
} from './jobFormValues';
import { JobPreview, type JobStanding } from './JobPreview';
import { ListField } from './ListField';
import './JobForm.css';

interface JobFormProps {
  /** The job as saved, to edit; none for a new one. */
  job?: StaffJob;
  submitLabel: string;
  /** Where the job stands (for the preview's note). */
  standing: JobStanding;
  /** Sends the job; a StaffApiError it throws is shown, and the form keeps what was typed. */
  onSave: (job: StaffJobRequest) => Promise<void>;
}

const NO_PROBLEMS: Problems = { errors: {}, summary: [] };

/**
 * A job's fields (spec section 3), checked on submit with the server's own schema: problems in
 * an error summary that takes focus, and on each field; the server's refusals the same way. The
 * preview beside it (below it on a phone) follows what is typed.
 */
export function JobForm({ job, submitLabel, standing, onSave }: JobFormProps) {
  const [initial] = useState(() => valuesOf(job));
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState(NO_PROBLEMS);
  // A new key each failed submit, so the summary takes focus again.
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { errors } = problems;

  const set =
    (name: 'title' | 'employmentType' | 'location' | 'salaryRange' | 'overview') =>
    (event: { target: { value: string } }) =>
      setValues((old) => ({ ...old, [name]: event.target.value }));

  const changeList = (list: ListName, entries: ListEntry[]) => {
    setValues((old) => ({ ...old, [list]: entries }));
    // A removed entry takes its problem with it: the summary links only to what is there.
    const gone = values[list]
      .filter((entry) => !entries.some((kept) => kept.key === entry.key))
      .map((entry) => entryId(list, entry));
    if (gone.some((id) => errors[id]))
      setProblems((old) => ({
        errors: Object.fromEntries(Object.entries(old.errors).filter(([id]) => !gone.includes(id))),
        summary: old.summary.filter((error) => !error.fieldId || !gone.includes(error.fieldId)),
      }));
  };

  const refuse = (found: Problems) => {
    setProblems(found);
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const checked = checkJob(values);
    if (checked.problems) {
      refuse(checked.problems);
      return;
    }
    setProblems(NO_PROBLEMS);
    setSaving(true);
    try {
      await onSave(checked.job);
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 400)
        refuse(
          serverProblems(
            values,
            error.problems.length ? error.problems : [{ path: '', message: error.message }],
          ),
        );
      else setFailure((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  // A job saved with a kind of its own keeps it as a choice.
  const types =
    EMPLOYMENT_TYPES.includes(initial.employmentType) || !initial.employmentType
      ? EMPLOYMENT_TYPES
      : [...EMPLOYMENT_TYPES, initial.employmentType];

  return (
    <div className="job-editor">
      <form className="console-form job-editor__form" noValidate onSubmit={(e) => void submit(e)}>
        <ErrorSummary key={attempt} errors={problems.summary} />
        <Field label="Title" id={FIELD_IDS.title} error={errors[FIELD_IDS.title]}>
          <TextInput value={values.title} onChange={set('title')} autoComplete="off" />
        </Field>
        <Field
          label="Employment type"
          id={FIELD_IDS.employmentType}
          error={errors[FIELD_IDS.employmentType]}
          className="job-editor__short"
        >
          <Select
            placeholder="Choose a type"
            options={types.map((type) => ({ value: type }))}
            value={values.employmentType}
            onChange={set('employmentType')}
          />
        </Field>
        <Field
          label="Location"
          hint="For example: London, Hybrid (Manchester), or Remote (UK)."
          id={FIELD_IDS.location}
          error={errors[FIELD_IDS.location]}
        >
          <TextInput value={values.location} onChange={set('location')} autoComplete="off" />
        </Field>
        <Field
          label="Salary range"
          optional
          hint="For example: £45,000 to £55,000 a year. Left blank, the job shows no salary."
          id={FIELD_IDS.salaryRange}
          error={errors[FIELD_IDS.salaryRange]}
        >
          <TextInput value={values.salaryRange} onChange={set('salaryRange')} autoComplete="off" />
        </Field>
        <Field
          label="Overview"
          hint="The role in a few sentences. The careers page's card shows its first four lines."
          id={FIELD_IDS.overview}
          error={errors[FIELD_IDS.overview]}
        >
          <Textarea rows={6} value={values.overview} onChange={set('overview')} />
        </Field>
        <ListField
          list="responsibilities"
          legend="Responsibilities"
          singular="responsibility"
          hint="What the person will do: each one is a bullet point in the job's details. Blank entries are left out."
          entries={values.responsibilities}
          onChange={(responsibilities) => changeList('responsibilities', responsibilities)}
          errors={errors}
        />
        <ListField
          list="qualifications"
          legend="Qualifications"
          singular="qualification"
          hint="What the person needs: each one is a bullet point in the job's details. Blank entries are left out."
          entries={values.qualifications}
          onChange={(qualifications) => changeList('qualifications', qualifications)}
          errors={errors}
        />
        {/* Beside the button pressed, where the person is when the call fails. */}
        {failure ? (
          <Alert tone="error" title="The job was not saved.">
            {failure} What you typed is still here.
          </Alert>
        ) : null}
        <div className="console-form__actions">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          <Button variant="ghost" asChild>
            <Link to="/jobs">Cancel</Link>
          </Button>
        </div>
      </form>
      <JobPreview values={values} standing={standing} />
    </div>
  );
}
