import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path inside the app ("/hash-text"); the base URL is added. */
  to: string;
}

/** Whether a click should be left to the browser (new tab, download, modified click). */
function isBrowserClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (target !== null && target !== '_self');
}

/**
 * A link to a page of the app, for the long lists (home cards, sidebar). React Router's `Link`
 * follows the location, so each of its 170 instances on the home page rendered again on every
 * navigation; this one reads only the router's navigator and base URL, which never change.
 */
export function AppLink({ to, onClick, children, ...rest }: AppLinkProps) {
  const { basename, navigator } = useContext(NavigationContext);
  const path = basename === '/' ? to : to === '/' ? basename : `${basename}${to}`;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isBrowserClick(event)) return;
    event.preventDefault();
    navigator.push(path);
  };
  return (
    <a {...rest} href={navigator.createHref({ pathname: path })} onClick={handleClick}>
      {children}
    </a>
  );
}
