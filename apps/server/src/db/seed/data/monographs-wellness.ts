/** All curated wellness and device monographs, concatenated from the part files. */
import type { Monograph } from './monograph-types.ts';
import { wellnessMonographs1 } from './monographs-wellness-1.ts';
import { wellnessMonographs2 } from './monographs-wellness-2.ts';

export const wellnessMonographs: Monograph[] = [...wellnessMonographs1, ...wellnessMonographs2];
