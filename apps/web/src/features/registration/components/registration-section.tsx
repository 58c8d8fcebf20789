import type { ReactNode } from 'react';

/** A titled group of fields; fieldset/legend tells screen readers which part of the form this is. */
export function RegistrationSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}
