import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { routeMetaFor } from '../route-meta';
import { useToolLabel } from '../../modules/i18n/use-tool-label';

function setMeta(name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Title `{tool} - IT Tools` plus description and keywords meta; home and pages get their own. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const { toolName, toolDescription } = useToolLabel();
  const meta = routeMetaFor(pathname);
  const title =
    meta.kind === 'tool'
      ? t('app.titleSuffix', { page: toolName(meta.tool.id) })
      : meta.page === 'home'
        ? t('app.homeTitle')
        : t('app.titleSuffix', { page: meta.page === 'about' ? t('about.title') : meta.page === 'gallery' ? 'Component gallery' : t('notFound.title') });
  const description = meta.kind === 'tool' ? toolDescription(meta.tool.id) : t('app.tagline');
  const keywords = meta.kind === 'tool' ? meta.tool.keywords.join(', ') : 'developer tools, it tools, online tools';

  useEffect(() => {
    document.title = title;
    setMeta('description', description);
    setMeta('keywords', keywords);
  }, [title, description, keywords, i18n.language]);
}
