import { LANGUAGES, type LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { languageForState } from '@aushadh/shared/i18n/state-languages.ts';
import type { TFunction } from 'i18next';
import { Languages, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useDeliveryCheck } from '../../features/delivery/api/get-delivery-check.ts';
import { changeAppLanguage, i18n, rememberLanguageSuggested } from '../../lib/i18n.ts';

/** The suggested language's own words for the card, once its common namespace has loaded. */
function useTranslatorFor(language: LanguageCode | null): TFunction | null {
  const [translator, setTranslator] = useState<{ language: LanguageCode; t: TFunction } | null>(null);
  useEffect(() => {
    if (!language) return;
    let current = true;
    void i18n.loadLanguages(language).then(() => {
      if (current) setTranslator({ language, t: i18n.getFixedT(language, 'common') });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return translator && translator.language === language ? translator.t : null;
}

/**
 * Issue 20 item 6 (SPEC §4: "a location-based service may set the language"): once the delivery pincode is
 * known, a visitor who never chose a language is asked — once, in the state's language and in the page's —
 * whether to switch. Never switched without asking. Loaded only when that can happen (app-shell.tsx).
 */
export default function LanguageSuggestion({ pincode }: { pincode: string }) {
  const { t, i18n: page } = useTranslation();
  const check = useDeliveryCheck(pincode);
  const suggested = languageForState(check.data?.state);
  const target = suggested && suggested !== page.resolvedLanguage ? suggested : null;
  const theirs = useTranslatorFor(target);
  const [closed, setClosed] = useState(false);
  if (!target || !theirs || closed) return null;
  const nativeName = LANGUAGES.find((language) => language.code === target)?.nativeName ?? target;

  const answer = (accept: boolean) => {
    rememberLanguageSuggested(target);
    setClosed(true);
    if (accept) void changeAppLanguage(target);
  };

  return (
    <section
      aria-labelledby="language-suggestion-title"
      // Narrower than the screen by the floating contact buttons' column (bottom end), so neither covers the other.
      className="fixed start-4 bottom-[calc(var(--sticky-bottom-bar,0px)+1rem)] z-40 w-[min(22rem,calc(100vw-6.5rem))] animate-fade-in rounded-xl border border-slate-200 bg-white p-4 shadow-lg print:hidden"
    >
      <div className="flex items-start gap-3">
        <Languages className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="language-suggestion-title" lang={target} className="font-semibold text-slate-900">
            {theirs('languageSuggestion.question', { language: nativeName })}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{t('languageSuggestion.question', { language: nativeName })}</p>
        </div>
        <button
          type="button"
          onClick={() => answer(false)}
          aria-label={t('languageSuggestion.decline')}
          className="-me-2 -mt-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button lang={target} onClick={() => answer(true)}>
          {theirs('languageSuggestion.accept', { language: nativeName })}
        </Button>
        <Button variant="outline" onClick={() => answer(false)}>
          {t('languageSuggestion.decline')}
        </Button>
      </div>
    </section>
  );
}
