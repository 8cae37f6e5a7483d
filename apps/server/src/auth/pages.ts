/**
 * Server-rendered pages of the built-in sign-in: sign in, create account, forgot and reset password, errors.
 * Plain HTML styled like the product (one served stylesheet, no external assets, no inline script).
 */
export const ASSET_PREFIX = '/auth-assets';

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export interface PageOptions {
  title: string;
  heading: string;
  intro?: string;
  error?: string | undefined;
  notice?: string | undefined;
  body: string;
  footer?: string;
  scripts?: string[];
}

export function page(o: PageOptions): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(o.title)} | RentFile NJ</title>
<link rel="stylesheet" href="${ASSET_PREFIX}/auth.css">
${(o.scripts ?? []).map((s) => `<script src="${ASSET_PREFIX}/${s}" defer></script>`).join('\n')}
</head>
<body>
<header class="bar"><span class="brand">RentFile <span class="nj">NJ</span></span></header>
<main class="wrap">
<section class="card" aria-labelledby="heading">
<h1 id="heading">${escapeHtml(o.heading)}</h1>
${o.intro ? `<p class="intro">${escapeHtml(o.intro)}</p>` : ''}
${o.error ? `<div class="message error" role="alert">${escapeHtml(o.error)}</div>` : ''}
${o.notice ? `<div class="message notice" role="status">${escapeHtml(o.notice)}</div>` : ''}
${o.body}
</section>
${o.footer ? `<p class="below">${o.footer}</p>` : ''}
</main>
<footer class="legal">RentFile NJ is not a law firm and does not give legal advice.</footer>
</body>
</html>`;
}

interface Field {
  name: string;
  label: string;
  type?: string;
  value?: string | undefined;
  autocomplete: string;
  hint?: string;
  autofocus?: boolean;
}

function field(f: Field): string {
  const id = `f-${f.name}`;
  const hint = f.hint ? `<span class="hint" id="${id}-hint">${escapeHtml(f.hint)}</span>` : '';
  return `<div class="field">
<label for="${id}">${escapeHtml(f.label)}</label>
<input id="${id}" name="${f.name}" type="${f.type ?? 'text'}" required autocomplete="${f.autocomplete}"${f.value ? ` value="${escapeHtml(f.value)}"` : ''}${f.hint ? ` aria-describedby="${id}-hint"` : ''}${f.autofocus ? ' autofocus' : ''}>
${hint}
</div>`;
}

export const PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a digit.';

export function loginPage(o: {
  action: string;
  registerHref: string;
  forgotHref: string;
  email?: string | undefined;
  error?: string | undefined;
  notice?: string | undefined;
}): string {
  return page({
    title: 'Sign in',
    heading: 'Sign in',
    intro: 'Welcome back. Sign in to continue your cases.',
    error: o.error,
    notice: o.notice,
    body: `<form method="post" action="${escapeHtml(o.action)}" novalidate>
${field({ name: 'email', label: 'E-mail', type: 'email', value: o.email, autocomplete: 'username', autofocus: !o.email })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', autofocus: Boolean(o.email) })}
<p class="aside"><a href="${escapeHtml(o.forgotHref)}">Forgot password?</a></p>
<button type="submit" class="primary">Sign in</button>
</form>`,
    footer: `New to RentFile NJ? <a href="${escapeHtml(o.registerHref)}">Create an account</a>`,
  });
}

export function registerPage(o: {
  action: string;
  loginHref: string;
  /** The web app's terms of service, which the required box accepts (opened in another tab, the form kept). */
  termsHref: string;
  values?: Partial<Record<'email' | 'firstName' | 'lastName', string>>;
  acceptTerms?: boolean;
  error?: string | undefined;
}): string {
  const v = o.values ?? {};
  return page({
    title: 'Create your account',
    heading: 'Create your account',
    intro: 'Your account keeps your properties and cases so you can come back to them.',
    error: o.error,
    body: `<form method="post" action="${escapeHtml(o.action)}" novalidate>
<div class="row">
${field({ name: 'firstName', label: 'First name', value: v.firstName, autocomplete: 'given-name', autofocus: true })}
${field({ name: 'lastName', label: 'Last name', value: v.lastName, autocomplete: 'family-name' })}
</div>
${field({ name: 'email', label: 'E-mail', type: 'email', value: v.email, autocomplete: 'email' })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: PASSWORD_HINT })}
<div class="check">
<input id="f-terms" name="terms" type="checkbox" value="on" required${o.acceptTerms ? ' checked' : ''}>
<label for="f-terms">I accept the <a href="${escapeHtml(o.termsHref)}" target="_blank" rel="noopener">Terms of Service</a></label>
</div>
<button type="submit" class="primary">Create account</button>
</form>`,
    footer: `Already have an account? <a href="${escapeHtml(o.loginHref)}">Sign in</a>`,
  });
}

/** The form (mode form), the way to support when no e-mail can be sent (support), or the sent notice (sent). */
export function forgotPage(o: {
  mode: 'form' | 'support' | 'sent';
  action: string;
  loginHref: string;
  supportEmail: string;
  email?: string | undefined;
  error?: string | undefined;
}): string {
  const body = {
    form: `<form method="post" action="${escapeHtml(o.action)}" novalidate>
