import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A page with `access: staff` on a build with the site's own server: the route shows the
// admin-link gate until the server says this browser has a staff session. Each test
// starts as a fresh tab: no session known, no block code loaded.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => vi.resetModules());
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

async function freshTab() {
  const fixture = await import('../../tests/fixtures/staff-page');
  const { registry } = await import('../pages/registry');
  const { pageBlockTypes } = await import('../render/block-loader');
  (await import('../render/block-registry')).setBlockRegistry(registry);
  return {
    ...fixture,
    pageBlockTypes,
    gate: fixture.staffPage.staffGate!,
    blockCode: vi.spyOn(registry.notice, 'load'),
  };
}

const session = (status: 200 | 401) =>
  http.get('*/api/admin/session', () =>
    status === 200
      ? HttpResponse.json({ signedIn: true, via: 'session', expiresAt: '2026-11-26T20:00:00Z' })
      : HttpResponse.json({ error: { code: 'signed-out' } }, { status }),
  );

describe('a page with access: staff', () => {
  it('prerenders the gate checking the sign-in, and none of its blocks', async () => {
    const { prerenderStaffPage, staffBlockText, gate, blockCode } = await freshTab();
    const html = prerenderStaffPage();
    expect(html).toContain(gate.checking);
    expect(html).not.toContain(staffBlockText);
    expect(blockCode).not.toHaveBeenCalled();
  });

  it('lists no block code to load when the page opens', async () => {
    const { pageBlockTypes, staffPage } = await freshTab();
    expect(pageBlockTypes(staffPage)).toEqual([]);
    expect(pageBlockTypes({ ...staffPage, access: 'public' })).toEqual(['notice']);
  });

  it('shows a browser without a session the admin-link gate, not the blocks nor their code', async () => {
    const { renderStaffPage, staffBlockText, gate, blockCode } = await freshTab();
    server.use(session(401));
    renderStaffPage();
    expect(await screen.findByRole('heading', { name: gate.adminLink.heading })).toBeVisible();
    expect(screen.getByText(gate.adminLink.text.trim())).toBeVisible();
    expect(screen.queryByText(staffBlockText)).toBeNull();
    expect(blockCode).not.toHaveBeenCalled();
  });

  it('shows staff the blocks under their account bar, and the gate again after sign-out', async () => {
    const { renderStaffPage, staffBlockText, gate, blockCode } = await freshTab();
    const errors = vi.spyOn(console, 'error');
    server.use(
      session(200),
      http.post('*/api/admin/sign-out', () => new HttpResponse(null, { status: 204 })),
    );
    renderStaffPage();
    expect(await screen.findByText(staffBlockText)).toBeVisible();
    expect(blockCode).toHaveBeenCalledOnce();
    expect(screen.getByRole('main')).toContainElement(screen.getByText(staffBlockText));
    expect(screen.getByRole('region', { name: gate.account.label })).toHaveTextContent(
      'Signed in with an admin link until',
    );

    await userEvent.click(screen.getByRole('button', { name: gate.signOutLabel }));
    expect(await screen.findByRole('heading', { name: gate.adminLink.heading })).toBeVisible();
    expect(screen.queryByText(staffBlockText)).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
