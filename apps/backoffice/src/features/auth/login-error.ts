/** The translation key and values for a failed sign-in or enrolment answer. */
export function loginErrorMessage(error: unknown): { key: string; values?: Record<string, unknown> } {
  const body = (error as { body?: { status?: string; retryAfter?: number } })?.body;
  switch (body?.status) {
    case 'pass':
    case 'blocked':
    case 'already':
      return { key: `auth.errors.${body.status}` };
    case 'time':
      return {
        key: 'auth.errors.time',
        values: { minutes: Math.max(1, Math.ceil((body.retryAfter ?? 900) / 60)) },
      };
    case 'invalid':
      return { key: 'auth.errors.pass' };
    default:
      return { key: 'app.errors.error' };
  }
}

/** True when the answer says the account must enrol an authenticator first. */
export function needsEnrolment(error: unknown): boolean {
  return (error as { body?: { status?: string } })?.body?.status === 'enrol';
}
