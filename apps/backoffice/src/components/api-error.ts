import { reasonMessage } from '../i18n/reasons.messages';

/** The translation key for a failed API call: its reason when the catalogue explains it, else its status. */
export function apiErrorKey(error: unknown): string {
  const body = (error as { body?: { status?: string; reason?: string } })?.body;
  const reason = body?.reason ? reasonMessage(body.reason) : undefined;
  if (reason?.startsWith('app.reasons.')) return reason;
  if (body?.status) return `app.errors.${body.status}`;
  const message = (error as { message?: unknown })?.message;
  return typeof message === 'string' && message.startsWith('app.errors.') ? message : 'app.errors.error';
}
