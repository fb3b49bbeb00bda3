import type { User } from '@aushadh/shared/auth/schemas.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { makeError, makeSuccess, makeUser, mockApi } from '../../../test/auth-fixtures.ts';
import type { MockReply } from '../../../test/auth-fixtures.ts';
import { renderWithProviders, setupTestI18n } from '../../../test/render-with-providers.tsx';
import LoginPage from './login-page.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function renderLogin(
  routes: Record<string, MockReply | MockReply[]> = {},
  {
    currentUser = null,
    route = '/login',
    returnTo = null,
  }: { currentUser?: User | null; route?: string; returnTo?: string | null } = {},
) {
  const api = mockApi({ 'GET /api/auth/providers': { body: { google: false, facebook: true } }, ...routes });
  vi.stubGlobal('fetch', api.fetchMock);
  const onSignedIn = vi.fn();
  const onSessionLost = vi.fn();
  const assignLocation = vi.fn();
  const view = renderWithProviders(
    <>
      <Routes>
        <Route
          path="/login"
          element={
            <LoginPage
              currentUser={currentUser}
              getTempUserId={async () => 'guest-abc'}
              onSignedIn={onSignedIn}
              onSessionLost={onSessionLost}
              assignLocation={assignLocation}
              returnTo={returnTo}
            />
          }
        />
        <Route path="/profile" element={<p>profile page</p>} />
        <Route path="/products/:id" element={<p>product page</p>} />
        <Route path="/admin/users" element={<p>admin users</p>} />
        <Route path="/admin" element={<p>admin landing</p>} />
        <Route path="/doctor" element={<p>doctor landing</p>} />
      </Routes>
      <Toaster regionLabel="Notifications" closeLabel="Close" />
    </>,
    { route },
  );
  return { ...view, api, onSignedIn, onSessionLost, assignLocation, user: userEvent.setup() };
}

