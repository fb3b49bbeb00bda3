/** All curated medicine monographs, concatenated from the part files (each kept under ~3000 lines). */
import type { Monograph } from './monograph-types.ts';
import { medicineMonographs1 } from './monographs-medicines-1.ts';
import { medicineMonographs2 } from './monographs-medicines-2.ts';
import { medicineMonographs3 } from './monographs-medicines-3.ts';
import { medicineMonographs4 } from './monographs-medicines-4.ts';

export const medicineMonographs: Monograph[] = [
  ...medicineMonographs1,
  ...medicineMonographs2,
  ...medicineMonographs3,
  ...medicineMonographs4,
];
