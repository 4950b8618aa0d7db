import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { HomePage } from '../pages/home/HomePage';
import { ensureToolLocale } from '../modules/i18n/i18n';
import { tools, type Tool } from '../tools';
import { RouteErrorBoundary } from './RouteError';
import { ToolPage } from './tool-page/ToolPage';

/**
 * Routes, in React Router's declarative mode (its data-router half would cost 17 KB of gzipped
 * JavaScript on the home page for loaders and actions this app does not use). Every page but Home
 * and every tool screen is its own chunk, loaded on demand with its strings.
 */
const AboutPage = lazy(async () => ({ default: (await import('../pages/about/AboutPage')).AboutPage }));
/** The component gallery exists only in development builds: production tree-shakes this away. */
const ComponentGallery = import.meta.env.DEV
  ? lazy(async () => ({ default: (await import('../pages/c-lib/ComponentGallery')).ComponentGallery }))
  : undefined;
export const NotFoundPage = lazy(async () => ({ default: (await import('../pages/not-found/NotFoundPage')).NotFoundPage }));

const toolScreens = new Map<string, ComponentType>(
  tools.map((tool) => [
    tool.id,
    lazy(async () => {
      const [module] = await Promise.all([tool.component(), ensureToolLocale(tool.id)]);
      return module;
    }),
  ]),
);

function RedirectTo({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={{ pathname: to, search: location.search, hash: location.hash }} replace />;
}

function ToolRoute({ tool }: { tool: Tool }) {
  const Screen = toolScreens.get(tool.id);
  return Screen ? <ToolPage tool={tool} Screen={Screen} /> : null;
}

/** Scrolls to the top when the page (not just its query) changes. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppRoutes() {
  const location = useLocation();
  return (
    <>
      <ScrollToTop />
      <RouteErrorBoundary key={location.pathname}>
        <Suspense fallback={null}>
          <Routes>
            <Route index element={<HomePage />} />
            <Route path="/about" element={<AboutPage />} />
            {ComponentGallery && <Route path="/c-lib/*" element={<ComponentGallery />} />}
            {tools.map((tool) => (
              <Route key={tool.id} path={tool.path} element={<ToolRoute tool={tool} />} />
            ))}
            {tools.flatMap((tool) =>
              (tool.redirectFrom ?? []).map((from) => <Route key={from} path={from} element={<RedirectTo to={tool.path} />} />),
            )}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

/** Router basename: the Vite base URL without its trailing slash ('/tools/' → '/tools'). */
export const basename = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';
