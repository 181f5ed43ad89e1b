export * from './routes/page-routes';
export * from './auth/credentials';
