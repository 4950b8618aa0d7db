export * from './ClearButton';
