import { parseDocument } from 'yaml';
import { ToolInputError } from '../../lib/errors';

/**
 * Reading a Compose file (the Compose Specification, compose-spec.io) into plain values, with the
 * helpers both converters share: its short and long syntaxes (ports, volumes, environment as a
 * list or a map, durations, byte sizes, commands as strings or lists) read the way `docker compose`
 * reads them. YAML errors carry their line and column; anchors, aliases and merge keys resolve.
 */

export type Value = string | number | boolean | null | undefined | Value[] | { [key: string]: Value };
export type ValueMap = { [key: string]: Value };

export interface ComposeFile {
  name?: string;
  services: [string, ValueMap][];
  networks: ValueMap;
  volumes: ValueMap;
  secrets: ValueMap;
  configs: ValueMap;
}

/** A warning about something not converted: a key of the tool's `warnings` strings, its values and the English text. */
export interface Warning {
  key: string;
  params: Record<string, string>;
  message: string;
}

export const isMap = (value: Value): value is ValueMap => typeof value === 'object' && value !== null && !Array.isArray(value);
export const asString = (value: Value): string | undefined => (value === null || value === undefined ? undefined : typeof value === 'object' ? undefined : String(value));

function firstLine(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/:\s*$/, '');
}

/** A Compose file's text → its top-level parts. Throws ToolInputError: invalidYaml (with the line and column), notCompose, noServices, badService. */
export function readCompose(text: string): ComposeFile {
  const document = parseDocument(text, { merge: true, prettyErrors: true });
  const error = document.errors[0];
  if (error) {
    const [position] = error.linePos ?? [];
    throw new ToolInputError('invalidYaml', { ...(position ? { params: { line: position.line, column: position.col } } : {}), detail: firstLine(error.message) });
  }
  let root: Value;
  try {
    root = document.toJS({ maxAliasCount: 1000 }) as Value;
  } catch (cause) {
    throw new ToolInputError('invalidYaml', { detail: cause instanceof Error ? firstLine(cause.message) : String(cause) });
  }
  if (!isMap(root)) throw new ToolInputError('notCompose');
  const services = root.services;
  if (!isMap(services) || Object.keys(services).length === 0) throw new ToolInputError('noServices');
  const entries: [string, ValueMap][] = [];
  for (const [name, service] of Object.entries(services)) {
    if (!isMap(service)) throw new ToolInputError('badService', { params: { service: name }, detail: `services.${name} must be a mapping` });
    if (service.image === undefined && service.build === undefined) throw new ToolInputError('noImage', { params: { service: name }, detail: `services.${name} has neither image nor build` });
    entries.push([name, service]);
  }
  const section = (key: string): ValueMap => {
    const value = root[key];
    return isMap(value) ? value : {};
  };
  const name = asString(root.name);
  return { ...(name && !name.startsWith('<') ? { name } : {}), services: entries, networks: section('networks'), volumes: section('volumes'), secrets: section('secrets'), configs: section('configs') };
}

/** `environment`, `labels`, `build.args`…: a list of `KEY=value` (or `KEY` alone) or a map → pairs; a value of undefined is taken from the host. */
export function keyValues(value: Value): [string, string | undefined][] {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const text = String(item ?? '');
      const equals = text.indexOf('=');
      return equals === -1 ? [text, undefined] : [text.slice(0, equals), text.slice(equals + 1)];
    });
  }
  if (isMap(value)) return Object.entries(value).map(([key, item]) => [key, item === null || item === undefined ? undefined : typeof item === 'object' ? JSON.stringify(item) : String(item)]);
  return [];
}

/** A string or a list of strings → the list. */
export function stringList(value: Value): string[] {
  if (Array.isArray(value)) return value.map((item) => String(item ?? ''));
  const text = asString(value);
  return text === undefined ? [] : [text];
}

