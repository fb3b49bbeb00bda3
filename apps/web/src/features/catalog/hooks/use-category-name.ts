import { useTranslation } from 'react-i18next';

/** Category names come from the server in English; a translation by slug wins when the language has one. */
export function useCategoryName() {
  const { t } = useTranslation('catalog');
  return (category: { slug: string; name: string }) =>
    t(`categoryNames.${category.slug}`, { defaultValue: category.name });
}
