import path from 'node:path';
import { REQUEST_MESSAGES } from '@aabhushan/shared/schemas/request-messages';

/**
 * A storefront page address: what the web app answers with a page (GET or HEAD, outside the API
 * and the media, no file extension). Anything else is answered in the API's envelope.
 */
export function isPageAddress(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !pathname.startsWith('/api/') && !pathname.startsWith('/media/') && path.extname(pathname) === '';
}

/*
 * The storefront's look without its build (the page must not need the server to answer
 * anything more): the theme's colours (apps/web/src/styles/theme.css: ivory ground, maroon
 * brand, antique gold as the one accent, charcoal text, the focus ring) and its type families,
 * with their fallbacks. No script, no automatic reload (a page that reloads itself is an
 * accessibility failure): a link tries again.
 */
const STYLE = `
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;box-sizing:border-box;
background:#fbf8f3;color:#2a2523;font:16px/1.6 Mulish,system-ui,-apple-system,'Segoe UI',sans-serif;text-align:center}
main{max-width:32rem}
.brand{margin:0 0 24px;font:600 1.5rem/1.2 'Cormorant Garamond',Georgia,'Times New Roman',serif;letter-spacing:.12em;text-transform:uppercase;color:#6b1f2a}
.brand::after{content:'';display:block;width:48px;height:1px;margin:12px auto 0;background:#85662c}
h1{margin:0 0 8px;font:600 2rem/1.2 'Cormorant Garamond',Georgia,'Times New Roman',serif;color:#6b1f2a}
p{margin:0 0 24px;color:#6a625d}
a{display:inline-block;min-height:44px;box-sizing:border-box;padding:10px 28px;border-radius:6px;background:#6b1f2a;color:#fbf8f3;font-weight:600;text-decoration:none}
a:hover{background:#541722}
a:focus-visible{outline:3px solid #9c7a3c;outline-offset:3px}`;

/**
 * The page a shopper gets while the database does not answer (answered 503 with Retry-After by
 * the error handler): the store's name, one sentence, and a link back to the same address.
 */
export const BUSY_PAGE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Just a moment | Aabhushan</title><style>${STYLE}</style></head>
<body><main><p class="brand">Aabhushan</p><h1>Just a moment</h1><p>${REQUEST_MESSAGES.storeBusy}</p><a href="">Try again</a></main></body></html>`;
