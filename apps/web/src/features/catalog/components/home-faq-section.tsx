import { HOME_FAQ_IDS } from '@aushadh/shared/seo/home-faq.ts';
import { useTranslation } from 'react-i18next';
import { usePageFaq } from '../../../lib/page-meta.ts';
import { ProductFaq } from './product-faq.tsx';
import { SectionHeading } from './section-heading.tsx';

/**
 * SPEC §2 home page FAQ, every language from the catalog namespace (the shared English source, the server's
 * FAQPage JSON-LD without a rendered page, stays off the first visit); a server-rendered page's JSON-LD takes
 * exactly the texts shown here, in the page's language.
 */
export function HomeFaqSection() {
  const { t } = useTranslation('catalog');
  const faq = HOME_FAQ_IDS.map((id) => ({
    question: t(`home.faq.items.${id}.question`),
    answer: t(`home.faq.items.${id}.answer`),
  }));
  usePageFaq(faq);
  return (
    <section aria-labelledby="home-faq" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6">
      <SectionHeading id="home-faq" title={t('home.faq.title')} subtitle={t('home.faq.subtitle')} />
      <ProductFaq faq={faq} />
    </section>
  );
}
