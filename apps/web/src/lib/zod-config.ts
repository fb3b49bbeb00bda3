/** zod's global settings object: zod creates it on `globalThis` when it loads, or takes the one it finds there. */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

/**
 * zod probes `new Function` to speed up parsing; our CSP (script-src 'self') refuses eval, and the refused
 * probe is reported as a CSP violation on every page. Interpreted parsing is fast enough for our forms.
 * Set through zod's global object rather than `config()` from zod/v4/core, so the entry does not import zod:
 * it stays in the chunks of the forms that use it, loaded later (docs/perf.md). Works before or after zod loads.
 */
export function configureZodWithoutEval(): void {
  const global = globalThis as ZodGlobal;
  (global.__zod_globalConfig ??= {}).jitless = true;
}
