/**
 * Opens (and migrates, and seeds) the embedded database when the server starts, so the first
 * request is fast and a second process on the same data folder stops at once with a clear message;
 * then ties the cached public pages to the versions of their content.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Before anything logs: no failed statement's values and no secret of the environment in a log line.
  const { guardServerLogs } = await import('./lib/backend/log-guard');
  guardServerLogs();
  // Before the first request: the per-address limits key on the socket address stamped here.
  const { stampPeerAddresses } = await import('./lib/gateway/peer-address-stamp');
  stampPeerAddresses();
  const { embeddedPublicContent, startupBanner, startEmbeddedBackend } = await import('./lib/backend/startup');
  await startEmbeddedBackend();
  // SIGTERM: new calls are refused, those under way answered, background work handed back, then the database closed.
  const { stopGracefullyOnSignals } = await import('./lib/backend/shutdown');
  stopGracefullyOnSignals();
  // The cached public pages are served only while their content's version stands.
  const { followPublicContentVersions } = await import('./lib/public-site/cache-tags');
  const versions = await embeddedPublicContent();
  followPublicContentVersions(versions && ((topic) => versions.current(topic)));
  startupBanner();
}
