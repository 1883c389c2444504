import { OtpForm } from '@corvane/ui';
import { api } from '../../auth/api';

interface OtpStepProps {
  email: string;
  /** Verified: back to sign-in with the server's message, when it sent one. */
  onVerified: (message: string | undefined) => void;
  /** A code was sent: the notice that asked for it has been acted on. */
  onCodeSent: () => void;
}

/**
 * The verify step (spec 2.12): the email the code went to, the code, Verify and Resend. The
 * server has just sent a code, so a new one can be asked for after the form's wait. Loaded only
 * when the step is reached.
 */
export default function OtpStep({ email, onVerified, onCodeSent }: OtpStepProps) {
  return (
    <OtpForm
      className="auth-form"
      email={email}
      onSubmit={async (otp) => {
        // The notice above ("Please enter the OTP…") is done with: a refusal then shows alone.
        onCodeSent();
        const reply = await api.verifyOtp({ email, otp });
        onVerified(reply.msg);
        return reply.msg;
      }}
      onResend={async () => (await api.resendOtp({ email })).msg}
    />
  );
}
