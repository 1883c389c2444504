import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { useFieldControl, type FieldControlProps } from '../Field/Field';

export interface TextareaProps
  extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldControlProps {
  /** Whether the visitor may drag the height (default) or not. */
  resize?: 'vertical' | 'none';
}

/** A multi-line text input (cover letters, messages). Use it in a `Field`. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, rows = 3, resize = 'vertical', ...props },
  ref,
) {
  const control = useFieldControl(props);
  return (
    <textarea
      ref={ref}
      rows={rows}
      className={cx(
        'cv-input cv-input--full cv-textarea',
        resize === 'none' && 'cv-textarea--fixed',
        className,
      )}
      {...control}
    />
  );
});
