import type { ApplicationField } from './applicationState';
import { Field } from '../Field';
import { FileInput } from '../FileInput';
import { Select } from '../Select';
import { Textarea, TextInput } from '../TextField';
import { RESUME_ACCEPT, VISA_STATUS_OPTIONS, type JobApplicationTexts } from './texts';

const visaOptions = VISA_STATUS_OPTIONS.map((value) => ({ value }));

interface ApplicationFieldsProps {
  texts: JobApplicationTexts;
  errors: Partial<Record<ApplicationField, string>>;
}

/** The fields of spec sections 3 and 5, named as the server's multipart form expects them. */
export function ApplicationFields({ texts, errors }: ApplicationFieldsProps) {
  return (
    <>
      <div className="cv-job-application__row">
        <Field label={texts.firstName} error={errors.firstName} required>
          <TextInput name="firstName" autoComplete="given-name" />
        </Field>
        <Field label={texts.lastName} error={errors.lastName} required>
          <TextInput name="lastName" autoComplete="family-name" />
        </Field>
      </div>
      <div className="cv-job-application__row">
        <Field label={texts.email} error={errors.email} required>
          <TextInput name="email" type="email" autoComplete="email" spellCheck={false} />
        </Field>
        <Field label={texts.phone} error={errors.phone} required>
          <TextInput name="phone" type="tel" autoComplete="tel" />
        </Field>
      </div>
      <Field label={texts.visaStatus} error={errors.visaStatus} required>
        <Select
          name="visaStatus"
          placeholder={texts.visaStatusPlaceholder}
          options={visaOptions}
          defaultValue=""
        />
      </Field>
      <Field label={texts.resume} error={errors.resume} required>
        <FileInput name="resume" accept={RESUME_ACCEPT} />
      </Field>
      <Field label={texts.coverLetter} optional optionalText={texts.optional}>
        <Textarea name="coverLetter" rows={3} />
      </Field>
    </>
  );
}
