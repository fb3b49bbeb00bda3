import type { SocialProvider } from '@aushadh/shared/auth/schemas.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { socialProvidersQueryOptions, useSocialProviders } from '../api/get-social-providers.ts';

/** Where the server starts the provider's sign-in; it redirects back to the role page or /login?socialError=. */
export function socialStartPath(provider: SocialProvider): string {
  return `/api/auth/${provider}/start`;
}

export interface SocialSignInButtonsProps {
  /** Full-page navigation; replaceable in tests. */
  navigate?: (url: string) => void;
}

/**
 * "Continue with Google" and "Continue with Facebook". Both always show; a provider the server has not
 * set up answers a click with a clear message instead of a broken redirect.
 */
export function SocialSignInButtons({ navigate = (url) => window.location.assign(url) }: SocialSignInButtonsProps) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const providers = useSocialProviders();
  const [starting, setStarting] = useState<SocialProvider | null>(null);

  const start = async (provider: SocialProvider) => {
    let configured = providers.data?.[provider];
    if (configured === undefined) {
      try {
        configured = (await queryClient.fetchQuery(socialProvidersQueryOptions()))[provider];
      } catch {
        configured = false;
      }
    }
    if (!configured) {
      toast({
        title: t('social.unavailableTitle'),
        description: t(provider === 'google' ? 'social.googleNotConfigured' : 'social.facebookNotConfigured'),
      });
      return;
    }
    setStarting(provider);
    navigate(socialStartPath(provider));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
        {t('social.or')}
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="outline" size="lg" disabled={starting !== null} onClick={() => void start('google')}>
          <GoogleMark />
          {t('social.google')}
        </Button>
        <Button variant="outline" size="lg" disabled={starting !== null} onClick={() => void start('facebook')}>
          <FacebookMark />
          {t('social.facebook')}
        </Button>
      </div>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5!">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z"
      />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3a7.2 7.2 0 0 1-10.8-3.8h-4v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.4.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1A7.2 7.2 0 0 1 12 4.8Z" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5!">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M16.7 15.5 17.2 12h-3.4V9.8c0-1 .5-1.9 2-1.9h1.5v-3s-1.4-.2-2.7-.2c-2.8 0-4.6 1.7-4.6 4.7V12H7v3.5h3v8.4a12 12 0 0 0 3.8 0v-8.4h2.9Z"
      />
    </svg>
  );
}
