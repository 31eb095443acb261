/**
 * axe as every spec runs it. The specs read violations only, so axe is told so (`resultTypes`, its documented
 * option for this): it then builds a selector and an HTML excerpt for one node of each passing or inapplicable rule
 * rather than for all of them. Every rule still runs on every node, and every violating node is reported.
 * It runs `axe.run` in the page itself (`setLegacyMode`): the default finishes each scan in a blank page opened for
 * it, with axe injected there a second time, which only cross-origin frames need (the store has none). That doubled
 * a scan's time, and under load the blank page could hang past the test's timeout.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
}
