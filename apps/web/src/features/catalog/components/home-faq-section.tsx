import { HOME_FAQ } from '@aushadh/shared/seo/home-faq.ts';
import { useTranslation } from 'react-i18next';
import { usePageFaq } from '../../../lib/page-meta.ts';
import { ProductFaq } from './product-faq.tsx';
import { SectionHeading } from './section-heading.tsx';

/**
 * SPEC §2 home page FAQ. The English source is shared with the server (its FAQPage JSON-LD without a
 * rendered page); a server-rendered page's JSON-LD takes exactly the texts shown here, in the page's language.
 */
export function HomeFaqSection() {
  const { t } = useTranslation('catalog');
  const faq = HOME_FAQ.map((item) => ({
    question: t(`home.faq.items.${item.id}.question`, { defaultValue: item.question }),
    answer: t(`home.faq.items.${item.id}.answer`, { defaultValue: item.answer }),
  }));
  usePageFaq(faq);
  return (
    <section aria-labelledby="home-faq" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6">
      <SectionHeading id="home-faq" title={t('home.faq.title')} subtitle={t('home.faq.subtitle')} />
      <ProductFaq faq={faq} />
    </section>
  );
}
