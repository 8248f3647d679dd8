import { areaList } from '@vant/area-data';
import type { AreaNode } from './area-paths';

/**
 * China's administrative divisions (GB/T 2260 six-digit codes) as a province → city → district
 * tree. The browser loads this module lazily (the data is some hundred kilobytes); the server
 * reads it directly for exports and imports.
 */

const PROVINCE_DIGITS = 2;
const CITY_DIGITS = 4;

function childrenOf(list: Record<string, string>, prefix: string, digits: number): [string, string][] {
  return Object.entries(list).filter(([code]) => code.slice(0, digits) === prefix);
}

let cachedTree: AreaNode[] | null = null;

/** The whole tree (three levels); cut it with atLevels for fewer. */
export function areaTree(): AreaNode[] {
  if (cachedTree) return cachedTree;
  cachedTree = Object.entries(areaList.province_list).map(([provinceCode, provinceName]) => ({
    code: provinceCode,
    name: provinceName,
    children: childrenOf(areaList.city_list, provinceCode.slice(0, PROVINCE_DIGITS), PROVINCE_DIGITS).map(([cityCode, cityName]) => {
      const districts = childrenOf(areaList.county_list, cityCode.slice(0, CITY_DIGITS), CITY_DIGITS).map(([code, name]) => ({ code, name }));
      return districts.length ? { code: cityCode, name: cityName, children: districts } : { code: cityCode, name: cityName };
    }),
  }));
  return cachedTree;
}


/** The names of division codes, at any level; unknown codes are left out. */
export function divisionNames(codes: readonly string[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const code of codes) {
    const name = areaList.province_list[code] ?? areaList.city_list[code] ?? areaList.county_list[code];
    if (name) names[code] = name;
  }
  return names;
}
