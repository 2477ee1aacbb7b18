/** The outcome of a form's last submit, read out to screen readers as it appears. */
export function FormResult({ result }: { result: { tone: 'success' | 'error'; text: string } | null }) {
  if (!result) return <p role="status" aria-live="polite" className="sr-only" />;
  const tone =
    result.tone === 'success'
      ? 'border-emerald-400/40 bg-emerald-400/10 text-emerald-100'
      : 'border-rose-400/40 bg-rose-400/10 text-rose-100';
  return (
    <p
      role="status"
      aria-live="polite"
      data-result={result.tone}
      className={`rounded-xl border px-4 py-3 text-sm ${tone}`}
    >
      {result.text}
    </p>
  );
}

export type Result = { tone: 'success' | 'error'; text: string } | null;
