import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shared zod schemas keep their English messages (SPEC §5 verbatim); a namespace translates them under
 * `validation.<key>`. Returns a function that shows a message in the visitor's language, unknown ones as they are.
 */
export function useSchemaMessage(
  namespace: string | undefined,
  keyByMessage: ReadonlyMap<string, string>,
): (message: string | undefined) => string | undefined {
  const { t } = useTranslation(namespace);
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const key = keyByMessage.get(message);
      return key ? t(`validation.${key}`, { defaultValue: message }) : message;
    },
    [t, keyByMessage],
  );
}
