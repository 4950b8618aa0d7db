export * from './ReadOnlyField';
export * from './ReadOnlyTextarea';
export * from './PlainReadOnlyInput';
