/**
 * Opens (and migrates, and seeds) the embedded database when the server starts, so the first
 * request is fast and a second process on the same data folder stops at once with a clear message.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Before the first request: the per-address limits key on the socket address stamped here.
  const { stampPeerAddresses } = await import('./lib/gateway/peer-address-stamp');
  stampPeerAddresses();
  const { startupBanner, startEmbeddedBackend } = await import('./lib/backend/startup');
  await startEmbeddedBackend();
  startupBanner();
}
