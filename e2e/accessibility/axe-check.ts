import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * axe-core (injected from the installed package, offline) on the page as it is: one readable line group per
 * serious or critical violation and element — rule, impact, help, selector, what to fix, axe's link.
 */
export async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.impact}] ${violation.id} — ${violation.help}\n    ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, ' ')}\n    ${violation.helpUrl}`,
      ),
    );
}
