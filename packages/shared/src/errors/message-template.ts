/**
 * Message templates use i18next's `{{name}}` placeholders, so one English text serves the server's `message`
 * and the web's `t()` (whose translations carry the same placeholders).
 */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export function fillTemplate(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The placeholder names of a template, sorted and each once. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}
