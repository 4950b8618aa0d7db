export { AppLink, type AppLinkProps } from './AppLink';
