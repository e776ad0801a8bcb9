import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules checked: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules outside the WCAG tags (axe's best practices) that Lighthouse's accessibility score
 * also counts, so a page that passes here keeps its 100 there.
 */
export const LIGHTHOUSE_BEST_PRACTICES = [
  'heading-order',
  'empty-heading',
  'landmark-one-main',
  'tabindex',
  'skip-link',
  'accesskeys',
  'aria-allowed-role',
  'image-redundant-alt',
  'table-duplicate-name',
];

/** How many elements of one rule the report lists; the count says how many there are. */
const NODES_LISTED = 5;

/**
 * Runs axe-core over the page as it is now and fails with one line per broken rule, the rule's
 * help page and the elements that break it, when any WCAG 2.x A/AA rule or one of the best
 * practices Lighthouse counts is violated.
 */
export async function expectNoAxeViolations(page: Page, context: string): Promise<void> {
  // One pass (axe runs either a set of tags or a list of rules, not both, and each pass injects
  // axe again): the WCAG tags with the best practices, of which only those Lighthouse counts fail.
  const results = await new AxeBuilder({ page }).withTags([...WCAG_AA_TAGS, 'best-practice']).analyze();
  const violations = results.violations.filter(
    (violation) => violation.tags.some((tag) => WCAG_AA_TAGS.includes(tag)) || LIGHTHOUSE_BEST_PRACTICES.includes(violation.id),
  );
  if (violations.length === 0) return;
  const report = violations.map((violation) => {
    const nodes = violation.nodes.slice(0, NODES_LISTED).map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
      return `    - ${node.target.join(' ')}: ${summary}`;
    });
    const more = violation.nodes.length > NODES_LISTED ? [`    (and ${violation.nodes.length - NODES_LISTED} more)`] : [];
    return [`  ${violation.id} (${violation.impact ?? 'unknown'}, ${violation.nodes.length}x): ${violation.help} ${violation.helpUrl}`, ...nodes, ...more].join(
      '\n',
    );
  });
  throw new Error(`Accessibility violations on ${context} (${page.url()}):\n${report.join('\n')}`);
}
