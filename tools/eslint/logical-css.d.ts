import type { Rule } from 'eslint';

export declare const logicalCss: Rule.RuleModule;
/** The physical-direction utility in a class token (after its variants), or null. */
export declare function physicalClass(token: string): string | null;
