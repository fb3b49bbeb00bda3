import { LANGUAGES, isLanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { cn } from '../../lib/cn.ts';
import { DeferredMenu } from './deferred-menu.tsx';

const loadDropdown = () => import('./language-menu-dropdown.tsx');

/** Lists the 16 interface languages by code and native name; the current one is checked (SPEC §2). */
export function LanguageMenu({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  const currentName = LANGUAGES.find((l) => l.code === current)?.nativeName ?? current;
  return (
    <DeferredMenu
      load={loadDropdown}
      menuProps={{ current }}
      trigger={{
        // The visible code is in the name too (WCAG 2.5.3: a speech user says what they see).
        'aria-label': t('language.current', { name: currentName, code: current }),
        className: cn(
          'flex h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-700 uppercase hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none data-[state=open]:bg-slate-100',
          className,
        ),
        children: (
          <>
            <Languages className="size-5 text-brand-700" aria-hidden="true" />
            <span>{current}</span>
          </>
        ),
      }}
    />
  );
}
