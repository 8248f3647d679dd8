/** Anything that answers an API Request: the embedded backend in process, or a remote server over HTTP. */
export type Upstream = (req: Request) => Promise<Response>;

export class UpstreamTimeoutError extends Error {
  constructor() {
    super('upstream timed out');
    this.name = 'UpstreamTimeoutError';
  }
}
