import type { ProductDetail } from '@aushadh/shared/catalog/schemas.ts';
import { ChevronDown } from 'lucide-react';

export function ProductFaq({ faq }: { faq: ProductDetail['faq'] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {faq.map((item) => (
        <details key={item.question} className="group px-4 py-3">
          <summary className="flex list-none items-center justify-between gap-3 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
