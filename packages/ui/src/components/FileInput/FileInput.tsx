import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type InputHTMLAttributes,
} from 'react';
import { cx } from '../../lib/cx';
import { LiveRegion } from '../Announcer/LiveRegion';
import { useFieldControl, type FieldControlProps } from '../Field/Field';
import { joinIds } from '../../lib/fieldIds';
import { mergeRefs } from '../../lib/mergeRefs';
import { checkFile, describeAccept, formatBytes, type FileRejection } from './fileTypes';

export interface FileInputProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'multiple'>,
    FieldControlProps {
  /** Accepted types, as for a native input: ".pdf,.doc,.docx". Also checked on drop. */
  accept?: string;
  /** Largest file in bytes; stated up front and checked. No limit when not given. */
  maxSize?: number;
  /** The chosen file (picked or dropped), or null when it is removed or refused. */
  onFileChange?: (file: File | null) => void;
  /** A file that was refused, and why. */
  onFileReject?: (file: File, reason: FileRejection) => void;
  chooseText?: string;
  noFileText?: string;
  dropText?: string;
  removeText?: string;
  /** The "or" that joins the last two types in the accepted-types line. */
  orText?: string;
  acceptedText?: (types: string, maxSize: string | undefined) => string;
  typeErrorText?: (types: string) => string;
  sizeErrorText?: (maxSize: string) => string;
}

const defaultAccepted = (types: string, max: string | undefined) =>
  [types && `Accepted file types: ${types}.`, max && `Maximum size ${max}.`]
    .filter(Boolean)
    .join(' ');

/**
 * One file, chosen with the platform's picker (keyboard: Tab to it, Enter or Space opens it) or
 * dropped on the zone. The accepted types and size are stated before choosing; the chosen name is
 * shown and announced. `className` goes on the outer zone; the ref and other props on the input.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  {
    className,
    accept,
    maxSize,
    onFileChange,
    onFileReject,
    onChange,
    chooseText = 'Choose file',
    noFileText = 'No file chosen',
    dropText = 'or drop it here',
    removeText = 'Remove',
    orText = 'or',
    acceptedText = defaultAccepted,
    typeErrorText = (types) => `The selected file must be a ${types}`,
    sizeErrorText = (max) => `The selected file must be smaller than ${max}`,
    ...props
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const control = useFieldControl(props);
  const inputId = control.id ?? `cv-file${baseId.replace(/:/g, '')}`;
  const [fileName, setFileName] = useState<string | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // Each outcome is said from where it shows (the status and the refusal are live regions in the
  // page before it): a count of each renders its words anew, so the same words are said again.
  const [statuses, setStatuses] = useState(0);
  const [refusals, setRefusals] = useState(0);

  const types = describeAccept(accept, orText);
  const maxText = maxSize !== undefined ? formatBytes(maxSize) : undefined;
  const accepted = acceptedText(types, maxText);
  const ids = {
    accepted: `${inputId}-accepted`,
    status: `${inputId}-status`,
    reject: `${inputId}-reject`,
  };

  // A form reset empties the native input; show that too.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onReset = () => {
      setFileName(null);
      setRejection(null);
    };
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, []);

  const take = (file: File | undefined, files?: FileList) => {
    const input = inputRef.current;
    if (!file) {
      // Said only when a file was there: a picker closed without a choice changes nothing.
      if (fileName !== null) setStatuses((count) => count + 1);
      setFileName(null);
      onFileChange?.(null);
      return;
    }
    const reason = checkFile(file, accept, maxSize);
    if (reason) {
      if (input) input.value = '';
      const why = reason === 'type' ? typeErrorText(types) : sizeErrorText(maxText ?? '');
      setFileName(null);
      setRejection(why);
      setRefusals((count) => count + 1);
      onFileReject?.(file, reason);
      onFileChange?.(null);
      return;
    }
    // A dropped file goes into the native input too, so a plain form post includes it.
    if (files && input) input.files = files;
    setRejection(null);
    setFileName(file.name);
    setStatuses((count) => count + 1);
    onFileChange?.(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (control.disabled) return;
    take(event.dataTransfer.files[0], event.dataTransfer.files);
  };

  const remove = () => {
    const input = inputRef.current;
    if (input) {
      input.value = '';
      input.focus();
    }
    take(undefined);
  };

  return (
    // The zone only receives drops, a mouse extra; the input inside is the keyboard path.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={cx(
        'cv-file',
        dragging && 'cv-file--dragging',
        control.disabled && 'cv-file--disabled',
        className,
      )}
      onDragOver={(event) => {
        event.preventDefault();
        if (!control.disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {accepted ? (
        <p id={ids.accepted} className="cv-file__accepted">
          {accepted}
        </p>
      ) : null}
      <div className="cv-file__row">
        <input
          ref={mergeRefs(inputRef, ref)}
          type="file"
          accept={accept}
          className="cv-file__input"
          {...control}
          id={inputId}
          aria-invalid={control['aria-invalid'] ?? (rejection ? true : undefined)}
          aria-describedby={joinIds(
            control['aria-describedby'],
            accepted && ids.accepted,
            ids.status,
            rejection && ids.reject,
          )}
          onChange={(event) => {
            onChange?.(event);
            take(event.target.files?.[0]);
          }}
        />
        <label htmlFor={inputId} className="cv-file__button">
          {chooseText}
        </label>
        <span id={ids.status} className="cv-file__status" aria-live="polite">
          <span key={statuses}>{fileName ?? noFileText}</span>
        </span>
        {fileName ? (
          <button
            type="button"
            className="cv-file__remove"
            // Named with the file; the name itself shows once, in the status.
            aria-label={`${removeText} ${fileName}`}
            onClick={remove}
          >
            {removeText}
          </button>
        ) : (
          <span className="cv-file__drop" aria-hidden="true">
            {dropText}
          </span>
        )}
      </div>
      <LiveRegion assertive>
        {rejection ? (
          <p key={refusals} id={ids.reject} className="cv-file__reject">
            {rejection}
          </p>
        ) : null}
      </LiveRegion>
    </div>
  );
});
