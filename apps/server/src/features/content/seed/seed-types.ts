import type { ArticleCategory } from '@aushadh/shared/content/schemas.ts';

/** One seeded article: English and Hindi, Markdown with a "when to see a doctor" section. */
export interface SeedArticle {
  slug: string;
  category: ArticleCategory;
  tags: string[];
  /** What the related-products shelf searches the catalog for. */
  related: string;
  /** Index into REVIEWERS (seed/reviewers.ts); news articles have none. */
  reviewer?: number;
  en: { title: string; summary: string; body: string };
  hi: { title: string; summary: string; body: string };
}

/** Doctors who review the health articles: name and State Medical Council registration number. */
export const REVIEWERS = [
  { name: 'Dr. Anjali Mehra, MD (General Medicine)', registration: 'DMC/R/11482' },
  { name: 'Dr. Rajesh Iyer, MD (Internal Medicine), DM (Endocrinology)', registration: 'TNMC 78214' },
  { name: 'Dr. Meenakshi Rao, MD (Paediatrics)', registration: 'KMC 71203' },
  { name: 'Dr. Kavita Bhandari, MS (Obstetrics & Gynaecology)', registration: 'DMC/R/15827' },
  { name: 'Dr. Farhan Qureshi, MD (Pulmonary Medicine)', registration: 'MMC 2009/04/1187' },
  { name: 'Dr. Sandeep Kulkarni, DM (Cardiology)', registration: 'KMC 64518' },
] as const;
