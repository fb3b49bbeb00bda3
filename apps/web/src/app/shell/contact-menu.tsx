import { SUPPORT_CONTACT } from '@aushadh/shared/constants.ts';
import { CHAT_ORDER_HREF } from '@aushadh/shared/offers/chat-order.ts';
import { Headset, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { cn } from '../../lib/cn.ts';

/** The chat app with SPEC's prefilled greeting (one link for the shell, the cart and the prescription card). */
export const whatsappHref = CHAT_ORDER_HREF;

/**
 * The phone and chat-app shortcuts folded into one 44 px button (SPEC §2 contact buttons): used inside a
 * phone's sticky bottom bar, where floating buttons would cover the page or the bar.
 */
export function ContactMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t('contact.open')}
        data-testid="contact-menu"
        className={cn(
          'flex size-11 items-center justify-center rounded-full border border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
          className,
        )}
      >
        <Headset className="size-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" aria-label={t('contact.label')}>
        <DropdownMenuItem asChild className="min-h-11">
          <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
            <MessageCircle className="size-5 text-[#128c7e]" aria-hidden="true" />
            {t('contact.whatsapp')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild className="min-h-11">
          <a href={SUPPORT_CONTACT.phoneHref}>
            <Phone className="size-5 text-brand-700" aria-hidden="true" />
            {t('contact.call', { phone: SUPPORT_CONTACT.phone })}
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
