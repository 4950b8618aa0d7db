import {
  asString,
  commandWords,
  dependencies,
  durationSeconds,
  fileVariables,
  isMap,
  keyValues,
  readCompose,
  readPort,
  readVolume,
  startOrder,
  stringList,
  type ComposeFile,
  type Value,
  type ValueMap,
  type Warning,
} from './docker-compose-converter.compose';

/**
 * A Compose file → the shell commands that start the same containers with the Docker CLI:
 * `docker network create` and `docker volume create` for what the file declares, `docker build`
 * for services built from source, then one `docker run -d` per service in `depends_on` order.
 * Every service key is either converted to its `docker run` flag (docs.docker.com/reference/cli/
 * docker/container/run) or listed as a warning: nothing is dropped silently.
 */

export interface DockerRunOptions {
  /** One flag per line with `\` continuations (otherwise one line per command). */
  multiline: boolean;
}

export interface DockerRunResult {
  script: string;
  warnings: Warning[];
}

const SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * A value as one shell word. Compose substitutes `${VAR}`, `${VAR:-default}` and `$VAR` the way a
 * POSIX shell does, so a value holding them is written in double quotes and the shell substitutes
 * them (`$$`, Compose's literal dollar, becomes `\$`); other values go in single quotes.
 */
export function shellWord(value: string): string {
  if (value !== '' && SAFE.test(value)) return value;
  if (value.includes('$')) {
    let out = '"';
    for (let index = 0; index < value.length; index++) {
      const char = value[index]!;
      if (char === '$' && value[index + 1] === '$') {
        out += '\\$';
        index++;
      } else if (char === '"' || char === '\\' || char === '`') out += `\\${char}`;
      else out += char;
    }
    return `${out}"`;
  }
  return `'${value.replace(/'/g, "'\\''")}'`;
}

/** A bind source as docker run takes it: a path relative to the Compose file becomes relative to the current directory ($PWD). */
function bindSource(source: string): string {
  if (source === '.') return '$PWD';
  if (source.startsWith('./')) return `$PWD/${source.slice(2)}`;
  if (source.startsWith('../')) return `$PWD/${source}`;
  if (source === '~' || source.startsWith('~/')) return `$HOME${source.slice(1)}`;
  return source;
}

/** Byte values docker run reads (b, k, m, g): Compose's `1gb` → `1g`, a number stays bytes. */
function dockerBytes(value: Value): string | undefined {
  if (typeof value === 'number') return String(value);
  const text = asString(value)?.trim();
  if (!text) return undefined;
  const match = /^(\d+(?:\.\d+)?)\s*([bkmgt]?)b?$/i.exec(text);
  return match ? `${match[1]}${(match[2] ?? '').toLowerCase()}` : text;
}

/** Keys docker run has no flag for, with what to say; anything not listed here nor converted is reported as it is. */
const SERVICE_KEYS_HANDLED = new Set([
  'image', 'build', 'container_name', 'hostname', 'domainname', 'ports', 'expose', 'volumes', 'tmpfs', 'environment', 'env_file', 'networks', 'network_mode', 'restart',
  'command', 'entrypoint', 'labels', 'healthcheck', 'user', 'working_dir', 'depends_on', 'deploy', 'cpus', 'cpu_shares', 'cpu_quota', 'cpu_period', 'cpuset', 'cpu_rt_runtime',
  'cpu_rt_period', 'mem_limit', 'memswap_limit', 'mem_reservation', 'mem_swappiness', 'pids_limit', 'shm_size', 'privileged', 'read_only', 'init', 'stdin_open', 'tty',
  'cap_add', 'cap_drop', 'devices', 'dns', 'dns_search', 'dns_opt', 'extra_hosts', 'security_opt', 'sysctls', 'ulimits', 'logging', 'platform', 'pull_policy', 'stop_signal',
  'stop_grace_period', 'ipc', 'pid', 'uts', 'userns_mode', 'cgroup', 'cgroup_parent', 'group_add', 'oom_kill_disable', 'oom_score_adj', 'runtime', 'mac_address', 'isolation',
  'storage_opt', 'volumes_from', 'links', 'secrets', 'configs', 'profiles', 'scale', 'gpus', 'blkio_config', 'device_cgroup_rules',
]);

interface Context {
  file: ComposeFile;
  warnings: Warning[];
  /** Container names by service (volumes_from, links). */
  containers: Map<string, string>;
  defaultNetwork: string | undefined;
}

function warn(context: Context, key: string, params: Record<string, string>, message: string): void {
  context.warnings.push({ key, params, message });
}

const noEquivalent = (context: Context, service: string, field: string) =>
  warn(context, 'noEquivalent', { service, field }, `${service}: ${field} has no docker run equivalent`);

/** The flags of one service, in the order people read them, and what runs before (build) and after (network connect). */
function serviceCommands(context: Context, name: string, service: ValueMap): { before: string[][]; flags: string[][]; image: string; args: string[]; after: string[][] } {
  const flags: string[][] = [];
  const before: string[][] = [];
  const after: string[][] = [];
  const add = (...words: string[]) => flags.push(words);
  const container = context.containers.get(name)!;
  const project = context.file.name ?? 'app';

  // Image, built first when the service has a build section.
  let image = asString(service.image) ?? `${project}-${name}`;
  if (service.build !== undefined) {
    const build = isMap(service.build) ? service.build : { context: service.build };
    const command = ['docker', 'build', '-t', image];
    const dockerfile = asString(build.dockerfile);
    if (dockerfile) command.push('-f', `${(asString(build.context) ?? '.').replace(/\/$/, '')}/${dockerfile}`);
    for (const [key, value] of keyValues(build.args)) command.push('--build-arg', value === undefined ? key : `${key}=${value}`);
    const target = asString(build.target);
    if (target) command.push('--target', target);
    for (const source of stringList(build.cache_from)) command.push('--cache-from', source);
    for (const [key, value] of keyValues(build.labels)) command.push('--label', value === undefined ? key : `${key}=${value}`);
    for (const [host, ip] of extraHosts(build.extra_hosts)) command.push('--add-host', `${host}:${ip}`);
    if (asString(build.network)) command.push('--network', asString(build.network)!);
    if (build.shm_size !== undefined) command.push('--shm-size', dockerBytes(build.shm_size) ?? '');
    const platforms = stringList(build.platforms);
    if (platforms.length === 1) command.push('--platform', platforms[0]!);
    if (build.no_cache === true) command.push('--no-cache');
    if (build.pull === true) command.push('--pull');
    for (const key of Object.keys(build)) {
      if (!['context', 'dockerfile', 'args', 'target', 'cache_from', 'labels', 'extra_hosts', 'network', 'shm_size', 'no_cache', 'pull'].includes(key) && !(key === 'platforms' && platforms.length <= 1) && !key.startsWith('x-')) {
        noEquivalent(context, name, `build.${key}`);
      }
    }
    command.push(asString(build.context) ?? '.');
    before.push(command);
    if (service.image === undefined) image = `${project}-${name}`;
  }

  add('--name', container);
  const hostname = asString(service.hostname);
  if (hostname) add('--hostname', hostname);
  const domainname = asString(service.domainname);
  if (domainname) add('--domainname', domainname);

  // Networks: the first one on the command line, the others connected after the container starts.
  const networkMode = asString(service.network_mode);
  if (networkMode) {
    const mode = networkMode.startsWith('service:') ? `container:${context.containers.get(networkMode.slice(8)) ?? networkMode.slice(8)}` : networkMode;
    add('--network', mode);
  } else {
    const networks: [string, ValueMap][] = Array.isArray(service.networks)
      ? service.networks.map((network) => [String(network), {}])
      : isMap(service.networks)
        ? Object.entries(service.networks).map(([network, settings]) => [network, isMap(settings) ? settings : {}])
        : context.defaultNetwork
          ? [[context.defaultNetwork, {}]]
          : [];
    networks.forEach(([network, settings], index) => {
      const networkName = networkNameOf(context.file, network);
      const connect: string[] = [];
      const aliases = stringList(settings.aliases);
      // The service name resolves on the network as it does in Compose.
      if (container !== name && !aliases.includes(name)) aliases.unshift(name);
      for (const alias of aliases) connect.push('--network-alias', alias);
      if (asString(settings.ipv4_address)) connect.push('--ip', asString(settings.ipv4_address)!);
      if (asString(settings.ipv6_address)) connect.push('--ip6', asString(settings.ipv6_address)!);
      for (const link of stringList(settings.link_local_ips)) connect.push('--link-local-ip', link);
      if (asString(settings.mac_address)) connect.push('--mac-address', asString(settings.mac_address)!);
      if (index === 0) add('--network', networkName, ...connect);
      else after.push(['docker', 'network', 'connect', ...connect.map((word) => (word === '--network-alias' ? '--alias' : word)), networkName, container]);
    });
  }

  for (const port of Array.isArray(service.ports) ? service.ports : []) {
    if (isMap(port)) {
      const read = readPort(port);
      if (!read) continue;
      add('-p', `${read.hostIp ? `${read.hostIp.includes(':') ? `[${read.hostIp}]` : read.hostIp}:` : ''}${read.published ? `${read.published}:` : ''}${read.target}${read.protocol !== 'tcp' ? `/${read.protocol}` : ''}`);
    } else add('-p', String(port));
  }
  for (const port of stringList(service.expose)) add('--expose', port);

  for (const [key, value] of keyValues(service.environment)) add('-e', value === undefined ? key : `${key}=${value}`);
  for (const entry of Array.isArray(service.env_file) ? service.env_file : service.env_file === undefined ? [] : [service.env_file]) {
    const path = isMap(entry) ? asString(entry.path) : asString(entry);
    if (!path) continue;
    if (isMap(entry) && entry.required === false) warn(context, 'optionalEnvFile', { service: name, file: path }, `${name}: ${path} is optional in Compose; docker run fails when it is missing`);
    add('--env-file', path);
  }

  for (const volume of Array.isArray(service.volumes) ? service.volumes : []) {
    const mount = readVolume(volume);
    if (!mount) continue;
    if (mount.short !== undefined) {
      add('-v', mount.type === 'bind' && mount.source ? mount.short.replace(mount.source, bindSource(mount.source)) : mount.short);
      continue;
    }
    const parts = [`type=${mount.type}`];
    if (mount.source) parts.push(`source=${mount.type === 'bind' ? bindSource(mount.source) : mount.source}`);
    parts.push(`target=${mount.target}`);
    if (mount.readOnly) parts.push('readonly');
    parts.push(...mount.extra);
    add('--mount', parts.join(','));
  }
  for (const path of stringList(service.tmpfs)) add('--tmpfs', path);
  for (const entry of stringList(service.volumes_from)) {
    const [source = '', mode] = entry.split(':');
    const from = source.startsWith('container:') ? source.slice(10) : (context.containers.get(source.replace(/^service:/, '')) ?? source);
    add('--volumes-from', mode && mode !== source ? `${from}:${mode}` : from);
  }
  mountFiles(context, name, service.secrets, context.file.secrets, 'secret', add);
  mountFiles(context, name, service.configs, context.file.configs, 'config', add);

  for (const [key, value] of keyValues(service.labels)) add('--label', value === undefined ? key : `${key}=${value}`);

  // Restart: `restart`, or the deploy section's restart policy.
  const deploy = isMap(service.deploy) ? service.deploy : {};
  const restart = asString(service.restart);
  const policy = isMap(deploy.restart_policy) ? deploy.restart_policy : undefined;
  if (restart) add('--restart', restart === 'no' ? 'no' : restart);
  else if (policy) {
    const condition = asString(policy.condition) ?? 'any';
    const attempts = asString(policy.max_attempts);
    add('--restart', condition === 'none' ? 'no' : condition === 'on-failure' ? `on-failure${attempts ? `:${attempts}` : ''}` : 'always');
    for (const key of Object.keys(policy)) if (!['condition', 'max_attempts'].includes(key)) noEquivalent(context, name, `deploy.restart_policy.${key}`);
  }

  // Resources: the service's own keys, then deploy.resources.
  const resources = isMap(deploy.resources) ? deploy.resources : {};
  const limits = isMap(resources.limits) ? resources.limits : {};
  const reservations = isMap(resources.reservations) ? resources.reservations : {};
  const cpus = asString(limits.cpus) ?? asString(service.cpus);
  if (cpus) add('--cpus', cpus);
  const memory = dockerBytes(limits.memory ?? service.mem_limit);
  if (memory) add('--memory', memory);
  const pids = asString(limits.pids) ?? asString(service.pids_limit);
  if (pids) add('--pids-limit', pids);
  const reservedMemory = dockerBytes(reservations.memory ?? service.mem_reservation);
  if (reservedMemory) add('--memory-reservation', reservedMemory);
  if (reservations.cpus !== undefined) noEquivalent(context, name, 'deploy.resources.reservations.cpus');
  for (const device of Array.isArray(reservations.devices) ? reservations.devices : []) {
    if (!isMap(device)) continue;
    const capabilities = stringList(device.capabilities);
    if (!capabilities.includes('gpu')) {
      noEquivalent(context, name, 'deploy.resources.reservations.devices');
      continue;
    }
    const ids = stringList(device.device_ids);
    const count = asString(device.count);
    add('--gpus', ids.length > 0 ? `"device=${ids.join(',')}"` : count === undefined || count === 'all' ? 'all' : count);
  }
  if (service.gpus !== undefined) add('--gpus', service.gpus === 'all' ? 'all' : String(Array.isArray(service.gpus) ? service.gpus.length : service.gpus));
  const swap = dockerBytes(service.memswap_limit);
  if (swap) add('--memory-swap', swap);
  if (service.mem_swappiness !== undefined) add('--memory-swappiness', String(service.mem_swappiness));
  if (service.cpu_shares !== undefined) add('--cpu-shares', String(service.cpu_shares));
  if (service.cpu_quota !== undefined) add('--cpu-quota', String(service.cpu_quota));
  if (service.cpu_period !== undefined) add('--cpu-period', String(service.cpu_period));
  if (service.cpu_rt_runtime !== undefined) add('--cpu-rt-runtime', String(service.cpu_rt_runtime));
  if (service.cpu_rt_period !== undefined) add('--cpu-rt-period', String(service.cpu_rt_period));
  if (service.cpuset !== undefined) add('--cpuset-cpus', String(service.cpuset));
  const shm = dockerBytes(service.shm_size);
  if (shm) add('--shm-size', shm);
  const blkio = isMap(service.blkio_config) ? service.blkio_config : undefined;
  if (blkio) {
    if (blkio.weight !== undefined) add('--blkio-weight', String(blkio.weight));
    const rates: [string, string][] = [['device_read_bps', '--device-read-bps'], ['device_write_bps', '--device-write-bps'], ['device_read_iops', '--device-read-iops'], ['device_write_iops', '--device-write-iops'], ['weight_device', '--blkio-weight-device']];
    for (const [key, flag] of rates) {
      for (const entry of Array.isArray(blkio[key]) ? (blkio[key] as Value[]) : []) {
        if (isMap(entry)) add(flag, `${asString(entry.path)}:${key === 'weight_device' ? asString(entry.weight) : (dockerBytes(entry.rate) ?? asString(entry.rate))}`);
      }
    }
  }
  for (const key of Object.keys(deploy)) {
    if (key === 'resources' || key === 'restart_policy') continue;
    if (key === 'replicas') {
      const count = asString(deploy.replicas);
      if (count !== '1') warn(context, 'replicas', { service: name, count: count ?? '' }, `${name}: ${count} replicas — docker run starts one container; run it once per copy, with different names`);
      continue;
    }
    if (key === 'labels') {
      noEquivalent(context, name, 'deploy.labels');
      continue;
    }
    noEquivalent(context, name, `deploy.${key}`);
  }
  for (const key of Object.keys(resources)) if (key !== 'limits' && key !== 'reservations') noEquivalent(context, name, `deploy.resources.${key}`);
  for (const key of Object.keys(limits)) if (!['cpus', 'memory', 'pids'].includes(key)) noEquivalent(context, name, `deploy.resources.limits.${key}`);
  for (const key of Object.keys(reservations)) if (!['cpus', 'memory', 'devices'].includes(key)) noEquivalent(context, name, `deploy.resources.reservations.${key}`);

  // Health check.
  const health = isMap(service.healthcheck) ? service.healthcheck : undefined;
  if (health) {
    const test = health.test;
    const words = Array.isArray(test) ? test.map((word) => String(word)) : test === undefined ? [] : ['CMD-SHELL', String(test)];
    if (health.disable === true || words[0] === 'NONE') add('--no-healthcheck');
    else {
      if (words[0] === 'CMD-SHELL') add('--health-cmd', words.slice(1).join(' '));
      else if (words[0] === 'CMD') add('--health-cmd', words.slice(1).map(shellWord).join(' '));
      for (const [key, flag] of [['interval', '--health-interval'], ['timeout', '--health-timeout'], ['start_period', '--health-start-period'], ['start_interval', '--health-start-interval']] as const) {
        const value = asString(health[key]);
        if (value) add(flag, typeof health[key] === 'number' ? `${value}s` : value);
      }
      if (health.retries !== undefined) add('--health-retries', String(health.retries));
    }
  }

  const user = asString(service.user);
  if (user) add('--user', user);
  const workdir = asString(service.working_dir);
  if (workdir) add('--workdir', workdir);
  if (service.privileged === true) add('--privileged');
  if (service.read_only === true) add('--read-only');
  if (service.init === true) add('--init');
  if (service.stdin_open === true) add('-i');
  if (service.tty === true) add('-t');
  for (const capability of stringList(service.cap_add)) add('--cap-add', capability);
  for (const capability of stringList(service.cap_drop)) add('--cap-drop', capability);
  for (const device of Array.isArray(service.devices) ? service.devices : []) {
    if (isMap(device)) add('--device', [asString(device.source), asString(device.target) ?? asString(device.source), asString(device.permissions)].filter(Boolean).join(':'));
    else add('--device', String(device));
  }
  for (const rule of stringList(service.device_cgroup_rules)) add('--device-cgroup-rule', rule);
  for (const server of stringList(service.dns)) add('--dns', server);
  for (const domain of stringList(service.dns_search)) add('--dns-search', domain);
  for (const option of stringList(service.dns_opt)) add('--dns-option', option);
  for (const [host, ip] of extraHosts(service.extra_hosts)) add('--add-host', `${host}:${ip}`);
  for (const option of stringList(service.security_opt)) add('--security-opt', option);
  for (const [key, value] of keyValues(service.sysctls)) add('--sysctl', `${key}=${value ?? ''}`);
  if (isMap(service.ulimits)) {
    for (const [limit, value] of Object.entries(service.ulimits)) add('--ulimit', isMap(value) ? `${limit}=${asString(value.soft)}:${asString(value.hard)}` : `${limit}=${asString(value)}`);
  }
  const logging = isMap(service.logging) ? service.logging : undefined;
  if (logging) {
    if (asString(logging.driver)) add('--log-driver', asString(logging.driver)!);
    for (const [key, value] of keyValues(logging.options)) add('--log-opt', `${key}=${value ?? ''}`);
  }
  const simple: [string, string][] = [
    ['platform', '--platform'],
    ['stop_signal', '--stop-signal'],
    ['ipc', '--ipc'],
    ['pid', '--pid'],
    ['uts', '--uts'],
    ['userns_mode', '--userns'],
    ['cgroup', '--cgroupns'],
    ['cgroup_parent', '--cgroup-parent'],
    ['oom_score_adj', '--oom-score-adj'],
    ['runtime', '--runtime'],
    ['mac_address', '--mac-address'],
    ['isolation', '--isolation'],
  ];
  for (const [key, flag] of simple) {
    const value = asString(service[key]);
    if (value !== undefined) add(flag, value);
  }
  for (const group of stringList(service.group_add)) add('--group-add', group);
  if (service.oom_kill_disable === true) add('--oom-kill-disable');
  for (const [key, value] of keyValues(service.storage_opt)) add('--storage-opt', `${key}=${value ?? ''}`);
  const grace = durationSeconds(service.stop_grace_period);
  if (grace !== undefined) add('--stop-timeout', String(Math.ceil(grace)));
  const pull = asString(service.pull_policy);
  if (pull) {
    const mapped = pull === 'if_not_present' ? 'missing' : pull;
    if (['always', 'missing', 'never'].includes(mapped)) add('--pull', mapped);
    else noEquivalent(context, name, `pull_policy: ${pull}`);
  }
  for (const link of stringList(service.links)) {
    const [target = '', alias] = link.split(':');
    add('--link', `${context.containers.get(target) ?? target}${alias ? `:${alias}` : `:${target}`}`);
  }
  const profiles = stringList(service.profiles);
  if (profiles.length > 0) warn(context, 'profiles', { service: name, profiles: profiles.join(', ') }, `${name}: Compose starts it only with the profile ${profiles.join(', ')}; the command starts it always`);
  if (service.scale !== undefined && String(service.scale) !== '1') warn(context, 'replicas', { service: name, count: String(service.scale) }, `${name}: ${String(service.scale)} replicas — docker run starts one container; run it once per copy, with different names`);

  // Entrypoint and command: docker run's --entrypoint takes the program, the rest goes before the command's arguments.
  const entrypoint = commandWords(service.entrypoint);
  const command = commandWords(service.command) ?? [];
  let args = command;
  if (entrypoint !== undefined) {
    add('--entrypoint', entrypoint[0] ?? '');
    args = [...entrypoint.slice(1), ...command];
  }

  for (const key of Object.keys(service)) if (!SERVICE_KEYS_HANDLED.has(key) && !key.startsWith('x-')) noEquivalent(context, name, key);
  return { before, flags, image, args, after };
}

/** `extra_hosts` as a list (`host:ip`, `host=ip`) or a map → [host, ip] pairs. */
function extraHosts(value: Value): [string, string][] {
  if (isMap(value)) return Object.entries(value).map(([host, ip]) => [host, String(Array.isArray(ip) ? ip[0] : ip)]);
  return stringList(value).map((entry) => {
    const equals = entry.indexOf('=');
    const separator = equals !== -1 ? equals : entry.indexOf(':');
    return [entry.slice(0, separator), entry.slice(separator + 1)];
  });
}

/** The name a network has on the Docker host: its `name`, else its key. */
function networkNameOf(file: ComposeFile, network: string): string {
  const definition = file.networks[network];
  return (isMap(definition) && asString(definition.name)) || network;
}

/**
 * Secrets and configs from files: Compose (without Swarm) mounts the file read-only at
 * /run/secrets/<name> (a secret) or /<name> (a config), or at the target given; the same bind mount
 * works with docker run. Secrets from the environment or external ones have no equivalent.
 */
function mountFiles(context: Context, service: string, value: Value, definitions: ValueMap, kind: 'secret' | 'config', add: (...words: string[]) => void): void {
  for (const entry of Array.isArray(value) ? value : []) {
    const source = isMap(entry) ? asString(entry.source) : asString(entry);
    if (!source) continue;
    const definition = definitions[source];
    const file = isMap(definition) ? asString(definition.file) : undefined;
    if (!file) {
      const field = `${kind}s: ${source}`;
      noEquivalent(context, service, isMap(definition) && definition.environment !== undefined ? `${field} (environment)` : isMap(definition) && definition.content !== undefined ? `${field} (content)` : field);
      continue;
    }
    const defaultTarget = kind === 'secret' ? `/run/secrets/${source}` : `/${source}`;
    const target = isMap(entry) ? (asString(entry.target) ?? defaultTarget) : defaultTarget;
    add('-v', `${bindSource(file)}:${target.startsWith('/') ? target : `/run/secrets/${target}`}:ro`);
  }
}

/** Commands → the script text, one flag (with its value) per line when `multiline`. */
function writeCommand(head: string[], groups: string[][], tail: string[], multiline: boolean): string {
  const first = head.map(shellWord).join(' ');
  const parts = groups.map((group) => group.map((word, index) => (index === 0 && word.startsWith('-') ? word : shellWord(word))).join(' '));
  const last = tail.map(shellWord).join(' ');
  if (!multiline) return [first, ...parts, last].filter((part) => part !== '').join(' ');
  return [first, ...parts.map((part) => `  ${part}`), ...(last ? [`  ${last}`] : [])].join(' \\\n');
}

/** A Compose file → the docker commands, with the warnings of what has no equivalent. */
export function composeToDockerRun(text: string, options: DockerRunOptions): DockerRunResult {
  const file = readCompose(text);
  const warnings: Warning[] = [];
  const project = file.name ?? 'app';
  const containers = new Map(file.services.map(([name, service]) => [name, asString(service.container_name) ?? name]));
  const needsDefault = file.services.length > 1 && file.services.some(([, service]) => service.networks === undefined && service.network_mode === undefined);
  const context: Context = { file, warnings, containers, defaultNetwork: needsDefault ? `${project}_default` : undefined };
  const blocks: string[] = [];

  // Networks and volumes the file declares (external ones exist already), and the default network.
  const setup: string[] = [];
  const usedNetworks = new Set<string>();
  for (const [, service] of file.services) {
    if (Array.isArray(service.networks)) service.networks.forEach((network) => usedNetworks.add(String(network)));
    else if (isMap(service.networks)) Object.keys(service.networks).forEach((network) => usedNetworks.add(network));
  }
  if (context.defaultNetwork) setup.push(writeCommand(['docker', 'network', 'create', context.defaultNetwork], [], [], false));
  for (const [network, definition] of Object.entries(file.networks)) {
    const settings = isMap(definition) ? definition : {};
    if (settings.external === true || !usedNetworks.has(network)) continue;
    const words = ['docker', 'network', 'create'];
    if (asString(settings.driver)) words.push('--driver', asString(settings.driver)!);
    for (const [key, value] of keyValues(settings.driver_opts)) words.push('--opt', `${key}=${value ?? ''}`);
    if (settings.internal === true) words.push('--internal');
    if (settings.attachable === true) words.push('--attachable');
    if (settings.enable_ipv6 === true) words.push('--ipv6');
    const ipam = isMap(settings.ipam) ? settings.ipam : {};
    for (const pool of Array.isArray(ipam.config) ? ipam.config : []) {
      if (!isMap(pool)) continue;
      if (asString(pool.subnet)) words.push('--subnet', asString(pool.subnet)!);
      if (asString(pool.ip_range)) words.push('--ip-range', asString(pool.ip_range)!);
      if (asString(pool.gateway)) words.push('--gateway', asString(pool.gateway)!);
    }
    for (const [key, value] of keyValues(settings.labels)) words.push('--label', value === undefined ? key : `${key}=${value}`);
    words.push(networkNameOf(file, network));
    setup.push(writeCommand(words, [], [], false));
  }
  for (const [volume, definition] of Object.entries(file.volumes)) {
    const settings = isMap(definition) ? definition : {};
    if (settings.external === true) continue;
    const words = ['docker', 'volume', 'create'];
    if (asString(settings.driver)) words.push('--driver', asString(settings.driver)!);
    for (const [key, value] of keyValues(settings.driver_opts)) words.push('--opt', `${key}=${value ?? ''}`);
    for (const [key, value] of keyValues(settings.labels)) words.push('--label', value === undefined ? key : `${key}=${value}`);
    words.push(asString(settings.name) ?? volume);
    setup.push(writeCommand(words, [], [], false));
  }
  if (setup.length > 0) blocks.push(['# Networks and volumes', ...setup].join('\n'));

  const order = startOrder(file.services);
  const services = new Map(file.services);
  for (const name of order) {
    const service = services.get(name)!;
    const { before, flags, image, args, after } = serviceCommands(context, name, service);
    const needs = dependencies(service.depends_on);
    for (const [dependency, condition] of needs) {
      if (condition === 'service_healthy' || condition === 'service_completed_successfully') {
        const state = condition === 'service_healthy' ? 'healthy' : 'completed successfully';
        warn(context, condition === 'service_healthy' ? 'waitHealthy' : 'waitCompleted', { service: name, dependency }, `${name} waits for ${dependency} to be ${state} in Compose; docker run does not wait: start it once ${dependency} is ${state}`);
      }
    }
    const lines = [`# ${name}${needs.length > 0 ? ` (after ${needs.map(([dependency]) => dependency).join(', ')})` : ''}`];
    for (const command of before) lines.push(writeCommand(command, [], [], false));
    lines.push(writeCommand(['docker', 'run', '-d'], flags, [image, ...args], options.multiline));
    for (const command of after) lines.push(writeCommand(command, [], [], false));
    blocks.push(lines.join('\n'));
  }

  const variables = fileVariables(text);
  if (variables.length > 0) warnings.push({ key: 'variables', params: { names: variables.join(', ') }, message: `Variables are left to your shell (export them, or load the .env file first): ${variables.join(', ')}` });
  const header = order.length > 1 ? [`# Start order (depends_on): ${order.join(', ')}`] : [];
  return { script: [...header, ...blocks].join('\n\n'), warnings };
}