/**
 * A command written as a string → its words, as Compose splits it (shell-like quoting, no
 * expansion): single quotes, double quotes with backslash escapes, backslash outside quotes.
 */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  let current: string | undefined;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === ' ' || char === '\t' || char === '\n' || char === '\r') {
      if (current !== undefined) words.push(current);
      current = undefined;
      continue;
    }
    current ??= '';
    if (char === "'") {
      const end = text.indexOf("'", index + 1);
      current += end === -1 ? text.slice(index + 1) : text.slice(index + 1, end);
      index = end === -1 ? text.length : end;
    } else if (char === '"') {
      index++;
      while (index < text.length && text[index] !== '"') {
        if (text[index] === '\\' && (text[index + 1] === '"' || text[index + 1] === '\\')) index++;
        current += text[index];
        index++;
      }
    } else if (char === '\\' && index + 1 < text.length) {
      current += text[index + 1];
      index++;
    } else current += char;
  }
  if (current !== undefined) words.push(current);
  return words;
}

/** `command` / `entrypoint`: a list stays as it is, a string is split into words; undefined when absent. */
export function commandWords(value: Value): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((item) => String(item ?? ''));
  return splitWords(String(value));
}

/** A Compose duration (`1m30s`, `500ms`, `2h`, or a number of seconds) → seconds; undefined when unreadable. */
export function durationSeconds(value: Value): number | undefined {
  if (typeof value === 'number') return value;
  const text = asString(value)?.trim();
  if (!text) return undefined;
  const units: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001, us: 0.000001, µs: 0.000001, ns: 1e-9 };
  let total = 0;
  let rest = text;
  while (rest !== '') {
    const match = /^(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|ns)/.exec(rest);
    if (!match) return undefined;
    total += Number(match[1]) * units[match[2]!]!;
    rest = rest.slice(match[0].length);
  }
  return total;
}

/** A Compose byte value (`512m`, `1gb`, `2G`, `1024`) → bytes (units of 1024, as Docker reads them); undefined when unreadable. */
export function byteCount(value: Value): number | undefined {
  if (typeof value === 'number') return value;
  const match = /^(\d+(?:\.\d+)?)\s*([bkmgt]?)b?$/i.exec(asString(value)?.trim() ?? '');
  if (!match) return undefined;
  const power = 'bkmgt'.indexOf((match[2] || 'b').toLowerCase());
  return Math.round(Number(match[1]) * 1024 ** power);
}

export interface PortMapping {
  target: string;
  published?: string;
  hostIp?: string;
  protocol: string;
}

/** A port in the short syntax (`[ip:][published:]target[/protocol]`, ranges allowed) or the long one → its parts. */
export function readPort(value: Value): PortMapping | undefined {
  if (isMap(value)) {
    const target = asString(value.target);
    if (target === undefined) return undefined;
    const published = asString(value.published);
    const hostIp = asString(value.host_ip);
    return { target, ...(published ? { published } : {}), ...(hostIp ? { hostIp } : {}), protocol: asString(value.protocol) ?? 'tcp' };
  }
  const text = asString(value);
  if (text === undefined) return undefined;
  const [spec = '', protocol = 'tcp'] = text.split('/');
  // An IPv6 host address is in brackets: [::1]:8080:80.
  const ipv6 = /^\[([^\]]+)\]:(.*)$/.exec(spec);
  const parts = ipv6 ? [ipv6[1]!, ...ipv6[2]!.split(':')] : spec.split(':');
  const target = parts.pop()!;
  const published = parts.pop();
  const hostIp = parts.pop();
  return { target, ...(published ? { published } : {}), ...(hostIp ? { hostIp } : {}), protocol };
}

