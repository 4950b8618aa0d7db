export * from './bytes';
export * from './pem';
