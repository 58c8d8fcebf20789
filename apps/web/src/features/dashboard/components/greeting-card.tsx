import type { ReactNode } from 'react';
import { firstName } from '@/lib/masks';

type GreetingCardProps = { name: string; children?: ReactNode };

/** 'Olá, Maria!' at the top of every home. */
export function GreetingCard({ name, children }: GreetingCardProps) {
  const first = firstName(name);
  return (
    <section
      aria-labelledby="saudacao"
      className="rounded-2xl bg-gradient-to-br from-teal-700 to-teal-800 p-6 text-white shadow-sm sm:p-8"
    >
      <h2 id="saudacao" className="text-2xl font-semibold">
        {first ? `Olá, ${first}!` : 'Olá!'}
      </h2>
      {children ? <div className="mt-2 text-teal-50">{children}</div> : null}
    </section>
  );
}
