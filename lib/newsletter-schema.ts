import { z } from 'zod';
import { NEWSLETTER_HONEYPOT, newsletterEmailError, normaliseNewsletterEmail } from './newsletter';

/** A posted address, normalised (`normaliseNewsletterEmail`) and checked by the same rules as the form (`newsletterEmailError`). */
export const newsletterEmailSchema = z
  .string()
  .transform(normaliseNewsletterEmail)
  .superRefine((address, context) => {
    const message = newsletterEmailError(address);
    if (message) context.addIssue({ code: 'custom', message });
  });

/** A sign-up as posted: the address and the honeypot (empty from people). */
export const newsletterSignupSchema = z.object({
  email: z.string(),
  [NEWSLETTER_HONEYPOT]: z.string().optional(),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;
