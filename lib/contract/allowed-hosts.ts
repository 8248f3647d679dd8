/**
 * Hosts an administrator allows outgoing calls to reach: the HTTP tasks' only hosts, and the
 * private or local hosts (an intranet robot, an SMTP relay) notifications may reach besides
 * public ones. Pure: the settings forms check their entries with it, the senders their targets.
 */

/** One allowed host: a name or address, optionally with a port (`api.example.com`, `127.0.0.1:8080`, `[::1]:80`). */
const HOST_ENTRY = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*)(:\d{1,5})?$/i;

export const isHostEntry = (entry: string) => HOST_ENTRY.test(entry.trim());

/**
 * Whether a host and port are on the list: an entry with a port allows exactly that host and
 * port; one without allows the host on `bare` ports (the scheme's default port for web
 * addresses: 'default'; every port: 'any'). IPv6 hosts are written in brackets. Empty list: nothing.
 */
export function hostPortAllowed(host: string, port: string, allowed: readonly string[], bare: 'default' | 'any', isDefaultPort: boolean): boolean {
  const wanted = host.toLowerCase();
  return allowed.some((entry) => {
    const match = /^(.*?)(?::(\d{1,5}))?$/.exec(entry.trim().toLowerCase())!;
    if (match[1] !== wanted) return false;
    if (match[2]) return match[2] === port;
    return bare === 'any' || isDefaultPort;
  });
}

/** Whether a URL's host may be called (an entry without a port: the scheme's default port only). */
export function hostAllowed(url: URL, allowed: readonly string[]): boolean {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return hostPortAllowed(url.hostname, port, allowed, 'default', !url.port);
}
