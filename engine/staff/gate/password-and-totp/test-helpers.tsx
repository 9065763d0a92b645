import { createClient } from '@supabase/supabase-js';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { parse } from 'yaml';
import { createStaffSession } from '../../access/staff-session';
import { StaffSessionProvider } from '../../access/staff-session-context';
import { applyDefaults } from '../../../pages/apply-defaults';
import { interpolateDeep } from '../../../locale/interpolate';
import { fakeAnonKey } from '../../../../tests/fixtures/auth-tokens';
import { SUPABASE_URL } from '../../../../tests/fixtures/fake-auth-api';
import { renderWithProviders, testSite } from '../../../../tests/render';
import { staffGateSchema, type StaffGateCopy } from '../../../schema/staff-gate.schema';
import { PasswordGateView } from './PasswordGateView';

// Each step waits on supabase-js and the fake server; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

/** The staff gate copy of the real pages/admin.yaml, as the page route hands it over. */
export const gateCopy: StaffGateCopy = (() => {
  const page = parse(
    readFileSync(path.resolve(import.meta.dirname, '../../../../pages/admin.yaml'), 'utf8'),
  ) as { staffGate: StaffGateCopy };
  const { value } = interpolateDeep(page.staffGate, { product: testSite.brand.name });
  return applyDefaults(staffGateSchema, value);
})();

const teardown: (() => Promise<void>)[] = [];
let clients = 0;

/**
 * The gate over a fresh supabase-js browser client (its own storage key, so tests never
 * share a session), with whatever stands for the page's blocks inside it.
 */
export function renderGate(after?: ReactNode) {
  const client = createClient(SUPABASE_URL, fakeAnonKey, {
    auth: { storageKey: `sb-gate-test-${++clients}`, detectSessionInUrl: false },
  });
  const session = createStaffSession(client);
  teardown.push(async () => {
    session.stop();
    await client.auth.dispose();
  });
  const user = userEvent.setup();
  const view = renderWithProviders(
    <StaffSessionProvider session={session}>
      <PasswordGateView copy={gateCopy}>{after}</PasswordGateView>
    </StaffSessionProvider>,
    { path: '/admin' },
  );
  return { ...view, client, session, user };
}

/** Stops every client renderGate made: timers, listeners and cross-tab channels. */
/**
 * The fake Auth server behind msw for a test file of gates: listening for the file, each
 * test's gates disposed and handlers reset after it. Tests add handlers with `use`.
 */
export function serveAuthForGates() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    await disposeGates();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

export async function disposeGates() {
  await Promise.all(teardown.splice(0).map((stop) => stop()));
  localStorage.clear();
}

type User = ReturnType<typeof userEvent.setup>;

export async function signIn(user: User, email: string, password: string) {
  await user.type(await screen.findByLabelText(/work email/i), email);
  await user.type(screen.getByLabelText(/password/i), password);
  await user.click(screen.getByRole('button', { name: gateCopy.signIn.submitLabel }));
}

export async function enterCode(user: User, code: string) {
  const field = await screen.findByLabelText(new RegExp(gateCopy.code.label));
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: gateCopy.code.submitLabel }));
}
