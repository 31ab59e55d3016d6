import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor give slow renders (a loaded CI machine) up to 5 s before failing.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
