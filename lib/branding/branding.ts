import { getTranslations } from 'next-intl/server';
import { appInfo } from '@/lib/gateway/server-calls';

export interface Branding {
  /** The application name from the app info, or the default product title. */
  productName: string;
  stationName: string | null;
  stationLogo: string | null;
}

/** Server only; the app info call is cached per request, so every caller may ask. */
export async function branding(): Promise<Branding> {
  const [info, t] = await Promise.all([appInfo(), getTranslations('app')]);
  return {
    productName: info?.app_name?.trim() || t('defaultTitle'),
    stationName: info?.station_name?.trim() || null,
    stationLogo: info?.station_logo?.trim() || null,
  };
}
