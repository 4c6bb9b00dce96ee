import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

afterEach(() => cleanup());

// React's scheduler may still hold a task from the last render (antd debounces validation and animates on
// unmount; on a loaded machine that lags); let it run while the test DOM still exists, rather than after the
// environment is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 1000)));
