import type { ApplicationStatusName } from '@corvane/contract';
import { Alert, Button, RadioGroup } from '@corvane/ui';
import { useState, type FormEvent } from 'react';
import { staffApi } from '../../api/staffApi';
import { STATUS_OPTIONS, STATUS_WORDS, isStatus } from './statuses';

interface StatusFormProps {
  applicationId: string;
  status: ApplicationStatusName;
  /** The server has saved a new status. */
  onSaved: (status: ApplicationStatusName) => void;
}

type Outcome = { tone: 'success' | 'info' | 'error'; text: string; occurrence: number };

/** The application's place in the pipeline: one of six, saved with a button, the outcome heard. */
export function StatusForm({ applicationId, status, onSaved }: StatusFormProps) {
  const [choice, setChoice] = useState<ApplicationStatusName>(status);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const tell = (tone: Outcome['tone'], text: string) =>
    setOutcome((before) => ({ tone, text, occurrence: (before?.occurrence ?? 0) + 1 }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (choice === status) {
      tell('info', `The status is already ${STATUS_WORDS[status]}.`);
      return;
    }
    setSaving(true);
    try {
      const saved = await staffApi.put<{ status: ApplicationStatusName }>(
        `/applications/${encodeURIComponent(applicationId)}/status`,
        { status: choice },
      );
      onSaved(saved.status);
      setChoice(saved.status);
      tell('success', `Status changed to ${STATUS_WORDS[saved.status]}.`);
    } catch (error) {
      tell('error', `The status was not changed. ${(error as Error).message}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="console-form application-status" onSubmit={(event) => void save(event)}>
      {outcome ? (
        // A new key for each outcome: the same words, said again.
        <Alert key={outcome.occurrence} tone={outcome.tone}>
          {outcome.text}
        </Alert>
      ) : null}
      <RadioGroup
        legend="Status"
        legendHidden
        hint={`Now: ${STATUS_WORDS[status]}.`}
        orientation="horizontal"
        options={STATUS_OPTIONS}
        value={choice}
        onValueChange={(value) => {
          if (isStatus(value)) setChoice(value);
        }}
      />
      <div className="console-form__actions">
        <Button type="submit" loading={saving}>
          Save status
        </Button>
      </div>
    </form>
  );
}
