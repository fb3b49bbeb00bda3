import { SUPPORT_CONTACT } from '@aushadh/shared/constants.ts';
import { BadgeCheck, Clock, Mail, MapPin, Phone, ShieldCheck, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from './brand-logo.tsx';
import { FOOTER_LINK_GROUPS } from './nav-links.ts';

/** Footer: links, support contacts, Noida address, hours, medical disclaimer, copyright (SPEC §2). */
export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-600">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr] lg:px-6">
        <div className="flex flex-col gap-4">
          <BrandLogo />
          <p className="max-w-xs leading-relaxed">{t('footer.about')}</p>
          <ul className="flex flex-col gap-2 text-slate-700">
            <li className="flex items-center gap-2">
              <Store className="size-4 text-brand-700" aria-hidden="true" />
              {t('footer.trustLicensed')}
            </li>
            <li className="flex items-center gap-2">
              <BadgeCheck className="size-4 text-brand-700" aria-hidden="true" />
              {t('footer.trustGenuine')}
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-brand-700" aria-hidden="true" />
              {t('footer.trustSecure')}
            </li>
          </ul>
        </div>
        {FOOTER_LINK_GROUPS.map((group) => (
          <nav key={group.headingKey} aria-labelledby={`footer-${group.headingKey}`}>
            <h2 id={`footer-${group.headingKey}`} className="mb-3 text-sm font-semibold text-slate-900">
              {t(group.headingKey)}
            </h2>
            <ul className="flex flex-col gap-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded hover:text-brand-800 hover:underline">
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="mb-3 text-sm font-semibold text-slate-900">{t('footer.contactUs')}</h2>
          {/* Each group is a div of one dt and its dd (icon inside the dt): the only shape a dl may hold. */}
          <dl className="flex flex-col gap-3">
            <div className="flex gap-2">
              <dt className="mt-0.5 shrink-0">
                <Phone className="size-4 text-brand-700" aria-hidden="true" />
                <span className="sr-only">{t('footer.phone')}</span>
              </dt>
              <dd>
                <a href={SUPPORT_CONTACT.phoneHref} className="hover:text-brand-800 hover:underline" dir="ltr">
                  {SUPPORT_CONTACT.phone}
                </a>
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="mt-0.5 shrink-0">
                <Mail className="size-4 text-brand-700" aria-hidden="true" />
                <span className="sr-only">{t('footer.email')}</span>
              </dt>
              <dd>
                <a href={`mailto:${SUPPORT_CONTACT.email}`} className="hover:text-brand-800 hover:underline">
                  {SUPPORT_CONTACT.email}
                </a>
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="mt-0.5 shrink-0">
                <Clock className="size-4 text-brand-700" aria-hidden="true" />
                <span className="sr-only">{t('footer.hours')}</span>
              </dt>
              <dd>{t('footer.hoursValue')}</dd>
            </div>
            <div className="grid grid-cols-[1rem_1fr] gap-x-2">
              <dt className="col-span-2 flex gap-2 font-medium text-slate-800">
                <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                {t('footer.address')}
              </dt>
              <dd className="col-start-2">
                <address className="not-italic">{SUPPORT_CONTACT.address}</address>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="border-t border-slate-200">
        {/* Bottom and end room so the floating contact buttons never sit on the disclaimer. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-20 sm:pe-20 md:pb-6 lg:ps-6 lg:pe-20">
          <p className="text-xs leading-relaxed text-slate-500">
            <strong className="font-semibold text-slate-700">{t('footer.disclaimerTitle')}: </strong>
            {t('footer.disclaimer')}
          </p>
          <p className="text-xs text-slate-500">{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
