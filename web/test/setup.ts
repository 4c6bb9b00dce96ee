import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setToast } from '../src/api/notify';
import { registerSharedTexts } from '../src/i18n/shared';

afterEach(() => cleanup());

// Toasts wait for the instance the app hands over once mounted, which a component test does not mount.
// Component tests get a quiet sink; a test that asserts on toasts sets its own.
const quiet = () => undefined;
setToast({ error: quiet as never, success: quiet as never, warning: quiet as never });

// Pages are rendered here without the signed-in shell, which registers the texts of common/ for them.
registerSharedTexts();
