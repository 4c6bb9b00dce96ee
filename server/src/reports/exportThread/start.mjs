// The export thread's first file: Node starts a thread from JavaScript, and tsx then loads the TypeScript it runs.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
