// Validators of the URL state the back-office screens share: a malformed value falls back to "absent".
import { z } from 'zod';

export const optionalId = z
  .string()
  .regex(/^[0-9a-f]{24}$/)
  .optional()
  .catch(undefined);

export const optionalText = z.string().max(200).optional().catch(undefined);

/** One-based page number, as people read it in the address bar. */
export const optionalPage = z.coerce.number().int().min(1).max(10_000).optional().catch(undefined);

/** A calendar day, YYYY-MM-DD. */
export const optionalDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
