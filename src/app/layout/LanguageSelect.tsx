import { IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { availableLanguages, changeLanguage } from '../../modules/i18n/i18n';
import { isLanguageCode, languages } from '../../modules/i18n/languages';
import { routeMetaFor } from '../route-meta';
import classes from './LanguageSelect.module.css';

/** The language selector: a native select, each language shown by its own name. */
export function LanguageSelect({ width = 140 }: { width?: number | string }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const meta = routeMetaFor(pathname);
  const openTools = meta.kind === 'tool' ? [meta.tool.id] : [];
  return (
    <span className={classes.wrapper} style={{ width }}>
      <select
        aria-label={t('nav.language')}
        className={classes.select}
        value={i18n.language}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isLanguageCode(value)) void changeLanguage(value, openTools);
        }}
      >
        <option value="" disabled>
          {t('nav.selectLanguage')}
        </option>
        {languages
          .filter((language) => availableLanguages.includes(language.code))
          .map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.name}
            </option>
          ))}
      </select>
      <IconSelector size={16} className={classes.chevron} aria-hidden />
    </span>
  );
}
