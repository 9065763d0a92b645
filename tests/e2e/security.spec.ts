import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, openAdminLink } from './helpers';

// The site runs under the server's Content-Security-Policy and Permissions-Policy without
// a single violation or a feature the browser does not know,
// including the parts that load later: the dashboard, the office map, a service page.

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test('every page answers with security headers', async ({ request }) => {
  for (const path of ['/', '/contact', '/services/cloud-it-solutions', '/nope', '/favicon.svg']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("script-src 'self'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['strict-transport-security'], `${path} over http`).toBeUndefined();
  }
});

test('public pages, the office map and the dashboard run without a policy violation', async ({
  page,
}) => {
  test.slow();
  const violations = await watchViolations(page);
  for (const path of ['/', '/services', '/services/cloud-it-solutions', '/services/quantum-x']) {
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
  }
  await gotoHydrated(page, '/contact');
  await page.getByRole('button', { name: 'Load interactive map' }).click();
  await expect(page.locator('iframe[title^="Map of"]')).toBeAttached();
  await openAdminLink(page);
  await expect(page.getByRole('tab', { name: 'Services' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
