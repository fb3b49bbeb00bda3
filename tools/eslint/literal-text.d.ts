import type { Rule } from 'eslint';

export declare const literalText: Rule.RuleModule;
export declare function needsTranslation(text: string): boolean;
