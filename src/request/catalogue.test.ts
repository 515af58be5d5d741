import { loginRoute } from './catalogue';

describe('loginRoute', () => {
  const at = (url: string) => window.history.replaceState(null, '', url);

  it('comes back to the page the user was on', () => {
    at('/statistical-analysis?from=2026-01-01');
    expect(loginRoute()).toBe(
      `/login?redirect=${encodeURIComponent('/statistical-analysis?from=2026-01-01')}`,
    );
  });

  it('keeps the redirect when a sign-in request arrives on the sign-in page itself', () => {
    at(`/login?redirect=${encodeURIComponent('/statistical-analysis')}`);
    expect(loginRoute()).toBe(`/login?redirect=${encodeURIComponent('/statistical-analysis')}`);
    at('/login');
    expect(loginRoute()).toBe('/login');
  });
});
