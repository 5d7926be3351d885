import { PIN_DIRECTORY_TABLE } from './pin-directory-data';
import { getDeliveryZone, isCodAvailableIn, ZONE_DELIVERY_DAYS, type DeliveryZone } from '@aabhushan/shared/rules/delivery-zone';

/** What the directory knows of a PIN, plus the delivery terms its zone gives. */
export interface PinPlace {
  pin: string;
  /** India Post names no city: the district stands for it, as couriers' PIN lookups do. */
  city: string;
  district: string;
  state: string;
  /** Two-letter state code (RJ, MH, ...). */
  stateCode: string;
  /** GST state code of the place of supply ('08' for Rajasthan). */
  gstStateCode: string;
  zone: DeliveryZone;
  codAvailable: boolean;
  estimatedDays: number;
  /** [longitude, latitude] of the PIN's area (its district's centre for a few PINs). */
  coordinates: [number, number];
}

interface Directory {
  states: Array<{ name: string; code: string; gst: string }>;
  districts: Array<{ state: number; name: string }>;
  pins: Uint32Array;
  districtOf: Uint16Array;
  /** Longitude and latitude in thousandths of a degree. */
  lng: Int32Array;
  lat: Int32Array;
}

let directory: Directory | undefined;

/**
 * The table's text (480 KB, part of the bundle) is parsed on first use into typed arrays (about
 * 0.3 MB, plus 0.2 MB of names) rather than a Map of objects: a process that never checks a PIN
 * never pays for it. The PIN lines are read character by character, so the parse makes no
 * per-line strings and leaves the heap, and the process's memory, as small as it found them.
 */
function load(): Directory {
  const text = PIN_DIRECTORY_TABLE;
  const states: Directory['states'] = [];
  const districts: Directory['districts'] = [];
  let lines = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines += 1;
  const pins = new Uint32Array(lines);
  const districtOf = new Uint16Array(lines);
  const lng = new Int32Array(lines);
  const lat = new Int32Array(lines);
  let count = 0;
  let at = 0;
  // Reads a whole number at `at` and steps past it and the separator after it.
  const whole = () => {
    let value = 0;
    for (let code = text.charCodeAt(at); code >= 48 && code <= 57; code = text.charCodeAt(++at)) value = value * 10 + code - 48;
    at += 1;
    return value;
  };
  // Reads a degree value with up to three decimals as thousandths of a degree.
  const thousandths = () => {
    const sign = text.charCodeAt(at) === 45 ? (at++, -1) : 1;
    let value = 0;
    let decimals = -1;
    for (let code = text.charCodeAt(at); (code >= 48 && code <= 57) || code === 46; code = text.charCodeAt(++at)) {
      if (code === 46) decimals = 0;
      else if (decimals < 3) {
        value = value * 10 + code - 48;
        if (decimals >= 0) decimals += 1;
      }
    }
    at += 1;
    return sign * value * 10 ** (3 - Math.max(decimals, 0));
  };
  while (at < text.length) {
    const first = text.charCodeAt(at);
    if (first >= 49 && first <= 57) {
      pins[count] = whole();
      districtOf[count] = whole();
      lng[count] = thousandths();
      lat[count] = thousandths();
      count += 1;
      continue;
    }
    const end = text.indexOf('\n', at);
    const line = text.slice(at, end < 0 ? text.length : end);
    at = end < 0 ? text.length : end + 1;
    const fields = line.split('\t');
    if (fields[0] === 'S') states.push({ name: fields[1]!, code: fields[2]!, gst: fields[3]! });
    else if (fields[0] === 'D') districts.push({ state: Number(fields[1]), name: fields[2]! });
  }
  return { states, districts, pins: pins.slice(0, count), districtOf: districtOf.slice(0, count), lng: lng.slice(0, count), lat: lat.slice(0, count) };
}

function indexOf(pins: Uint32Array, pin: number): number {
  let low = 0;
  let high = pins.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = pins[middle]!;
    if (value === pin) return middle;
    if (value < pin) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The place and delivery terms of an Indian PIN code, or null for a malformed or unknown one. */
export function findPin(pin: string): PinPlace | null {
  const text = String(pin).trim();
  if (!/^[1-9]\d{5}$/.test(text)) return null;
  directory ??= load();
  const index = indexOf(directory.pins, Number(text));
  if (index < 0) return null;
  const district = directory.districts[directory.districtOf[index]!]!;
  const state = directory.states[district.state]!;
  const zone = getDeliveryZone(text, state.code);
  return {
    pin: text,
    city: district.name,
    district: district.name,
    state: state.name,
    stateCode: state.code,
    gstStateCode: state.gst,
    zone,
    codAvailable: isCodAvailableIn(zone),
    estimatedDays: ZONE_DELIVERY_DAYS[zone],
    coordinates: [directory.lng[index]! / 1000, directory.lat[index]! / 1000],
  };
}
