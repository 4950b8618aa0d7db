import { lazy, startTransition, Suspense, use, useEffect, useRef, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { HomePage } from '../pages/home/HomePage';
import { tools, type Tool } from '../tools';
import { loadedToolScreen, loadToolScreen } from '../tools/tool-loader';
import { RouteErrorBoundary } from './RouteError';
import { ToolPage } from './tool-page/ToolPage';

/**
 * Routes, in React Router's declarative mode (its data-router half would cost 17 KB of gzipped
 * JavaScript on the home page for loaders and actions this app does not use). Every page but Home
 * and every tool screen is its own chunk, loaded on demand with its strings.
 */
const RecipePage = lazy(async () => ({ default: (await import('../pages/recipe/RecipePage')).RecipePage }));
const AboutPage = lazy(async () => ({ default: (await import('../pages/about/AboutPage')).AboutPage }));
/** The component gallery exists only in development builds: production tree-shakes this away. */
const ComponentGallery = import.meta.env.DEV
  ? lazy(async () => ({ default: (await import('../pages/c-lib/ComponentGallery')).ComponentGallery }))
  : undefined;
export const NotFoundPage = lazy(async () => ({ default: (await import('../pages/not-found/NotFoundPage')).NotFoundPage }));


function RedirectTo({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={{ pathname: to, search: location.search, hash: location.hash }} replace />;
}

/**
 * A tool's route. A loaded screen (hovered card, palette highlight) renders at once; otherwise the
 * route suspends. Navigations are transitions, so the previous page stays on screen until the tool
 * is ready — no blank frame, and no Suspense reveal throttling (React holds a newly revealed
 * boundary back for up to 300 ms).
 *
 * The tool the page was opened at has no previous page to keep: its route renders the tool's
 * heading at once (with the shell and the sidebar) while its code downloads, and the screen in a
 * second render that the load itself starts — no Suspense boundary, so no reveal throttling. The
 * first render used to wait for the code: the page's JavaScript sat idle through the download,
 * then rendered everything.
 */
function ToolRoute({ tool }: { tool: Tool }) {
  const [waiting, setWaiting] = useState(() => tool.id === pageLoadToolId && loadedToolScreen(tool.id) === undefined);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    loadToolScreen(tool.id).then(
      () => {
        if (current) startTransition(() => setWaiting(false));
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [tool.id, waiting]);
  if (failure) throw failure.error;
  const Screen = waiting ? undefined : (loadedToolScreen(tool.id) ?? use(loadToolScreen(tool.id)));
  return <ToolPage tool={tool} Screen={Screen} />;
}

/** The tool of the address the page was opened at, until its code has loaded (see loadPageTool). */
let pageLoadToolId: string | undefined;

/** A URL path inside the app: without the base URL and trailing slashes ('/tools/hash-text/' → '/hash-text'). */
function appPath(pathname: string): string {
  const relative = basename === '/' ? pathname : pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  return relative.replace(/\/+$/, '') || '/';
}

/** The tool a URL path opens (its own path or an old one), if any. */
export function toolForPath(pathname: string): Tool | undefined {
  const path = appPath(pathname);
  return tools.find((tool) => tool.path === path || (tool.redirectFrom ?? []).includes(path));
}

/**
 * Whether a page can render at once: the home page, or a tool whose code and strings are loaded
 * (AppRouter renders a navigation to it in the click's task instead of as a transition).
 */
export function isPageReady(pathname: string): boolean {
  if (appPath(pathname) === '/') return true;
  const tool = toolForPath(pathname);
  return tool !== undefined && loadedToolScreen(tool.id) !== undefined;
}

/**
 * Starts loading the tool of the address the page was opened at (see main.tsx); its route renders
 * the shell and the tool's heading meanwhile, and the screen when the code is there.
 */
export function loadPageTool(pathname: string): void {
  const tool = toolForPath(pathname);
  if (!tool) return;
  pageLoadToolId = tool.id;
  loadToolScreen(tool.id).then(
    () => {
      pageLoadToolId = undefined;
    },
    () => undefined,
  );
}

/**
 * After a client-side navigation to another page, focus moves to the page's heading so a screen
 * reader announces it and Tab continues from the content — unless the page already put focus in
 * its content (a field with autofocus).
 */
function FocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.querySelector('main');
    if (!main || main.contains(document.activeElement)) return;
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [pathname]);
  return null;
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
      <FocusHeadingOnNavigation />
      {/* Suspense sits outside the keyed error boundary: a boundary that is already showing
          content keeps it during a navigation instead of remounting into a fallback. */}
      <Suspense fallback={null}>
        <RouteErrorBoundary key={location.pathname}>
          <Routes>
            <Route index element={<HomePage />} />
            <Route path="/about" element={<AboutPage />} />
            <Route path="/recipe" element={<RecipePage />} />
            {ComponentGallery && <Route path="/c-lib/*" element={<ComponentGallery />} />}
            {tools.map((tool) => (
              <Route key={tool.id} path={tool.path} element={<ToolRoute tool={tool} />} />
            ))}
            {tools.flatMap((tool) =>
              (tool.redirectFrom ?? []).map((from) => <Route key={from} path={from} element={<RedirectTo to={tool.path} />} />),
            )}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </RouteErrorBoundary>
      </Suspense>
    </>
  );
}

/** Router basename: the Vite base URL without its trailing slash ('/tools/' → '/tools'). */
export const basename = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';
