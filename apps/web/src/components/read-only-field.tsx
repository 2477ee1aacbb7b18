/** One label and value of a description list; `-` until the value is known. */
export function ReadOnlyField({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <>
      <dt className="text-slate-400">{label}</dt>
      <dd className="font-medium text-slate-100 tabular-nums">
        {value === undefined || value === '' ? '-' : value}
      </dd>
    </>
  );
}
