// @ts-check
/**
 * Every word a reader sees goes through i18n (issue 20 item 4): flags words written straight into JSX — text
 * children, and the attributes people read (aria-label, title, placeholder, alt, label). What is the same in
 * every language passes: codes and abbreviations (UPI, CVV, MM/YY, SOS 112, Rx), and one-token examples in a
 * placeholder (name@okaxis, DMC/R/05123). Tests and test helpers are exempt.
 */

const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);

/** Whether `text` holds a word a translator would translate: 3+ letters with a lower-case one, or any non-Latin script. */
export function needsTranslation(text) {
  const words = text.match(/\p{L}+/gu) ?? [];
  return words.some((word) => /\P{Script=Latin}/u.test(word) || (word.length >= 3 && /\p{Ll}/u.test(word)));
}

/** @type {import('eslint').Rule.RuleModule} */
export const literalText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing words go through i18n (issue 20)' },
    schema: [],
  },
  create(context) {
    if (/\.test\.tsx?$/.test(context.filename) || /\/src\/test\//.test(context.filename)) return {};
    const report = (node, text) =>
      context.report({ node, message: `"${text.trim().slice(0, 40)}" is shown to readers: translate it with t()` });
    return {
      JSXText: (node) => needsTranslation(node.value) && report(node, node.value),
      JSXAttribute: (node) => {
        if (typeof node.name.name !== 'string' || !READ_ATTRIBUTES.has(node.name.name)) return;
        const value = node.value?.type === 'Literal' ? node.value.value : null;
        if (typeof value !== 'string') return;
        const example = node.name.name === 'placeholder' && !/\s/.test(value.trim());
        if (!example && needsTranslation(value)) report(node, value);
      },
    };
  },
};
