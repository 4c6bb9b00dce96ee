export { createHttpConnector, type HttpConnectorOptions } from './connector';
export { PATHS } from './protocol';
export { systemClock, type Clock } from './rateLimiter';
export { memoryTokenStore, type PlatformTokens, type TokenStore } from './tokens';
