export * from './JobProgress';
