/**
 * Comments whose figures are not measures: each names the value of a setting where it is set, a
 * dependency's own value, an example of text, or a test's input. A measure goes to an ADR or to
 * bench/results/ and the comment links it (docs/decisions/README.md). An entry no longer found fails too.
 */
export interface AllowedFigures {
  file: string;
  figures: string[];
  reason: string;
}

const SETTING = 'a timeout, interval, delay, threshold or size that the code beside it sets';
const DEPENDENCY = "a dependency's own default or limit, named where the code works around it";
const EXAMPLE = 'an example of the text the code writes (a canary share of visitors)';
const BENCH_SETTING = "the bench's own settings (throttling profile, run length, sampling, the budget it checks), not its results";
const FIXTURE = "the size of the test's own input (a decompression bomb)";

export const ALLOWED_FIGURES: AllowedFigures[] = [
  { file: 'api/src/cli/remote/remote-cli.ts', figures: ['90 %', '10 %'], reason: EXAMPLE },
  { file: 'api/src/features/deployments/canary.service.ts', figures: ['2 %'], reason: SETTING },
  { file: 'api/src/features/static-site/static-files.ts', figures: ['32 MB'], reason: SETTING },
  { file: 'api/src/mail-delivery-processes.test.ts', figures: ['3 s', '15 s'], reason: SETTING },
  { file: 'api/src/shared/compression.ts', figures: ['1 KB'], reason: SETTING },
  { file: 'api/src/shared/mail/delivery-failure.ts', figures: ['15 s', '30 s'], reason: SETTING },
  { file: 'api/src/testing/test-app.ts', figures: ['10 s'], reason: DEPENDENCY },
  { file: 'bench/api.ts', figures: ['10 s'], reason: BENCH_SETTING },
  { file: 'bench/api/profile.ts', figures: ['200 µs'], reason: BENCH_SETTING },
  { file: 'bench/web.ts', figures: ['150 ms', '160 KB'], reason: BENCH_SETTING },
  { file: 'e2e/accessibility/accessibility.spec.ts', figures: ['5 s'], reason: SETTING },
  { file: 'e2e/emails/emails-screen.spec.ts', figures: ['5 s', '15 s'], reason: SETTING },
  { file: 'e2e/facilities/coach-bookings.spec.ts', figures: ['90 s'], reason: SETTING },
  { file: 'e2e/playwright.config.ts', figures: ['2 s'], reason: SETTING },
  { file: 'e2e/session-notices/session-notices.spec.ts', figures: ['2 s'], reason: SETTING },
  { file: 'libs/federation/src/registry/archive.test.ts', figures: ['1.4 GB', '1.4 MB', '1.1 GB'], reason: FIXTURE },
  { file: 'libs/federation/src/vite/vitest-preset.ts', figures: ['5 s'], reason: DEPENDENCY },
  { file: 'libs/http/src/retry-policy.ts', figures: ['300 ms', '600 ms', '1200 ms'], reason: SETTING },
  { file: 'libs/ui/src/feedback/toaster-config.ts', figures: ['200 ms'], reason: DEPENDENCY },
  { file: 'libs/ui/src/testing/setup.ts', figures: ['1 s'], reason: DEPENDENCY },
  { file: 'mf-admin-deployments/src/features/deployments/api/get-deployments.ts', figures: ['30 s'], reason: SETTING },
  { file: 'mf-admin-deployments/src/features/deployments/deployment-text.ts', figures: ['10 %'], reason: EXAMPLE },
  { file: 'mf-admin-deployments/src/features/deployments/testing-data.ts', figures: ['10 %'], reason: EXAMPLE },
  { file: 'mf-auth/src/features/onboarding/setup-page.test.tsx', figures: ['5 s'], reason: DEPENDENCY },
  { file: 'shell/src/testing/setup.ts', figures: ['1 s'], reason: DEPENDENCY },
];
