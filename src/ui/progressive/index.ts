export { useProgressiveCount } from './use-progressive-count';
