import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { literalText } from './literal-text.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2023, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('literal-text', literalText, {
  valid: [
    { code: `const e = <p>{t('cart.empty')}</p>;` },
    { code: `const e = <span>UPI · CVV · MM/YY · SOS 112 · Rx</span>;` },
    { code: `const e = <input placeholder="name@okaxis" aria-label={t('upi')} />;` },
    { code: `const e = <p>Your cart is empty</p>;`, filename: 'apps/web/src/x.test.tsx' },
  ],
  invalid: [
    { code: `const e = <p>Your cart is empty</p>;`, errors: 1 },
    { code: `const e = <p>कार्ट खाली है</p>;`, errors: 1 },
    { code: `const e = <button aria-label="Close dialog" title="Close" />;`, errors: 2 },
    { code: `const e = <input placeholder="Search medicines" />;`, errors: 1 },
  ],
});
