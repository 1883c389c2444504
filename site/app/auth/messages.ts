import { ApiError } from '@corvane/contract/client';

/** A message a screen shows above its form. */
export type Notice = { tone: 'success' | 'error' | 'info'; text: string };

/** A green notice for the server's message, or none when the reply carried no message. */
export function successNotice(text: string | undefined): Notice | null {
  return text ? { tone: 'success', text } : null;
}

/**
 * The text to show for a failed call. The client already picked it in spec section 8's order
 * (the first errors[].msg, else msg, else the call's default); anything else is a fault of ours.
 */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
