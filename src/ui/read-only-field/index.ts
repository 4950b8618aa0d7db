export * from './ReadOnlyField';
export * from './ReadOnlyTextarea';
