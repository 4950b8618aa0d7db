import { useTranslation } from 'react-i18next';

/** Translated name and description of a tool (its namespace is the tool id). */
export function useToolLabel(): { toolName: (id: string) => string; toolDescription: (id: string) => string } {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, options: { ns: string }) => string;
  return {
    toolName: (id) => translate('name', { ns: id }),
    toolDescription: (id) => translate('description', { ns: id }),
  };
}
