// @ts-check
/**
 * Right-to-left by construction (issue 20 item 5): the web app uses logical CSS only, so Arabic mirrors without
 * a second stylesheet. Flags physical-direction Tailwind classes in any string (ml-2, pr-4, left-0, border-l,
 * rounded-tr-lg, text-left, float-right, scroll-ml-2 …) and physical keys in style objects (marginLeft, right …).
 * Use ms-/me-/ps-/pe-/start-/end-/border-s/rounded-s/text-start/float-start instead. A class under an explicit
 * `ltr:` or `rtl:` variant is deliberate and allowed; something that must stay physical (a picture's pan
 * offset, a chart's plot margins) says so with an eslint-disable comment and its reason.
 */

/** A Tailwind value after a spacing/inset prefix: 2, 0.5, 1/2, px, auto, full, [3px], (--x). */
const VALUE = String.raw`(?:\d[\d./]*|px|auto|full|\[[^\]]+\]|\([^)]+\))`;
const PHYSICAL_CLASS = new RegExp(
  [
    String.raw`^-?(?:ml|mr|pl|pr|left|right|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-${VALUE}$`,
    String.raw`^border-[lr](?:-[a-z0-9\[\]#./-]+)?$`,
    String.raw`^rounded-(?:l|r|tl|tr|bl|br)(?:-(?:none|xs|sm|md|lg|xl|2xl|3xl|4xl|full|\[[^\]]+\]))?$`,
    String.raw`^(?:text|float|clear)-(?:left|right)$`,
  ].join('|'),
);
const PHYSICAL_STYLE_KEYS = new Set([
  'marginLeft',
  'marginRight',
  'paddingLeft',
  'paddingRight',
  'left',
  'right',
  'borderLeft',
  'borderRight',
  'borderLeftWidth',
  'borderRightWidth',
  'borderTopLeftRadius',
  'borderTopRightRadius',
  'borderBottomLeftRadius',
  'borderBottomRightRadius',
]);
const LOGICAL = {
  ml: 'ms',
  mr: 'me',
  pl: 'ps',
  pr: 'pe',
  left: 'start',
  right: 'end',
  'border-l': 'border-s',
  'border-r': 'border-e',
  'rounded-l': 'rounded-s',
  'rounded-r': 'rounded-e',
  'rounded-tl': 'rounded-ss',
  'rounded-tr': 'rounded-se',
  'rounded-bl': 'rounded-es',
  'rounded-br': 'rounded-ee',
};

/** The physical class in `token` (after its variants), or null. */
export function physicalClass(token) {
  const parts = token.split(':');
  const utility = parts.pop() ?? '';
  if (parts.some((variant) => variant === 'ltr' || variant === 'rtl')) return null;
  return PHYSICAL_CLASS.test(utility.replace(/^!/, '')) ? utility : null;
}

function suggestion(utility) {
  const bare = utility.replace(/^-/, '');
  const match = /^(border-[lr]|rounded-(?:tl|tr|bl|br|l|r)|ml|mr|pl|pr|left|right)(?=-|$)/.exec(bare);
  if (match) return bare.replace(match[1], LOGICAL[match[1]]);
  return bare.replace('left', 'start').replace('right', 'end');
}

/** @type {import('eslint').Rule.RuleModule} */
export const logicalCss = {
  meta: {
    type: 'problem',
    docs: { description: 'Logical CSS only, so right-to-left languages mirror (issue 20)' },
    schema: [],
  },
  create(context) {
    const checkText = (node, text) => {
      for (const token of text.split(/\s+/)) {
        const utility = token && physicalClass(token);
        if (utility) {
          context.report({
            node,
            message: `"${utility}" is a physical direction; use "${suggestion(utility)}" so Arabic mirrors`,
          });
        }
      }
    };
    // Tests name things ("left", "mr-IN") in their own words; only the app's markup has to mirror.
    if (/\.test\.tsx?$/.test(context.filename)) return {};
    return {
      Literal: (node) => typeof node.value === 'string' && checkText(node, node.value),
      TemplateElement: (node) => checkText(node, node.value.cooked ?? ''),
      JSXAttribute: (node) => {
        if (node.name.name !== 'style' || node.value?.type !== 'JSXExpressionContainer') return;
        const expression = node.value.expression;
        if (expression.type !== 'ObjectExpression') return;
        for (const property of expression.properties) {
          if (property.type !== 'Property') continue;
          const key = property.key.type === 'Identifier' ? property.key.name : property.key.value;
          if (PHYSICAL_STYLE_KEYS.has(String(key))) {
            context.report({
              node: property,
              message: `style "${key}" is a physical direction; use its logical form (marginInlineStart, insetInlineEnd …)`,
            });
          }
        }
      },
    };
  },
};
