import type { ArticleCategory } from '@aushadh/shared/content/schemas.ts';
import { Apple, Baby, Brain, CloudRain, Droplet, Heart, Newspaper, Pill, Sparkles, Sun, Virus } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A category's own colour and pictogram: the cover of an article without an uploaded picture. */
const LOOK: Record<ArticleCategory, { icon: ComponentType<SVGProps<SVGSVGElement>>; tone: string }> = {
  diabetes: { icon: Droplet, tone: 'from-sky-600 to-sky-800' },
  heart: { icon: Heart, tone: 'from-rose-600 to-rose-800' },
  infections: { icon: Virus, tone: 'from-emerald-600 to-emerald-800' },
  seasonal: { icon: CloudRain, tone: 'from-cyan-600 to-cyan-800' },
  'womens-health': { icon: Sparkles, tone: 'from-fuchsia-600 to-fuchsia-800' },
  'child-health': { icon: Baby, tone: 'from-amber-500 to-amber-700' },
  nutrition: { icon: Apple, tone: 'from-lime-600 to-lime-800' },
  'mental-health': { icon: Brain, tone: 'from-violet-600 to-violet-800' },
  lifestyle: { icon: Sun, tone: 'from-orange-500 to-orange-700' },
  medicines: { icon: Pill, tone: 'from-teal-600 to-teal-800' },
  'company-news': { icon: Newspaper, tone: 'from-brand-600 to-brand-800' },
};

export function ArticleCover({
  category,
  imageUrl,
  className,
  eager = false,
}: {
  category: ArticleCategory;
  imageUrl: string | null;
  className?: string;
  eager?: boolean;
}) {
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={cn('aspect-[16/9] w-full object-cover', className)}
      />
    );
  }
  const { icon: Icon, tone } = LOOK[category];
  return (
    <div
      aria-hidden="true"
      className={cn('flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br', tone, className)}
    >
      <Icon className="size-14 text-white/90" />
    </div>
  );
}
