import type { ReactNode } from 'react';

type SectionHeadingProps = { id: string; eyebrow: string; title: string; children?: ReactNode };

export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {children ? <p className="mt-3 text-base text-slate-700 sm:text-lg">{children}</p> : null}
    </div>
  );
}
