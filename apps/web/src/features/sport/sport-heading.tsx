import { PageTitle } from '../../components/page-title';

/** A sportsbook page's title, and the line under it. */
export function SportHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className="flex flex-col gap-1">
      <PageTitle>{title}</PageTitle>
      {lead ? <p className="text-sm text-slate-400">{lead}</p> : null}
    </header>
  );
}
