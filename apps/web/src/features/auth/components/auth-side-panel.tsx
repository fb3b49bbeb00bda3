import { ShieldCheck, Truck, BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  { icon: Truck, title: 'panel.fastDelivery', text: 'panel.fastDeliveryText' },
  { icon: BadgeCheck, title: 'panel.genuineProducts', text: 'panel.genuineProductsText' },
  { icon: ShieldCheck, title: 'panel.secureAccount', text: 'panel.secureAccountText' },
] as const;

/** The login page's side panel (SPEC §2): the one-stop healthcare promise and three reasons to sign in. */
export function AuthSidePanel() {
  const { t } = useTranslation('auth');
  return (
    <aside
      aria-labelledby="auth-panel-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 p-6 text-white sm:p-8"
    >
      <div
        className="pointer-events-none absolute -end-16 -top-16 size-56 rounded-full bg-white/5"
        aria-hidden="true"
      />
      <div
        className="pointer-events-none absolute -bottom-20 -start-10 size-48 rounded-full bg-brand-400/10"
        aria-hidden="true"
      />
      <h2 id="auth-panel-title" className="relative text-2xl leading-tight font-bold">
        {t('panel.title')}
      </h2>
      <p className="relative mt-3 text-[15px] leading-relaxed text-brand-50/90">{t('panel.description')}</p>
      <ul className="relative mt-8 flex flex-col gap-5">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20">
              <Icon className="size-6 text-brand-100" aria-hidden="true" />
            </span>
            <span className="flex flex-col">
              <span className="font-semibold">{t(title)}</span>
              <span className="text-sm text-brand-50/80">{t(text)}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
