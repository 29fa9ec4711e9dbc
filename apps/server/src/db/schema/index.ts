// The schema entry point drizzle-kit and the client read; each table lives in its domain's file.
export * from './audit';
export * from './campaigns';
export * from './content';
export * from './invites';
export * from './notifications';
export * from './phone-verification';
export * from './platform';
export * from './staff';
export * from './studio';
export * from './support';
export * from './users';
