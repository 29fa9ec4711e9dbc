import type { OAuthPlatform } from '../../integrations/social/social-provider';

const NAMES: Record<OAuthPlatform, string> = { instagram: 'Instagram', tiktok: 'TikTok' };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox's stand-in for the platform's consent screen: the creator types the handle the
 * sandbox should connect and allows or denies. Plain HTML, no script, readable at 375 px.
 */
export function sandboxConsentPage(platform: OAuthPlatform, state: string, action: string) {
  const name = NAMES[platform];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connect ${name} (sandbox)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1a1b1e;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 8px}
p{line-height:1.5}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px;font-size:1rem;border:1px solid #666;border-radius:6px}
.actions{display:flex;gap:12px;margin-top:20px}
button{flex:1;padding:12px;font-size:1rem;border-radius:6px;border:1px solid #1c5fa8;cursor:pointer}
button[value=allow]{background:#1c5fa8;color:#fff}
button[value=deny]{background:#fff;color:#1c5fa8}
.note{font-size:.85rem;color:#4a4f57}
</style></head>
<body><main>
<h1>Connect your ${name} account</h1>
<p>Creator Portal would like to read your ${name} profile, posts and their likes and comments.</p>
<p class="note">Sandbox: no real ${name} account is used. Type the handle to connect.</p>
<form method="get" action="${escapeHtml(action)}">
<input type="hidden" name="platform" value="${platform}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="handle">${name} handle</label>
<input id="handle" name="handle" autocomplete="username" maxlength="30" pattern="[A-Za-z0-9._]{1,30}" placeholder="your.handle">
<div class="actions">
<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
<button type="submit" name="decision" value="allow">Allow</button>
</div>
</form>
</main></body></html>`;
}
