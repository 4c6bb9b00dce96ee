export * from './org';
export * from './auth';
export * from './audit';
export * from './business';
export * from './facts';
export * from './money';
export * from './planning';
export * from './settings';
