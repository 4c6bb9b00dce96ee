import { useConsole } from '../harness';
import { chartsTests } from '../examples/charts';
import { complexTableTests } from '../examples/complexTable';
import { exportsTests } from '../examples/exports';
import { formTests } from '../examples/form';
import { themeTests } from '../examples/theme';

/** The sample pages (/example/*), on one console: each page's tests are in e2e/examples/. */
const e2e = useConsole();

chartsTests(e2e);
complexTableTests(e2e);
formTests(e2e);
exportsTests(e2e);
themeTests(e2e);
