import type { ReactNode } from 'react';

/** One titled section of the product page; the id lets the page link to it. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-36 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="text-[15px] leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}