${field({ name: 'email', label: 'E-mail', type: 'email', value: o.email, autocomplete: 'username', autofocus: true })}
<button type="submit" class="primary">E-mail me a reset link</button>
</form>`,
    support: `<p>To reset your password, contact support at <a href="mailto:${escapeHtml(o.supportEmail)}">${escapeHtml(o.supportEmail)}</a>.</p>`,
    sent: '',
  }[o.mode];
  return page({
    title: 'Forgot password',
    heading: 'Forgot your password?',
    ...(o.mode === 'form'
      ? { intro: "Enter your account's e-mail and we will send you a link to choose a new password." }
      : {}),
    error: o.error,
    notice:
      o.mode === 'sent'
        ? `If an account uses ${o.email ?? 'that e-mail'}, we have sent it a link to choose a new password. The link works once, for one hour.`
        : undefined,
    body,
    footer: `<a href="${escapeHtml(o.loginHref)}">Back to sign in</a>`,
  });
}

/**
 * The reset link carries its token after "#", which a browser never sends: no server, proxy or referrer log sees it.
 * reset.js copies it into the form (token is empty then) and takes it out of the address bar; the form sends it back.
 */
export function resetPage(o: { action: string; token: string; error?: string | undefined }): string {
  return page({
    title: 'Choose a new password',
    heading: 'Choose a new password',
    error: o.error,
    scripts: ['reset.js'],
    body: `<form method="post" action="${escapeHtml(o.action)}" novalidate>
<input type="hidden" name="token" id="link-token" value="${escapeHtml(o.token)}">
${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', hint: PASSWORD_HINT, autofocus: true })}
${field({ name: 'confirm', label: 'Confirm new password', type: 'password', autocomplete: 'new-password' })}
<button type="submit" class="primary">Save new password</button>
</form>`,
  });
}

/** The page of an account's confirmation link: its token is put into the form by reset.js, as on the reset page. */
export function confirmPage(o: { action: string }): string {
  return page({
    title: 'Confirm your account',
    heading: 'Confirm your account',
    intro: 'One more step: confirm that this e-mail is yours, and your account is created.',
    scripts: ['reset.js'],
    body: `<form method="post" action="${escapeHtml(o.action)}" novalidate>
<input type="hidden" name="token" id="link-token" value="">
<button type="submit" class="primary">Create my account</button>
</form>`,
  });
}

export function messagePage(o: {
  title: string;
  heading: string;
  text: string;
  linkHref: string;
  linkText: string;
  error?: boolean;
}): string {
  return page({
    title: o.title,
    heading: o.heading,
    ...(o.error ? { error: o.text } : { notice: o.text }),
    body: `<p><a class="button primary" href="${escapeHtml(o.linkHref)}">${escapeHtml(o.linkText)}</a></p>`,
  });
}

export function logoutPage(form: string): string {
  return page({
    title: 'Signing out',
    heading: 'Signing you out…',
    body: `${form}<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
    scripts: ['logout.js'],
  });
}

export const AUTH_CSS = `:root{--navy:#003A60;--teal:#4DCCC4;--alert:#B3261E;--ink:#1d2733}
*{box-sizing:border-box}
html,body{margin:0}
body{font-family:Roboto,"Segoe UI",Helvetica,Arial,sans-serif;color:var(--ink);background:#f3f6f8;min-height:100vh;display:flex;flex-direction:column}
.bar{background:var(--navy);color:#fff;padding:14px 24px}
.brand{font-weight:700;font-size:1.25rem;letter-spacing:.02em}
.nj{color:var(--teal)}
.wrap{flex:1;display:flex;flex-direction:column;align-items:center;padding:40px 16px}
.card{background:#fff;border-radius:8px;box-shadow:0 2px 10px rgba(0,58,96,.12);padding:32px;width:100%;max-width:440px}
h1{color:var(--navy);font-size:1.6rem;margin:0 0 8px}
.intro{margin:0 0 20px;color:#44505c}
.field{display:flex;flex-direction:column;margin-bottom:16px;flex:1;min-width:0}
.row{display:flex;gap:12px}
label{font-weight:600;margin-bottom:6px;color:var(--navy)}
input{font:inherit;width:100%;padding:10px 12px;border:1px solid #8a98a6;border-radius:4px}
input:focus{outline:3px solid var(--teal);outline-offset:1px;border-color:var(--navy)}
.hint{font-size:.85rem;color:#4b5763;margin-top:4px}
.aside{margin:-4px 0 16px;text-align:right}
.check{display:flex;align-items:flex-start;gap:8px;margin-bottom:16px}
.check input{width:20px;height:20px;flex:none;margin:2px 0 0}
.check label{font-weight:400;color:var(--ink)}
a{color:var(--navy);font-weight:600}
a:focus,button:focus{outline:3px solid var(--teal);outline-offset:2px}
.primary,button.primary{display:block;width:100%;font:inherit;font-weight:700;text-transform:uppercase;letter-spacing:.04em;padding:12px;border:0;border-radius:4px;background:var(--teal);color:var(--navy);cursor:pointer;text-align:center;text-decoration:none}
.primary:hover{background:#3bb8b0}
.message{border-radius:4px;padding:10px 12px;margin-bottom:16px}
.error{background:#fdecec;color:var(--alert);border:1px solid #f5b5b5}
.notice{background:#e6f8f7;color:var(--navy);border:1px solid var(--teal)}
.below{margin-top:20px}
.legal{text-align:center;font-size:.8rem;color:#4b5763;padding:16px}
@media (max-width:450px){.row{flex-direction:column;gap:0}.card{padding:20px}}
`;

export const LOGOUT_JS = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(!f)return;var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();});
`;

export const RESET_JS = `document.addEventListener('DOMContentLoaded',function(){var m=/[#&]token=([^&]+)/.exec(location.hash);var i=document.getElementById('link-token');if(m&&i){i.value=decodeURIComponent(m[1]);history.replaceState(null,'',location.pathname);}});
`;
