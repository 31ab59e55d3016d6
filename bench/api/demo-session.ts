/** What the measures need from the demo seed: the admin's session and a free slot to book. */
export interface DemoSession {
  headers: Record<string, string>;
  /**
   * The headers with the cookies better-auth sends back on a `get-session` now: its cookie cache (when the
   * API has one) lasts 5 minutes, and a browser keeps it fresh while a measure with a stale one would not.
   */
  freshHeaders(): Promise<Record<string, string>>;
  /** Body of the i-th booking attempt of the burst (BURST_SLOTS different half-hours of one gym). */
  slot(index: number): string;
}

export const BURST = 1000;
export const BURST_SLOTS = 20;

const parisDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' });

/** A Monday to Friday date (Paris) about five weeks ahead: after the demo sessions, inside default opening hours. */
function burstDay(): string {
  for (let days = 35; ; days += 1) {
    const date = new Date(Date.now() + days * 86_400_000);
    const parts = Object.fromEntries(parisDate.formatToParts(date).map((p) => [p.type, p.value]));
    if (parts.weekday !== 'Sat' && parts.weekday !== 'Sun') return `${parts.year}-${parts.month}-${parts.day}`;
  }
}

/** A `Cookie` header with a response's `Set-Cookie` values applied (a cookie set to empty is removed). */
function mergeCookies(cookie: string, res: Response): string {
  const jar = new Map(cookie ? cookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const) : []);
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    const name = pair.slice(0, pair.indexOf('='));
    if (pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** Signs in as the demo admin and finds the gym the burst books. */
export async function demoSession(origin: string, siteOrigin: string): Promise<DemoSession> {
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: siteOrigin },
    body: JSON.stringify({ email: 'admin@demo.asso.fr', password: 'Demo-Password-2026' }),
  });
  if (!res.ok) throw new Error(`connexion de l'admin de démo impossible : ${res.status} ${await res.text()}`);
  const headers = { Cookie: mergeCookies('', res), Origin: siteOrigin };
  const rooms = (await (await fetch(`${origin}/api/rooms?limit=50`, { headers })).json()) as { data: { id: string; name: string }[] };
  const gym = rooms.data.find((room) => room.name === 'Gymnase Jean-Bouin') ?? rooms.data[0];
  if (!gym) throw new Error('aucune salle dans la base de démo');
  const day = burstDay();
  const at = (h: number) => `${day}T${String(Math.floor(h)).padStart(2, '0')}:${h % 1 ? '30' : '00'}`;
  return {
    headers,
    freshHeaders: async () => {
      const session = await fetch(`${origin}/api/auth/get-session`, { headers });
      if (!session.ok) throw new Error(`session de l'admin de démo illisible : ${session.status}`);
      headers.Cookie = mergeCookies(headers.Cookie, session);
      return { ...headers };
    },
    slot: (i) => {
      const hour = 8 + (i % BURST_SLOTS) * 0.5;
      return JSON.stringify({ title: `Essai de charge ${i}`, roomId: gym.id, startAt: at(hour), endAt: at(hour + 0.5) });
    },
  };
}
