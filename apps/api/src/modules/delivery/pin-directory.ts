import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const DATA_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pin-directory.tsv');
let directory: Directory | undefined;

/**
 * Parsed on first use into typed arrays (about 300 KB for 19,159 PINs) rather than a Map of
 * objects: a process that never checks a PIN never pays for it.
 */
function load(): Directory {
  const lines = readFileSync(DATA_FILE, 'utf8').split('\n');
  const states: Directory['states'] = [];
  const districts: Directory['districts'] = [];
  const pinLines: string[] = [];
  for (const line of lines) {
    if (line === '' || line.startsWith('#')) continue;
    const fields = line.split('\t');
    if (fields[0] === 'S') states.push({ name: fields[1]!, code: fields[2]!, gst: fields[3]! });
    else if (fields[0] === 'D') districts.push({ state: Number(fields[1]), name: fields[2]! });
    else pinLines.push(line);
  }
  const count = pinLines.length;
  const loaded: Directory = {
    states, districts,
    pins: new Uint32Array(count), districtOf: new Uint16Array(count), lng: new Int32Array(count), lat: new Int32Array(count),
  };
  pinLines.forEach((line, index) => {
    const [pin, district, lng, lat] = line.split('\t');
    loaded.pins[index] = Number(pin);
    loaded.districtOf[index] = Number(district);
    loaded.lng[index] = Math.round(Number(lng) * 1000);
    loaded.lat[index] = Math.round(Number(lat) * 1000);
  });
  return loaded;
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
