import { z } from 'zod';

export const ZFieldError = z.object({ field: z.string(), reason: z.string() });
export type TFieldError = z.infer<typeof ZFieldError>;

/** The answer to a body that failed validation: one entry per offending field. */
export const ZInvalidAnswer = z.object({ status: z.literal('invalid'), errors: z.array(ZFieldError) });
export type TInvalidAnswer = z.infer<typeof ZInvalidAnswer>;

/** Turns a zod error into the `invalid` answer; the field is the dotted path (`body` at the root). */
export function invalidAnswer(error: z.ZodError): TInvalidAnswer {
  return {
    status: 'invalid',
    errors: error.issues.map((issue) => ({
      field: issue.path.length > 0 ? issue.path.map(String).join('.') : 'body',
      reason: issue.code === 'unrecognized_keys' ? `unknown field: ${issue.keys.join(', ')}` : issue.message,
    })),
  };
}
