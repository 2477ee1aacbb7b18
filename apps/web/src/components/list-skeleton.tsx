/**
 * A list's rows drawn as grey bars while it loads, so the page keeps its shape and the rows land
 * where the bars were; the loading text stays for screen readers.
 */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" data-skeleton className="divide-y divide-white/5 border-y border-white/5">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} aria-hidden="true" className="flex items-center justify-between gap-4 px-2 py-3.5">
          {/* Widths vary by row, as titles do. */}
          <span
            className="h-4 animate-pulse rounded bg-white/10"
            style={{ width: `${40 + ((row * 17) % 35)}%` }}
          />
          <span className="h-4 w-20 shrink-0 animate-pulse rounded bg-white/10" />
        </div>
      ))}
    </div>
  );
}
