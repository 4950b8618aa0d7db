export { OutputArea, type OutputAreaProps } from './OutputArea';