/** `8000-8002` → [8000, 8001, 8002]; a single port → [it]; undefined when not ports. */
export function portRange(text: string): number[] | undefined {
  const match = /^(\d+)(?:-(\d+))?$/.exec(text);
  if (!match) return undefined;
  const first = Number(match[1]);
  const last = match[2] === undefined ? first : Number(match[2]);
  if (last < first || last - first > 1000 || last > 65535) return undefined;
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

export interface VolumeMount {
  type: 'bind' | 'volume' | 'tmpfs' | 'npipe' | 'cluster';
  /** Host path (bind) or volume name (volume); absent for an anonymous volume and tmpfs. */
  source?: string;
  target: string;
  readOnly: boolean;
  /** The short syntax as written (docker run's -v takes the same). */
  short?: string;
  /** Options of the long syntax (bind.propagation, tmpfs.size…), for --mount. */
  extra: string[];
}

const isPath = (source: string) => /^([./~]|[A-Za-z]:[\\/]|\\\\)/.test(source);

/** A service volume in the short syntax (`source:target[:mode]`, `target`) or the long one. */
export function readVolume(value: Value): VolumeMount | undefined {
  if (isMap(value)) {
    const target = asString(value.target);
    if (target === undefined) return undefined;
    const type = (asString(value.type) ?? 'volume') as VolumeMount['type'];
    const source = asString(value.source);
    const extra: string[] = [];
    const bind = value.bind;
    if (isMap(bind) && asString(bind.propagation)) extra.push(`bind-propagation=${asString(bind.propagation)}`);
    const volume = value.volume;
    if (isMap(volume) && volume.nocopy === true) extra.push('volume-nocopy');
    if (isMap(volume) && asString(volume.subpath)) extra.push(`volume-subpath=${asString(volume.subpath)}`);
    const tmpfs = value.tmpfs;
    if (isMap(tmpfs) && tmpfs.size !== undefined) extra.push(`tmpfs-size=${byteCount(tmpfs.size) ?? asString(tmpfs.size)}`);
    if (isMap(tmpfs) && tmpfs.mode !== undefined) extra.push(`tmpfs-mode=${asString(tmpfs.mode)}`);
    return { type, ...(source ? { source } : {}), target, readOnly: value.read_only === true, extra };
  }
  const text = asString(value);
  if (text === undefined) return undefined;
  // A Windows drive letter is part of the source: C:\data:/data.
  const drive = /^[A-Za-z]:[\\/]/.test(text) ? text.slice(0, 2) : '';
  const parts = text.slice(drive.length).split(':');
  if (drive) parts[0] = drive + parts[0];
  if (parts.length === 1) return { type: 'volume', target: parts[0]!, readOnly: false, short: text, extra: [] };
  const [source = '', target = '', mode = ''] = parts;
  return { type: isPath(source) ? 'bind' : 'volume', source, target, readOnly: mode.split(',').includes('ro'), short: text, extra: [] };
}

/** Service names in `depends_on` (a list, or a map of conditions) with their condition. */
export function dependencies(value: Value): [string, string][] {
  if (Array.isArray(value)) return value.map((item) => [String(item), 'service_started']);
  if (isMap(value)) return Object.entries(value).map(([name, item]) => [name, (isMap(item) && asString(item.condition)) || 'service_started']);
  return [];
}

/**
 * Services in the order `depends_on` asks for (dependencies first, the file's order otherwise);
 * a cycle keeps the file's order for the services in it.
 */
export function startOrder(services: readonly [string, ValueMap][]): string[] {
  const names = services.map(([name]) => name);
  const needs = new Map(services.map(([name, service]) => [name, dependencies(service.depends_on).map(([dependency]) => dependency).filter((dependency) => names.includes(dependency))]));
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name)) return;
    state.set(name, 'visiting');
    for (const dependency of needs.get(name) ?? []) if (state.get(dependency) !== 'visiting') visit(dependency);
    state.set(name, 'done');
    order.push(name);
  };
  for (const name of names) visit(name);
  return order;
}

/** `${VAR}`, `${VAR:-default}`, `$VAR` (not `$$`) in a text: the variables Compose would substitute. */
export function variablesIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)[^}]*\}|\$([A-Za-z_][A-Za-z0-9_]*)/g)) {
    const name = match[1] ?? match[2];
    if (name) names.push(name);
  }
  return names;
}

/** Every variable used anywhere in the file's text (comments aside). */
export function fileVariables(text: string): string[] {
  const withoutComments = text
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .join('\n');
  return [...new Set(variablesIn(withoutComments))];
}
