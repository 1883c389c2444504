import { z } from 'zod';
import { emailField } from './fields';

/** The footer's newsletter form: one address. */
export const newsletterRequestSchema = z.object({ email: emailField });

/**
 * The same `{ msg }` whether the address is new or already subscribed: the answer never says
 * which addresses are on the list.
 */
export const newsletterResponseSchema = z.object({ msg: z.string() });
