export * from './org';
export * from './auth';
export * from './audit';
export * from './business';
