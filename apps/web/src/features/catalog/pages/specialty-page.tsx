import { SPECIALTIES } from '@aushadh/shared/catalog/specialties.ts';
import { Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { ProductListing } from '../components/product-listing.tsx';
import { useMetaDescription } from '../../../lib/page-meta.ts';

/** /products/specialty/:slug: the listing of one specialty; an unknown slug is a friendly not-found. */
export default function SpecialtyPage() {
  const { t } = useTranslation('catalog');
  const { slug } = useParams();
  const specialty = SPECIALTIES.find((s) => s.slug === slug);
  const name = specialty ? t(`specialties.items.${specialty.slug}.name`, { defaultValue: specialty.name }) : '';
  const description = specialty
    ? t(`specialties.items.${specialty.slug}.description`, { defaultValue: specialty.description })
    : '';
  useMetaDescription(specialty ? t('specialties.pageMeta', { name, description }) : null);

  if (!specialty) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        <title>{`${t('specialties.notFoundTitle')} | ${t('brand.name')}`}</title>
        <StateMessage
          icon={<Stethoscope />}
          title={t('specialties.notFoundTitle')}
          description={t('specialties.notFoundDescription')}
          action={
            <Button asChild>
              <Link to="/products/specialty">{t('specialties.viewAll')}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <>
      <title>{`${t('specialties.pageTitle', { name })} | ${t('brand.name')}`}</title>
      <ProductListing
        key={specialty.slug}
        title={t('specialties.pageTitle', { name })}
        description={description}
        breadcrumbs={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('specialties.title'), to: '/products/specialty' },
          { label: name },
        ]}
        fixed={{ specialty: specialty.slug }}
      />
    </>
  );
}
