/**
 * /unsubscribe?token=… : the page the link in a notification e-mail opens. It says what the link
 * stops (GET, which changes nothing, since mail scanners open links too) and unsubscribes when the
 * member confirms (POST). Both answer without signing in: the signed token is the permission
 * (docs/decisions/030-notification-mail-and-unsubscribe.md).
 */
const API = `${import.meta.env.PUBLIC_API_BASE ?? '/api'}/notifications/unsubscribe`;
const status = document.getElementById('unsubscribe-status');
const form = document.getElementById('unsubscribe-form') as HTMLFormElement | null;

type Reply = { response: { message: string; subscribed: boolean } | null; error: { message: string } | null };

async function ask(method: 'GET' | 'POST', token: string): Promise<Reply> {
  try {
    const res = await fetch(`${API}?token=${encodeURIComponent(token)}`, { method, headers: { accept: 'application/json' } });
    return (await res.json()) as Reply;
  } catch {
    return { response: null, error: { message: 'The server could not be reached. Check your connection and open the link again.' } };
  }
}

async function start() {
  if (!status || !form) return;
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  // The token stays out of history and of the Referer header of any link followed from here.
  window.history.replaceState(null, '', window.location.pathname);
  const shown = await ask('GET', token);
  status.textContent = shown.error?.message ?? shown.response?.message ?? '';
  form.hidden = !shown.response?.subscribed;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector('button');
    if (button) button.disabled = true;
    const done = await ask('POST', token);
    status.textContent = done.error?.message ?? done.response?.message ?? '';
    form.hidden = true;
  });
}

void start();
