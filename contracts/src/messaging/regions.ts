import { z } from 'zod';

/** The regions an admin notification can target (spec 03 "Regions"). */
export const REGIONS = ['US', 'EU', 'AS', 'AF', 'OC'] as const;
export const RegionSchema = z.enum(REGIONS);
export type Region = z.infer<typeof RegionSchema>;

export const REGION_NAMES: Record<Region, string> = {
  US: 'Americas',
  EU: 'Europe',
  AS: 'Asia',
  AF: 'Africa',
  OC: 'Oceania',
};

/** IANA areas that name a continent. */
const REGION_OF_AREA: Readonly<Record<string, Region>> = {
  America: 'US',
  US: 'US',
  Canada: 'US',
  Brazil: 'US',
  Chile: 'US',
  Mexico: 'US',
  Europe: 'EU',
  Asia: 'AS',
  Africa: 'AF',
  Australia: 'OC',
  Pacific: 'OC',
};

/** Zones of the Atlantic and Indian areas, which span continents, by where they lie. */
const REGION_OF_OCEAN_ZONE: Readonly<Record<string, Region>> = {
  'Atlantic/Azores': 'EU',
  'Atlantic/Canary': 'EU',
  'Atlantic/Faroe': 'EU',
  'Atlantic/Madeira': 'EU',
  'Atlantic/Reykjavik': 'EU',
  'Atlantic/Bermuda': 'US',
  'Atlantic/Stanley': 'US',
  'Atlantic/South_Georgia': 'US',
  'Atlantic/Cape_Verde': 'AF',
  'Atlantic/St_Helena': 'AF',
  'Indian/Antananarivo': 'AF',
  'Indian/Comoro': 'AF',
  'Indian/Mahe': 'AF',
  'Indian/Mauritius': 'AF',
  'Indian/Mayotte': 'AF',
  'Indian/Reunion': 'AF',
  'Indian/Chagos': 'AS',
  'Indian/Maldives': 'AS',
  'Indian/Christmas': 'OC',
  'Indian/Cocos': 'OC',
};

/**
 * The region of an IANA timezone (`Europe/Berlin` is EU), from its area; null for a zone that
 * names no place (UTC, Etc/GMT+3), Antarctica, or an unknown zone.
 */
export function regionOfTimezone(timezone: string | null | undefined): Region | null {
  const zone = timezone?.trim();
  if (!zone) return null;
  if (Object.hasOwn(REGION_OF_OCEAN_ZONE, zone)) return REGION_OF_OCEAN_ZONE[zone] ?? null;
  const area = zone.split('/')[0] ?? '';
  return Object.hasOwn(REGION_OF_AREA, area) ? (REGION_OF_AREA[area] ?? null) : null;
}
