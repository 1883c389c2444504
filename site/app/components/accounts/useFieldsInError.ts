import { useState } from 'react';

/**
 * The fields a form's message is about (WCAG 3.3.1): each is marked invalid and described by the
 * message (the `NoticeBox` with id `noticeId`) until the form is sent again, so a screen reader
 * user who lands on one hears what is wrong with it.
 */
export function useFieldsInError<Name extends string>(noticeId: string) {
  const [fields, setFields] = useState<readonly Name[]>([]);
  return {
    mark: (...names: Name[]) => setFields(names),
    clear: () => setFields([]),
    /** Props for a form-kit control: `invalid` and the message's id while `name` is marked. */
    propsFor: (name: Name) =>
      fields.includes(name) ? { invalid: true, 'aria-describedby': noticeId } : {},
  };
}
