import { cn } from '../../../lib/cn.ts';

/**
 * Article HTML as the server rendered it with markdown-it (`html: false`, links and pictures sanitised there:
 * decision 0019), so it is set as HTML here. Styled by element, with logical properties for right-to-left.
 */
const PROSE = [
  'max-w-none text-base leading-7 text-slate-800',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:my-4 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-200 [&_blockquote]:ps-4 [&_blockquote]:text-slate-700',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_img]:my-4 [&_img]:rounded-xl',
  '[&_table]:my-4 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-start',
].join(' ');

export function ArticleBody({
  html,
  className,
  lang,
  dir,
}: {
  html: string;
  className?: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  return <div className={cn(PROSE, className)} lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: html }} />;
}
