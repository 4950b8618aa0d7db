import { DataDate, type DataMap, type DataValue } from '../data';

/**
 * Seeded documents shaped like the ones people convert (service configs, API exports, inventories,
 * logs): records of several kinds, each with its own optional fields, so that no two records need
 * look alike — varied key sets, nesting, list lengths, string lengths, numbers, booleans, dates and
 * multi-line text. Used by the fast-path benchmarks (never a few shapes repeated).
 */

const WORDS = ['alpha', 'bravo', 'cache', 'delta', 'edge', 'fleet', 'gateway', 'harbor', 'index', 'jetty', 'kernel', 'lambda', 'mirror', 'node', 'orbit', 'proxy', 'queue', 'relay', 'shard', 'tenant', 'uplink', 'vault', 'worker', 'zone'];
const NAMES = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov', 'Ken Thompson', 'Radia Perlman', 'Donald Knuth', 'Frances Allen', 'Linus Torvalds'];
const CITIES = ['Lisboa', 'Zürich', 'Kyiv', 'São Paulo', 'Hà Nội', 'Montréal', 'Osaka', 'Nairobi', '北京', 'Reykjavík'];

type Random = () => number;

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const maybe = (random: Random, chance: number) => random() < chance;

function sentence(random: Random, words: number): string {
  return Array.from({ length: words }, () => pick(random, WORDS)).join(' ');
}

function date(random: Random): string {
  return `20${int(random, 10, 26)}-${String(int(random, 1, 12)).padStart(2, '0')}-${String(int(random, 1, 28)).padStart(2, '0')}`;
}

function service(random: Random, id: number, withDates: boolean): DataMap {
  const map: DataMap = new Map();
  map.set('name', `${pick(random, WORDS)}-${pick(random, WORDS)}-${id}`);
  map.set('image', `registry.example.com/${pick(random, WORDS)}:${int(random, 1, 9)}.${int(random, 0, 20)}.${int(random, 0, 99)}`);
  map.set('replicas', BigInt(int(random, 1, 12)));
  if (maybe(random, 0.7)) map.set('ports', Array.from({ length: int(random, 1, 4) }, () => BigInt(int(random, 1024, 65535))));
  if (maybe(random, 0.6)) {
    const env: DataMap = new Map();
    for (let index = int(random, 1, 6); index > 0; index--) env.set(`${pick(random, WORDS).toUpperCase()}_${pick(random, WORDS).toUpperCase()}`, maybe(random, 0.3) ? String(int(random, 0, 9999)) : sentence(random, int(random, 1, 3)));
    map.set('env', env);
  }
  if (maybe(random, 0.5)) map.set('resources', new Map<string, DataValue>([['cpu', random() * 4], ['memory', `${int(random, 64, 8192)}Mi`]]));
  if (maybe(random, 0.4)) map.set('healthcheck', new Map<string, DataValue>([['path', `/${pick(random, WORDS)}/health`], ['interval', BigInt(int(random, 5, 60))], ['enabled', maybe(random, 0.8)]]));
  if (withDates && maybe(random, 0.5)) map.set('deployed', new DataDate('local-date', date(random)));
  if (maybe(random, 0.2)) map.set('notes', `${sentence(random, int(random, 3, 12))}\n${sentence(random, int(random, 2, 8))}`);
  return map;
}

function person(random: Random, id: number, withDates: boolean): DataMap {
  const map: DataMap = new Map();
  map.set('id', BigInt(100000 + id));
  map.set('name', pick(random, NAMES));
  map.set('email', `${pick(random, WORDS)}.${id}@example.org`);
  map.set('active', maybe(random, 0.85));
  if (maybe(random, 0.6)) map.set('city', pick(random, CITIES));
  if (maybe(random, 0.5)) map.set('roles', Array.from({ length: int(random, 1, 3) }, () => pick(random, ['admin', 'editor', 'viewer', 'owner', 'billing'])));
  if (maybe(random, 0.4)) map.set('score', Math.round(random() * 10000) / 100);
  if (withDates && maybe(random, 0.4)) map.set('since', new DataDate('local-date', date(random)));
  if (maybe(random, 0.3)) map.set('address', new Map<string, DataValue>([['street', `${int(random, 1, 300)} ${pick(random, WORDS)} street`], ['zip', String(int(random, 10000, 99999))], ['country', pick(random, ['PT', 'CH', 'UA', 'BR', 'VN', 'CA', 'JP', 'KE', 'CN', 'IS'])]]));
  return map;
}

function event(random: Random, id: number): DataMap {
  const map: DataMap = new Map();
  map.set('event', pick(random, ['login', 'logout', 'deploy', 'rollback', 'alert', 'scale', 'backup']));
  map.set('at', `${date(random)}T${String(int(random, 0, 23)).padStart(2, '0')}:${String(int(random, 0, 59)).padStart(2, '0')}:00Z`);
  map.set('seq', BigInt(id));
  if (maybe(random, 0.5)) map.set('message', sentence(random, int(random, 2, 15)));
  if (maybe(random, 0.3)) map.set('tags', Array.from({ length: int(random, 1, 5) }, () => pick(random, WORDS)));
  if (maybe(random, 0.2)) map.set('latency_ms', random() * 500);
  return map;
}

/**
 * A document of about `targetChars` once written: a top-level table of a few sections, each a list
 * of records of its own kind. `withDates`: TOML-style date values (YAML and JSON have none).
 */
export function realisticData(random: Random, targetRecords: number, withDates = false): DataMap {
  const services: DataValue[] = [];
  const people: DataValue[] = [];
  const events: DataValue[] = [];
  for (let id = 0; id < targetRecords; id++) {
    const kind = random();
    if (kind < 0.35) services.push(service(random, id, withDates));
    else if (kind < 0.7) people.push(person(random, id, withDates));
    else events.push(event(random, id));
  }
  return new Map<string, DataValue>([
    ['title', 'Inventory export'],
    ['version', BigInt(3)],
    ['services', services],
    ['people', people],
    ['events', events],
  ]);
}
