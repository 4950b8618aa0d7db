export * from './ReadOnlyField';
