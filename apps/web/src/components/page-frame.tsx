import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

type PageFrameProps = { title: string; children: ReactNode } &
  /** A page of several cards (money pages, my page): the title and a short line above them. */
  (
    | { layout: 'cards'; lead: string }
    /** A page that is one card (customer service, notes, notices): a gold heading inside it. */
    | { layout: 'sheet'; actions?: ReactNode }
  );

/** The frame a member page sits in, centred under the shell's bars. */
export function PageFrame(props: PageFrameProps) {
  const { title, children } = props;
  if (props.layout === 'cards') {
    return (
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:py-10">
        <header>
          <h1 className="text-2xl font-bold text-gold-200">{title}</h1>
          <p className="mt-1 text-sm text-slate-400">{props.lead}</p>
        </header>
        {children}
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-4xl px-3 py-6 sm:px-6 sm:py-10">
      <section className="card p-5 sm:p-7">
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <PageTitle>{title}</PageTitle>
          {props.actions ? <div className="flex flex-wrap gap-2">{props.actions}</div> : null}
        </div>
        {children}
      </section>
    </div>
  );
}
