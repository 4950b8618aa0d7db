import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { availableLanguages, changeLanguage } from '../../modules/i18n/i18n';
import { isLanguageCode, languages } from '../../modules/i18n/languages';
import { routeMetaFor } from '../route-meta';

/** The language selector: a native select, each language shown by its own name. */
export function LanguageSelect({ width = 140 }: { width?: number | string }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const meta = routeMetaFor(pathname);
  const openTools = meta.kind === 'tool' ? [meta.tool.id] : [];
  const data = [
    { value: '', label: t('nav.selectLanguage'), disabled: true },
    ...languages.filter((language) => availableLanguages.includes(language.code)).map((language) => ({ value: language.code, label: language.name })),
  ];
  return (
    <NativeSelect
      aria-label={t('nav.language')}
      data={data}
      value={i18n.language}
      w={width}
      size="sm"
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguageCode(value)) void changeLanguage(value, openTools);
      }}
    />
  );
}
