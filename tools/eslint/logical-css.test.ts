import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { logicalCss } from './logical-css.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2023, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('logical-css', logicalCss, {
  valid: [
    { code: `const c = 'ms-2 pe-4 start-0 end-2 border-s rounded-se-lg text-start float-start';` },
    // Explicit direction variants are deliberate; words and locale codes are not classes.
    { code: `const c = 'rtl:-scale-x-100 ltr:ml-2 rtl:mr-2';` },
    { code: `const lang = ['ml-IN', 'mr-IN']; const word = 'left'; const key = 'left-page';` },
    { code: `const e = <div style={{ marginInlineStart: 4, insetInlineEnd: 0 }} />;` },
    { code: `const c = 'ml-2';`, filename: 'apps/web/src/x.test.tsx' },
  ],
  invalid: [
    { code: `const c = 'flex ml-2';`, errors: [{ message: /use "ms-2"/ }] },
    { code: `const c = 'sm:-mr-1.5 hover:pl-[3px]';`, errors: 2 },
    { code: 'const c = `left-0 ${x} right-1/2`;', errors: 2 },
    { code: `const c = 'border-l-4 border-r rounded-tl-lg text-right float-left';`, errors: 5 },
    { code: `const e = <div style={{ marginLeft: 4, right: 0 }} />;`, errors: 2 },
  ],
});
