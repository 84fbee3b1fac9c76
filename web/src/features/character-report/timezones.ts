import { TIMEZONE_OPTIONS } from '../account-settings/settings-model';

/** Every IANA time zone the browser knows (the settings' short list where it knows none). */
export function availabilityTimezones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const all = intl.supportedValuesOf?.('timeZone') ?? [];
  return [...new Set<string>([...TIMEZONE_OPTIONS, ...all])];
}
