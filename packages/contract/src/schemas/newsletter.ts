import { z } from 'zod';
import { emailField } from './fields';
import { msgResponseSchema } from './user';

/** The footer's newsletter form: one address. */
export const newsletterRequestSchema = z
  .object({ email: emailField })
  .meta({ id: 'NewsletterRequest' });

/**
 * The same `{ msg }` whether the address is new or already subscribed: the answer never says
 * which addresses are on the list.
 */
export const newsletterResponseSchema = msgResponseSchema;

/** The token of a link in a newsletter mail (confirm or unsubscribe). */
export const newsletterTokenRequestSchema = z
  .object({
    token: z
      .string({ error: 'This link is missing its code.' })
      .min(1, 'This link is missing its code.')
      .max(200, 'This link is not valid.')
      .describe('The `token` of the link in the mail.'),
  })
  .meta({ id: 'NewsletterTokenRequest' });