describe('LoginPage', () => {
  it('shows the title, both tabs, the side panel and the social buttons', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In or Register' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Create Account' })).toBeInTheDocument();
    for (const text of ['Fast Delivery', 'Genuine Products', 'Secure Account']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username or Email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows the SPEC §5 messages for sign-in and registration', async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username must be at least 4 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or Email')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    await user.type(screen.getByLabelText('Full Name'), 'A');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Username'), 'abc');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 4 characters')).toBeInTheDocument();
    const confirm = screen.getByLabelText('Confirm Password');
    expect(screen.getByText("Passwords don't match")).toHaveAttribute('id', confirm.getAttribute('aria-describedby'));
  });

  it('toggles password visibility with an accessible button', async () => {
    const { user } = renderLogin();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('switching tabs clears form errors and closes the forgot-password and OTP flows', async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username must be at least 4 characters')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.queryByText('Username must be at least 4 characters')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.queryByRole('heading', { name: 'Forgot Password' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Login with OTP' }));
    expect(screen.getByRole('button', { name: 'Get Login Code' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.queryByRole('button', { name: 'Get Login Code' })).not.toBeInTheDocument();
  });

  it('walks the forgot-password flow: request → verify → reset → back to login', async () => {
    const { user, api } = renderLogin({
      'POST /api/password-reset/request': {
        body: makeSuccess('If your email exists in our system, a one-time password has been sent to it'),
      },
      'POST /api/password-reset/verify-otp': [
        { status: 400, body: makeError('BAD_REQUEST', 'Invalid or expired OTP') },
        { body: makeSuccess('OTP verified') },
      ],
      'POST /api/password-reset/reset': { body: makeSuccess('Your password has been reset successfully') },
    });
    await user.click(await screen.findByRole('button', { name: 'Forgot Password?' }));

    // Step 1: request.
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'Priya@Example.in');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP Sent')).toBeInTheDocument();
    expect(
      screen.getByText('If your email exists in our system, a one-time password has been sent to it'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/password-reset/request')[0]?.body).toEqual({ email: 'priya@example.in' });

    // Step 2: verify (first a wrong code: the server's message in a destructive toast).
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('priya@example.in');
    expect(email).toHaveAttribute('readonly');
    const otp = screen.getByLabelText('OTP');
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    await user.type(otp, '12');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP must be 6 digits')).toBeInTheDocument();
    await user.clear(otp);
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    // In the toast and beside the form, so the toast never hides the only mention of it.
    expect(await screen.findAllByText('Invalid or expired OTP')).toHaveLength(2);
    expect(screen.getByText('Error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP Verified')).toBeInTheDocument();

    // Step 3: reset, with e-mail and OTP read-only.
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveValue('123456');
    expect(screen.getByLabelText('OTP')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Back to OTP Verification' }));
    expect(await screen.findByRole('button', { name: 'Verify OTP' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await user.type(await screen.findByLabelText('New Password'), 'NewSecret#1');
    await user.type(screen.getByLabelText('Confirm Password'), 'NewSecret#2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'NewSecret#1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password Reset')).toBeInTheDocument();
    expect(screen.getByText('Your password has been reset successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/password-reset/reset')[0]?.body).toEqual({
      email: 'priya@example.in',
      otp: '123456',
      password: 'NewSecret#1',
      confirmPassword: 'NewSecret#1',
    });

    // Back on the password form, with the e-mail filled in.
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username or Email')).toHaveValue('priya@example.in');
  });

  it('signs in, greets by name, verifies the session after 1 s and goes to the role landing page', async () => {
    const admin = makeUser({ id: 1, name: 'Asha Verma', username: 'demo.admin', role: 'admin' });
    const { user, api, onSignedIn } = renderLogin({
      'POST /api/login': { body: admin },
      'GET /api/session-check': { body: { isAuthenticated: true } },
    });
    await user.type(await screen.findByLabelText('Username or Email'), 'demo.admin');
    await user.type(screen.getByLabelText('Password'), 'Aushadh@Demo2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Asha Verma!')).toBeInTheDocument();
    expect(onSignedIn).toHaveBeenCalledWith(admin);
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/login')[0]?.body).toEqual({
      username: 'demo.admin',
      password: 'Aushadh@Demo2026',
      tempUserId: 'guest-abc',
    });
    expect(await screen.findByText('admin landing', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/session-check')).toHaveLength(1);
  });

  it('shows "Login failed" with the server message and stays on the page', async () => {
    const { user, onSignedIn } = renderLogin({
      'POST /api/login': { status: 401, body: makeError('UNAUTHENTICATED', 'Invalid username or password') },
    });
    await user.type(await screen.findByLabelText('Username or Email'), 'someone');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText('Login failed')).toBeInTheDocument();
    expect(within(region).getByText('Invalid username or password')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('an invalid session after login shows "Authentication Error" and does not redirect', async () => {
    const { user, onSessionLost } = renderLogin({
      'POST /api/login': { body: makeUser() },
      'GET /api/session-check': { body: { isAuthenticated: false } },
    });
    await user.type(await screen.findByLabelText('Username or Email'), 'priya.sharma');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Authentication Error', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Session could not be established. Please try again.')).toBeInTheDocument();
    expect(onSessionLost).toHaveBeenCalled();
    expect(screen.queryByText('profile page')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('registers without confirmPassword in the payload and welcomes the new user', async () => {
    const created = makeUser({ name: 'Ravi Kumar', username: 'ravi.k', email: 'ravi@example.in' });
    const { user, api } = renderLogin({
      'POST /api/register': { body: created },
      'GET /api/session-check': { body: { isAuthenticated: true } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Create Account' }));
    await user.type(screen.getByLabelText('Full Name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await user.type(screen.getByLabelText('Username'), 'ravi.k');
    await user.type(screen.getByLabelText('Password'), 'Strong#Pass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'Strong#Pass1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ravi Kumar!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/register')[0]?.body).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      username: 'ravi.k',
      password: 'Strong#Pass1',
      tempUserId: 'guest-abc',
    });
    expect(await screen.findByText('profile page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows the privacy notice with optional, unticked consents and sends only the ticked ones', async () => {
    const { user, api } = renderLogin({
      'POST /api/register': { body: makeUser() },
      'GET /api/session-check': { body: { isAuthenticated: true } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Create Account' }));
    expect(screen.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const marketing = screen.getByRole('checkbox', { name: /offers and health tips/ });
    const notifications = screen.getByRole('checkbox', { name: /reminders and updates/ });
    expect(marketing).not.toBeChecked();
    expect(notifications).not.toBeChecked();
    await user.type(screen.getByLabelText('Full Name'), 'Priya Sharma');
    await user.type(screen.getByLabelText('Email'), 'priya@example.in');
    await user.type(screen.getByLabelText('Username'), 'priya.sharma');
    await user.type(screen.getByLabelText('Password'), 'Strong#Pass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'Strong#Pass1');
    await user.click(notifications);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/register')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/register')[0]?.body).toMatchObject({ consents: ['notifications'] });
  });

  it('sends a signed-in visitor to /profile', async () => {
    renderLogin({}, { currentUser: makeUser() });
    expect(await screen.findByText('profile page')).toBeInTheDocument();
  });

  it('social sign-in navigates for a configured provider and explains an unconfigured one', async () => {
    const { user, assignLocation } = renderLogin(
      {},
      { route: '/login?socialError=Your%20sign-in%20session%20expired.' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in session expired.');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Google sign-in is not set up on this server yet')).toBeInTheDocument();
    expect(assignLocation).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/api/auth/facebook/start'));
  });

  it('signs in with an e-mailed code and goes to the role landing page', async () => {
    const doctor = makeUser({ name: 'Dr. Meera Iyer', role: 'doctor' });
    const { user, api, onSignedIn } = renderLogin({
      'POST /api/auth/request-login-otp': {
        body: makeSuccess('If your email exists in our system, a login code has been sent'),
      },
      'POST /api/auth/verify-login-otp': { body: doctor },
    });
    await user.click(await screen.findByRole('button', { name: 'Login with OTP' }));
    await user.type(screen.getByLabelText('Email'), 'meera@example.in');
    await user.click(screen.getByRole('button', { name: 'Get Login Code' }));
    await user.type(await screen.findByLabelText('One-Time Code'), '654321');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Email' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('doctor landing')).toBeInTheDocument();
    expect(onSignedIn).toHaveBeenCalledWith(doctor);
    expect(screen.getByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Dr. Meera Iyer!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/verify-login-otp')[0]?.body).toEqual({
      email: 'meera@example.in',
      otp: '654321',
      tempUserId: 'guest-abc',
    });
  });
});

describe('LoginPage: errors beside their fields', () => {
  const fieldError = (path: string, message: string, code: 'CONFLICT' | 'VALIDATION_FAILED' = 'CONFLICT') => ({
    code,
    message,
    issues: [{ path: [path], message }],
  });

  async function fillRegistration(user: ReturnType<typeof userEvent.setup>, password = 'Strong#Pass1') {
    await user.click(await screen.findByRole('tab', { name: 'Create Account' }));
    await user.type(screen.getByLabelText('Full Name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await user.type(screen.getByLabelText('Username'), 'ravi.k');
    await user.type(screen.getByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Confirm Password'), password);
  }

  it('a refused registration shows the reason under the field it is about, as well as in the toast', async () => {
    const message = 'This username is already taken. Please choose another.';
    const { user } = renderLogin({
      'POST /api/register': { status: 409, body: fieldError('username', message) },
    });
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText(message)).toBeInTheDocument();
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAccessibleDescription(message));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
  });

  it('a failed sign-in is also said in the form, above the Login button', async () => {
    const { user } = renderLogin({
      'POST /api/login': { status: 401, body: makeError('UNAUTHENTICATED', 'Invalid username or password') },
    });
    await user.type(await screen.findByLabelText('Username or Email'), 'someone');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Invalid username or password');
    expect(screen.getByTestId('form-error')).toHaveAttribute('role', 'alert');
  });

  it('explains a common password when the field is left, before anything is submitted', async () => {
    const { user, api } = renderLogin({
      'POST /api/password-policy/check': {
        body: {
          acceptable: false,
          reason: 'common',
          message: 'This password is too common. Please choose a less common password.',
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Create Account' }));
    await user.type(screen.getByLabelText('Username'), 'ravi.k');
    const password = screen.getByLabelText('Password');
    await user.type(password, 'qwerty123');
    await user.tab();
    await waitFor(() => expect(password).toHaveAccessibleDescription(/most common passwords.*attackers try/));
    expect(api.callsTo('POST', '/api/password-policy/check').at(-1)?.body).toMatchObject({
      password: 'qwerty123',
      username: 'ravi.k',
    });
    expect(api.callsTo('POST', '/api/register')).toHaveLength(0);
  });

  it('says nothing about a password under the minimum length (the form rule does) and asks nothing', async () => {
    const { user, api } = renderLogin();
    await user.click(await screen.findByRole('tab', { name: 'Create Account' }));
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.callsTo('POST', '/api/password-policy/check')).toHaveLength(0);
  });
});

describe('LoginPage: back to where the visitor came from', () => {
  const signIn = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(await screen.findByLabelText('Username or Email'), 'someone');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
  };

  it('a customer goes back to the page they came from', async () => {
    const { user } = renderLogin(
      { 'POST /api/login': { body: makeUser() }, 'GET /api/session-check': { body: { isAuthenticated: true } } },
      { returnTo: '/products/42' },
    );
    await signIn(user);
    expect(await screen.findByText('product page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('staff land on their area, unless they came from a page inside it', async () => {
    const admin = makeUser({ id: 1, role: 'admin' });
    const routes = {
      'POST /api/login': { body: admin },
      'GET /api/session-check': { body: { isAuthenticated: true } },
    };
    const first = renderLogin(routes, { returnTo: '/products/42' });
    await signIn(first.user);
    expect(await screen.findByText('admin landing', {}, { timeout: 3000 })).toBeInTheDocument();
    first.unmount();
    const second = renderLogin(routes, { returnTo: '/admin/users' });
    await signIn(second.user);
    expect(await screen.findByText('admin users', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('an already signed-in visitor with somewhere to go goes there, not to /profile', async () => {
    renderLogin({}, { currentUser: makeUser(), returnTo: '/products/42' });
    expect(await screen.findByText('product page')).toBeInTheDocument();
  });
});
