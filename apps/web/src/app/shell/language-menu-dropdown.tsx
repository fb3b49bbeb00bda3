import { LANGUAGES, isLanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { changeAppLanguage } from '../../lib/i18n.ts';
import { saveAccountLanguage } from '../session/save-account-language.ts';
import type { DeferredMenuProps } from './deferred-menu.tsx';

/** The language menu's dropdown (loaded late by language-menu.tsx): the 16 languages, the current one checked. */
export default function LanguageMenuDropdown({
  trigger,
  defaultOpen,
  focusTrigger,
  current,
}: DeferredMenuProps & { current: string }) {
  const { t } = useTranslation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  useLayoutEffect(() => {
    if (focusTrigger) triggerRef.current?.focus();
    // Only when it replaces the plain trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={triggerRef} {...trigger} />
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>{t('language.choose')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(value) => {
            if (!isLanguageCode(value)) return;
            void changeAppLanguage(value);
            void saveAccountLanguage(queryClient, value);
          }}
        >
          {LANGUAGES.map((language) => (
            <DropdownMenuRadioItem
              key={language.code}
              value={language.code}
              aria-current={language.code === current ? 'true' : undefined}
              lang={language.code}
              className="justify-between"
            >
              <span>{language.nativeName}</span>
              <span className="font-mono text-xs text-slate-500 uppercase">{language.code}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
