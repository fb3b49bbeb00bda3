import {
  Accessibility,
  Ambulance,
  BookOpen,
  Bot,
  Download,
  FlaskConical,
  HeartPulse,
  Hospital,
  MessagesSquare,
  MonitorSmartphone,
  PillBottle,
  Stethoscope,
  Thermometer,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useInstallPrompt } from '../../../lib/install-prompt.ts';

interface ServiceLink {
  key: string;
  to: string;
  icon: LucideIcon;
}

function LinkGrid({ id, ns, links, testId }: { id: string; ns: string; links: ServiceLink[]; testId: string }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pt-12 lg:px-6" data-testid={testId}>
      <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {t(`${ns}.title`)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(`${ns}.subtitle`)}</p>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {links.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full min-h-24 flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-400 hover:shadow-sm focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <Icon className="size-7 text-brand-700" aria-hidden="true" />
              <span className="font-semibold text-slate-900">{t(`${ns}.items.${key}.title`)}</span>
              <span className="text-sm text-slate-600">{t(`${ns}.items.${key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const HEALTH_SERVICES: ServiceLink[] = [
  { key: 'labTests', to: '/lab-tests', icon: FlaskConical },
  { key: 'doctors', to: '/doctors', icon: Stethoscope },
  { key: 'videoConsult', to: '/consult', icon: Video },
  { key: 'assistant', to: '/ai-healthcare', icon: Bot },
  { key: 'chat', to: '/communication', icon: MessagesSquare },
  { key: 'medication', to: '/medication-tracking', icon: PillBottle },
  { key: 'hospitals', to: '/hospitals', icon: Hospital },
  { key: 'blog', to: '/health-blog', icon: BookOpen },
];

/** SPEC §2: health services (lab tests, doctors, …). */
export function HealthServices() {
  return <LinkGrid id="home-health-services" ns="healthServices" links={HEALTH_SERVICES} testId="health-services" />;
}

const EQUIPMENT: ServiceLink[] = [
  { key: 'equipment', to: '/services/medical-equipment', icon: Accessibility },
  { key: 'devices', to: '/products/category/6', icon: Thermometer },
  { key: 'services', to: '/services/medical-services', icon: HeartPulse },
  { key: 'ambulance', to: '/services/ambulance-request', icon: Ambulance },
];

/** SPEC §2: medical equipment and services. */
export function EquipmentServices() {
  return <LinkGrid id="home-equipment" ns="equipment" links={EQUIPMENT} testId="equipment-services" />;
}

/**
 * SPEC §2 app promotion: Aushadh installs as an app from the browser (no store). The install button shows only
 * when the browser offered it (`beforeinstallprompt`); otherwise how to add it to the home screen.
 */
export function AppPromotion() {
  const { t } = useTranslation('home');
  const prompt = useInstallPrompt();
  return (
    <section aria-labelledby="home-app" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6" data-testid="app-promotion">
      <div className="grid gap-5 rounded-2xl bg-slate-900 p-6 text-white sm:p-8 lg:grid-cols-[1fr_auto] lg:items-center">
        <div>
          <h2 id="home-app" className="flex items-center gap-2 text-xl font-bold sm:text-2xl">
            <MonitorSmartphone className="size-7 shrink-0" aria-hidden="true" />
            {t('app.title')}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-200">{t('app.text')}</p>
          {prompt.state === 'ready' ? null : (
            <div className="mt-4">
              <h3 className="font-semibold">{t(prompt.state === 'installed' ? 'app.installed' : 'app.howTitle')}</h3>
              {prompt.state === 'installed' ? null : (
                <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-200">
                  <li>{t('app.howAndroid')}</li>
                  <li>{t('app.howIos')}</li>
                  <li>{t('app.howDesktop')}</li>
                </ul>
              )}
            </div>
          )}
        </div>
        {prompt.state === 'ready' ? (
          <Button size="lg" variant="secondary" onClick={() => void prompt.install()} data-testid="install-app">
            <Download aria-hidden="true" />
            {t('app.install')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
