import { announce, Button, Checkbox } from '@corvane/ui';
import { useMemo, useState } from 'react';

/**
 * The ten recovery codes, shown this once: for signing in when the phone is lost or not at hand.
 * The person says they have kept them before going on.
 */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [kept, setKept] = useState(false);
  const [reminded, setReminded] = useState(false);
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      announce('Recovery codes copied.', 'polite');
    } catch {
      announce('The codes could not be copied: select them and copy them yourself.', 'assertive');
    }
  };
  const download = useMemo(
    () => URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' })),
    [text],
  );
  return (
    <>
      <p>
        Your authenticator app is set up. If you lose your phone, each of these codes signs you in
        once instead of the app. They are shown only now: keep them somewhere safe, such as a
        password manager.
      </p>
      <ul className="sign-in__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="console-form__actions">
        <Button variant="outline" onClick={() => void copy()}>
          Copy the codes
        </Button>
        <Button variant="outline" href={download} download="corvane-staff-recovery-codes.txt">
          Download as a text file
        </Button>
      </div>
      <div className="console-form sign-in__kept">
        <Checkbox
          label="I have kept these codes somewhere safe"
          checked={kept}
          onChange={(event) => setKept(event.target.checked)}
          error={reminded && !kept ? 'Tick this once you have kept the codes.' : undefined}
        />
        <div className="console-form__actions">
          <Button
            onClick={() => {
              if (kept) onDone();
              else setReminded(true);
            }}
          >
            Continue to the console
          </Button>
        </div>
      </div>
    </>
  );
}
