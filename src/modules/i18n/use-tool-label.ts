import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Translated name and description of a tool (its namespace is the tool id). */
export function useToolLabel(): { toolName: (id: string) => string; toolDescription: (id: string) => string } {
  const { t, i18n } = useTranslation();
  const translate = t as unknown as (key: string, options: { ns: string }) => string;
  const language = i18n.language;
  // The language is a dependency so that consumers memoising on these functions follow a switch.
  const toolName = useCallback((id: string) => (language ? translate('name', { ns: id }) : ''), [translate, language]);
  const toolDescription = useCallback((id: string) => (language ? translate('description', { ns: id }) : ''), [translate, language]);
  return { toolName, toolDescription };
}
