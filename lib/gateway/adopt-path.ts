/** Gateway-owned route that takes ?token= / ?appkey= from an address into the session. */
export const ADOPT_PATH = '/api/gateway/adopt';
